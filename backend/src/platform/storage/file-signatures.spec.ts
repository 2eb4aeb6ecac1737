import { photoType, videoType } from './file-signatures';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('file signatures', () => {
  it.each([
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'image/jpeg'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['a WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    ['a GIF', bytes('GIF89a'), null],
    ['an HTML page', bytes('<!doctype html>'), null],
    ['a PDF', bytes('%PDF-1.7'), null],
    ['a RIFF that is a WAV', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), null],
    ['nothing', bytes(), null],
  ])('knows %s as a photo type: %s', (_name, head, type) => {
    expect(photoType(head)).toBe(type);
  });

  it.each([
    ['an MP4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
    ['a phone MP4', bytes([0, 0, 0, 0x18], 'ftypmp42'), 'video/mp4'],
    ['a QuickTime movie', bytes([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime'],
    ['a WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'), 'video/webm'],
    ['a Matroska file', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x93, 0x42, 0x82, 0x88], 'matroska'), null],
    ['a HEIC photo (same box, image brand)', bytes([0, 0, 0, 0x18], 'ftypheic'), null],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), null],
    ['text', bytes('just some text here'), null],
  ])('knows %s as a video type: %s', (_name, head, type) => {
    expect(videoType(head)).toBe(type);
  });
});
