import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BufferTarget,
  EncodedPacket,
  EncodedVideoPacketSource,
  Mp4OutputFormat,
  MovOutputFormat,
  Output,
  WebMOutputFormat,
} from 'mediabunny';
import { makeImage } from './images';

export type VideoContainer = 'mp4' | 'mov' | 'webm';

export type VideoSpec = {
  container?: VideoContainer;
  seconds?: number;
  width?: number;
  height?: number;
  /** Frames a second; one is enough for a container that says how long it is, and keeps the file a few hundred bytes. */
  fps?: number;
  /** An MP4 or QuickTime file this many bytes long at least, the rest a `free` box (which players skip): a large file that is still valid. */
  padTo?: number;
};

/** The type each container is sent as. */
export const VIDEO_CONTENT_TYPES: Record<VideoContainer, string> = { mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' };

/** An H.264 decoder configuration record (avcC) of the Baseline profile: enough for a container, never decoded. */
const AVC_DESCRIPTION = new Uint8Array([1, 0x42, 0x00, 0x1f, 0xff, 0xe0, 0x00]);

/**
 * A real MP4, QuickTime or WebM file of the given length and picture size, written in memory by
 * mediabunny (no ffmpeg): its frames are a few placeholder bytes (the server never decodes a
 * frame, it reads the container's tracks and timestamps), so a 45-second video is under 2 KB.
 */
export async function makeVideo({
  container = 'mp4',
  seconds = 12,
  width = 640,
  height = 480,
  fps = 1,
  padTo = 0,
}: VideoSpec = {}): Promise<Buffer> {
  const target = new BufferTarget();
  const format = container === 'webm' ? new WebMOutputFormat() : container === 'mov' ? new MovOutputFormat() : new Mp4OutputFormat();
  const output = new Output({ format, target });
  const codec = container === 'webm' ? 'vp8' : 'avc';
  const source = new EncodedVideoPacketSource(codec);
  output.addVideoTrack(source);
  await output.start();
  // Frames at 0, 1/fps, …, the last ending at `seconds`; WebM blocks carry no duration, so a last
  // frame at `seconds` itself makes its length exact there too.
  const frames = Math.round(seconds * fps);
  for (let index = 0; index <= frames; index++) {
    const timestamp = index / fps;
    const data = new Uint8Array([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, index & 0xff, 0, 0, 0]);
    const duration = container === 'webm' ? 1 / fps : index === frames ? 0 : 1 / fps;
    const packet = new EncodedPacket(data, index === 0 ? 'key' : 'delta', timestamp, duration);
    const meta =
      index === 0
        ? {
            decoderConfig: {
              codec: codec === 'avc' ? 'avc1.42001f' : 'vp8',
              codedWidth: width,
              codedHeight: height,
              description: codec === 'avc' ? AVC_DESCRIPTION : undefined,
            },
          }
        : undefined;
    await source.add(packet, meta);
  }
  await output.finalize();
  const video = Buffer.from(target.buffer!);
  if (container === 'webm' || video.length + 8 > padTo) return video;
  const free = Buffer.alloc(padTo - video.length);
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([video, free]);
}

/** Files POST /api/verifications takes: an 800 × 600 JPEG of an ID and a 12-second 640 × 480 MP4. */
export async function verificationFiles(): Promise<{ idDocument: Buffer; video: Buffer }> {
  return { idDocument: await makeImage('jpeg', 800, 600), video: await makeVideo() };
}

/**
 * A WebM that Chromium's MediaRecorder wrote (a canvas recorded for about 12.7 seconds at
 * 480 × 360, VP8): like every browser recording, its header gives no duration, and its clusters
 * have no size. Made by test/fixtures/media/record-in-browser.mjs.
 */
export function browserRecording(): Buffer {
  return readFileSync(join(__dirname, '../fixtures/media/browser-recording-12s.webm'));
}

/** The same recorder, stopped after about 3 seconds. */
export function shortBrowserRecording(): Buffer {
  return readFileSync(join(__dirname, '../fixtures/media/browser-recording-3s.webm'));
}
