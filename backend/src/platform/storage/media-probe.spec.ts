import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PinoLogger } from 'nestjs-pino';
import { browserRecording, makeVideo } from '../../../test/support/videos';
import { makeImage, makeJpegWithLocation } from '../../../test/support/images';
import { Clock } from '../clock/clock';
import { LocalObjectStorage } from './local-object-storage';
import { MediaProbe } from './media-probe';
import { newObjectKey } from './object-storage';

// Each video starts a worker that loads the parser: a few hundred milliseconds, more on a busy machine.
jest.setTimeout(30_000);

describe('MediaProbe', () => {
  let root: string;
  let storage: LocalObjectStorage;
  let probe: MediaProbe;
  const logger = { info: () => undefined, warn: () => undefined } as unknown as PinoLogger;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'media-probe-'));
    storage = new LocalObjectStorage(root, 'a test secret of enough length', new Clock());
    await storage.prepare();
    probe = new MediaProbe(storage, logger);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const stored = async (bytes: Buffer) => {
    const key = newObjectKey('verifications');
    await storage.write('documents', key, bytes);
    return key;
  };
  const probeVideo = async (bytes: Buffer) => probe.video('documents', await stored(bytes), bytes.length);

  it.each([
    ['mp4', 'video/mp4'],
    ['mov', 'video/quicktime'],
    ['webm', 'video/webm'],
  ] as const)('reads a %s file: its container, duration and picture size', async (container, type) => {
    const video = await makeVideo({ container, seconds: 12, width: 640, height: 360 });
    expect(await probeVideo(video)).toEqual({
      container: type,
      bytes: video.length,
      picture: { durationMs: 12_000, width: 640, height: 360 },
    });
  });

  it("measures a browser's recording, whose header has no duration, by its last frames", async () => {
    const recording = browserRecording();
    const probed = await probeVideo(recording);
    expect(probed).toMatchObject({ container: 'video/webm', picture: { width: 480, height: 360 } });
    expect(probed!.picture!.durationMs).toBeGreaterThan(12_000);
    expect(probed!.picture!.durationMs).toBeLessThan(13_000);
  });

  it('gives null for what is no video it can read: text, a signature alone, a cut or scrambled file', async () => {
    const video = await makeVideo({ container: 'mp4', seconds: 12 });
    const signatureOnly = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.alloc(500, 7)]);
    expect(await probeVideo(Buffer.from('this is not a video, just words'))).toBeNull();
    expect(await probeVideo(signatureOnly)).toBeNull();
    const scrambled = Buffer.from(video);
    for (let index = 40; index < scrambled.length; index += 7) scrambled[index] ^= 0x5a;
    expect(await probeVideo(scrambled)).toBeNull();
  });

  it('says a cut file has no picture rather than inventing one', async () => {
    const video = await makeVideo({ container: 'mp4', seconds: 12 });
    const cut = await probeVideo(video.subarray(0, 100));
    expect(cut === null || cut.picture === null).toBe(true);
  });

  it('stops a parser that never finishes (a scrambled recording loops mediabunny 1.61) and calls the file unreadable', async () => {
    const scrambled = Buffer.from(browserRecording());
    for (let index = 40; index < scrambled.length; index += 7) scrambled[index] ^= 0x5a;
    probe.timeoutMs = 1_500;
    try {
      const started = Date.now();
      expect(await probeVideo(scrambled)).toBeNull();
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      probe.timeoutMs = 20_000;
    }
  });

  it("reads an image's dimensions from its header, upright, and gives null for what is no image", async () => {
    const jpeg = await makeImage('jpeg', 800, 600);
    expect(await probe.image('documents', await stored(jpeg))).toEqual({ format: 'jpeg', bytes: jpeg.length, width: 800, height: 600 });
    const turned = await makeJpegWithLocation(800, 600);
    expect(await probe.image('documents', await stored(turned))).toMatchObject({ width: 600, height: 800 });
    expect(await probe.image('documents', await stored(Buffer.from('not an image')))).toBeNull();
    expect(await probe.image('documents', await stored(jpeg.subarray(0, 20)))).toBeNull();
  });
});
