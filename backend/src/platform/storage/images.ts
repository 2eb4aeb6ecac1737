import sharp from 'sharp';
import { NotAnImage } from './storage-errors';

/** What an uploaded picture may be, judged by its bytes, never by its name or declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export const PUBLISHED_IMAGE = { contentType: 'image/webp', extension: '.webp' } as const;

/**
 * At most `size` tasks run at once; the others wait, first come first served. For work a user waits
 * through (an upload being read); the operations refused beyond their bound use ConcurrencyLimit.
 */
export class TakingTurns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.size) this.running++;
    // The finishing task hands its place over, so `running` never drops below what is running.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/**
 * Turns uploads into the pictures we publish, a few at a time: a decoded image takes far more
 * memory than its file (up to 4 bytes a pixel), so parallel uploads wait for a place instead of
 * all decoding at once. The bytes are read only once a place is free.
 */
export class ImagePublisher {
  private readonly decoding: TakingTurns;

  constructor(
    concurrency: number,
    private readonly maxInputPixels: number,
  ) {
    this.decoding = new TakingTurns(concurrency);
  }

  /**
   * The picture as we publish it: only a JPEG, PNG, WebP or GIF by its bytes; turned upright,
   * fitted within maxSide × maxSide, re-encoded as WebP (first frame of an animation) and so
   * stripped of every metadata block (EXIF location, camera, comments). Anything else, and an
   * image of more pixels than allowed (a small file can declare a huge canvas), is NotAnImage.
   */
  publishable(read: () => Promise<Buffer>, maxSide: number): Promise<Buffer> {
    return this.decoding.run(async () => {
      const bytes = await read();
      const options = { limitInputPixels: this.maxInputPixels };
      try {
        const { format } = await sharp(bytes, options).metadata();
        if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImage();
        return await sharp(bytes, options)
          .rotate()
          .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 85 })
          .toBuffer();
      } catch (error) {
        if (error instanceof NotAnImage) throw error;
        // sharp's own failures: not an image format it knows, truncated or corrupt data, too many pixels.
        throw new NotAnImage();
      }
    });
  }
}
