import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { TakingTurns } from './images';
import { Bucket, ObjectStorage } from './object-storage';

/** A stored video as its bytes say: the container's type, and its picture track if it has one. */
export type ProbedVideo = {
  /** `video/mp4`, `video/quicktime` or `video/webm`: the container the file parsed as. */
  container: string;
  bytes: number;
  /** The primary video track; null when the file holds no picture (sound only). */
  picture: { durationMs: number; width: number; height: number } | null;
};

/** A stored still image as its header says. */
export type ProbedImage = { format: string; bytes: number; width: number; height: number };

/** How long one video may take to read; past it the file is unreadable (a parser can loop on a hostile file). */
const VIDEO_PROBE_TIMEOUT_MS = 20_000;
/** The parser may read the file about twice over (metadata, then the last packets), never more. */
const MAX_READ_FACTOR = 2;
const MAX_READ_SLACK_BYTES = 1024 * 1024;
/** Videos read at once on one instance; the others wait. */
const VIDEO_PROBE_CONCURRENCY = 2;
/** The worker's heap: the parser's cache (8 MB) and its tables, never the process's memory. */
const WORKER_HEAP_MB = 96;

const WORKER_SCRIPT = join(__dirname, 'media-probe-worker.cjs');

type WorkerMessage =
  | { type: 'read'; id: number; start: number; end: number }
  | { type: 'done'; facts: Omit<ProbedVideo, 'bytes'> }
  | { type: 'unreadable'; reason: string };

/**
 * Reads what a stored video or image is by its bytes, never by its name or declared type: a
 * video's container, duration and picture size (mediabunny, pure JavaScript, in a worker thread
 * with a time, memory and read budget, reading only the ranges it needs), an image's dimensions
 * (its header, through sharp, without decoding it). A file that cannot be read is null: the
 * caller refuses it with its own words, never a 500.
 */
@Injectable()
export class MediaProbe {
  private readonly videos = new TakingTurns(VIDEO_PROBE_CONCURRENCY);
  /** How long one video may take to read (tests shorten it). */
  timeoutMs = VIDEO_PROBE_TIMEOUT_MS;

  constructor(
    private readonly storage: ObjectStorage,
    private readonly logger: PinoLogger,
  ) {}

  /** The video at `key` (`bytes` long, as stored); null when it is no MP4, QuickTime or WebM file that can be read. */
  video(bucket: Bucket, key: string, bytes: number): Promise<ProbedVideo | null> {
    return this.videos.run(async () => {
      const outcome = await this.inWorker(bucket, key, bytes);
      if ('reason' in outcome) {
        this.logger.info({ key, reason: outcome.reason }, 'a stored video could not be read');
        return null;
      }
      const { container, picture } = outcome.facts;
      if (picture && !(picture.durationMs >= 0 && picture.width > 0 && picture.height > 0)) return null;
      return { container, bytes, picture };
    });
  }

  /** The image at `key` (at most the upload's size limit, read whole); null when it is no image sharp can read the header of. */
  async image(bucket: Bucket, key: string): Promise<ProbedImage | null> {
    const bytes = await this.storage.read(bucket, key);
    try {
      // The header only: nothing is decoded, so no pixel limit applies here; the caller judges the size.
      const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
      const { width, height } = metadata.autoOrient ?? metadata;
      if (!metadata.format || !width || !height) return null;
      return { format: metadata.format, bytes: bytes.length, width, height };
    } catch {
      return null;
    }
  }

  /** What the worker found, or why it found nothing; rejects only when the storage fails (not the file's fault). */
  private inWorker(bucket: Bucket, key: string, size: number): Promise<{ facts: Omit<ProbedVideo, 'bytes'> } | { reason: string }> {
    return new Promise((resolve, reject) => {
      const worker = new Worker(WORKER_SCRIPT, {
        workerData: { size },
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
        // The parser's console warnings about a malformed file are not the server's log.
        stdout: true,
        stderr: true,
      });
      worker.stdout.resume();
      worker.stderr.resume();
      let settled = false;
      let bytesRead = 0;
      const budget = size * MAX_READ_FACTOR + MAX_READ_SLACK_BYTES;
      const settle = (outcome: { facts: Omit<ProbedVideo, 'bytes'> } | { reason: string } | { failure: unknown }) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        if ('failure' in outcome) reject(outcome.failure);
        else resolve(outcome);
      };
      const timer = setTimeout(() => settle({ reason: `took over ${this.timeoutMs} ms` }), this.timeoutMs);
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'done') return settle({ facts: message.facts });
        if (message.type === 'unreadable') return settle({ reason: message.reason });
        const start = Math.max(0, Math.min(message.start, size));
        const end = Math.max(start, Math.min(message.end, size));
        bytesRead += end - start;
        if (bytesRead > budget) return settle({ reason: `read over ${budget} bytes` });
        this.storage.readRange(bucket, key, start, end).then(
          (chunk) => {
            if (settled) return;
            // A copy the worker owns: the chunk may share its memory with Node's buffer pool.
            const owned = new Uint8Array(chunk).buffer;
            worker.postMessage({ id: message.id, bytes: owned }, [owned]);
          },
          (failure: unknown) => settle({ failure }),
        );
      });
      worker.on('error', (error) => settle({ reason: `worker: ${error.message}` }));
      worker.on('exit', (code) => settle({ reason: `worker exited with ${code}` }));
    });
  }
}
