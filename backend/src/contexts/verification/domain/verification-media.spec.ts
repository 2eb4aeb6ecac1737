import { DomainError } from '../../../platform/errors/domain-error';
import { acceptedIdImage, acceptedVideo, VERIFICATION_MEDIA } from './verification-media';

const video = (durationMs: number, width = 1280, height = 720) => ({
  container: 'video/mp4',
  bytes: 2_000_000,
  picture: { durationMs, width, height },
});

/** The refusal's code and message. */
function refusal(judge: () => unknown): { code: string; message: string; details?: unknown } {
  try {
    judge();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message, details: error.details };
    throw error;
  }
  throw new Error('accepted');
}

describe('the verification video', () => {
  it('asks for 10 to 30 seconds on a short side of at least 320 pixels', () => {
    expect(VERIFICATION_MEDIA.video).toEqual({ minSeconds: 10, maxSeconds: 30, minShortSide: 320 });
  });

  it('is taken from 10 to 30 seconds inclusive, counted to the nearest second, with its figures', () => {
    expect(acceptedVideo(video(12_000))).toEqual({
      container: 'video/mp4',
      bytes: 2_000_000,
      durationMs: 12_000,
      width: 1280,
      height: 720,
    });
    expect(() => acceptedVideo(video(10_000))).not.toThrow();
    expect(() => acceptedVideo(video(9_500))).not.toThrow();
    expect(() => acceptedVideo(video(30_000))).not.toThrow();
    expect(() => acceptedVideo(video(30_499))).not.toThrow();
  });

  it('is refused when shorter, saying how long it is and what it must be', () => {
    expect(refusal(() => acceptedVideo(video(3_000)))).toEqual({
      code: 'VERIFICATION.VIDEO_TOO_SHORT',
      message: 'Your video is 3 seconds long; it must be 10 to 30 seconds.',
      details: { durationMs: 3_000, minSeconds: 10, maxSeconds: 30 },
    });
    expect(refusal(() => acceptedVideo(video(9_499))).message).toBe('Your video is 9 seconds long; it must be 10 to 30 seconds.');
    expect(refusal(() => acceptedVideo(video(800))).message).toBe('Your video is 1 second long; it must be 10 to 30 seconds.');
  });

  it('is refused when longer', () => {
    expect(refusal(() => acceptedVideo(video(45_000)))).toMatchObject({
      code: 'VERIFICATION.VIDEO_TOO_LONG',
      message: 'Your video is 45 seconds long; it must be 10 to 30 seconds.',
    });
    expect(refusal(() => acceptedVideo(video(30_500))).code).toBe('VERIFICATION.VIDEO_TOO_LONG');
  });

  it('is refused below 320 pixels on its shorter side, upright or sideways', () => {
    expect(refusal(() => acceptedVideo(video(12_000, 320, 240)))).toEqual({
      code: 'VERIFICATION.VIDEO_RESOLUTION_TOO_LOW',
      message: 'Your video is 320 × 240 pixels; it must be at least 320 pixels on its shorter side so that your face can be recognised.',
      details: { width: 320, height: 240, minShortSide: 320 },
    });
    expect(() => acceptedVideo(video(12_000, 240, 426))).toThrow('240 × 426');
    expect(() => acceptedVideo(video(12_000, 360, 640))).not.toThrow();
  });

  it('is refused when it cannot be read, or holds no picture', () => {
    expect(refusal(() => acceptedVideo(null)).code).toBe('VERIFICATION.VIDEO_UNREADABLE');
    expect(refusal(() => acceptedVideo({ container: 'video/webm', bytes: 10, picture: null })).code).toBe('VERIFICATION.VIDEO_NO_PICTURE');
  });
});

describe('the ID image', () => {
  it('is taken from 600 pixels on its longer side, up to 50 megapixels', () => {
    expect(acceptedIdImage({ bytes: 90_000, width: 600, height: 380 })).toEqual({ bytes: 90_000, width: 600, height: 380 });
    expect(() => acceptedIdImage({ bytes: 1, width: 400, height: 600 })).not.toThrow();
    expect(() => acceptedIdImage({ bytes: 1, width: 10_000, height: 5_000 })).not.toThrow();
  });

  it('is refused when too small to read, saying its size and the least', () => {
    expect(refusal(() => acceptedIdImage({ bytes: 1, width: 320, height: 200 }))).toEqual({
      code: 'VERIFICATION.ID_IMAGE_TOO_SMALL',
      message: 'Your ID image is 320 × 200 pixels; it must be at least 600 pixels on its longer side so that the ID can be read.',
      details: { width: 320, height: 200, minLongSide: 600 },
    });
  });

  it('is refused over 50 megapixels (a decompression bomb), and when unreadable', () => {
    expect(refusal(() => acceptedIdImage({ bytes: 1, width: 20_000, height: 20_000 }))).toMatchObject({
      code: 'VERIFICATION.ID_IMAGE_TOO_MANY_PIXELS',
      message: 'Your ID image is 20000 × 20000 pixels (400 megapixels); it may have at most 50 megapixels.',
    });
    expect(refusal(() => acceptedIdImage(null)).code).toBe('VERIFICATION.ID_IMAGE_UNREADABLE');
  });
});
