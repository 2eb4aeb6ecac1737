import sharp from 'sharp';
import { NotAnImage } from './storage-errors';

/** What an uploaded picture may be, judged by its bytes, never by its name or declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
/** Larger images are refused before decoding (a small file can declare a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

export const PUBLISHED_IMAGE = { contentType: 'image/webp', extension: '.webp' } as const;

/**
 * The picture as we publish it: only a JPEG, PNG, WebP or GIF by its bytes; turned upright, fitted
 * within maxSide × maxSide, re-encoded as WebP (first frame of an animation) and so stripped of
 * every metadata block (EXIF location, camera, comments). Anything else is NotAnImage.
 */
export async function publishableImage(bytes: Buffer, maxSide: number): Promise<Buffer> {
  try {
    const { format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImage();
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch (error) {
    if (error instanceof NotAnImage) throw error;
    // sharp's own failures: not an image format it knows, truncated or corrupt data, too many pixels.
    throw new NotAnImage();
  }
}
