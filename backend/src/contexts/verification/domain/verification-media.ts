import {
  IdImageTooLarge,
  IdImageTooSmall,
  IdImageUnreadable,
  VideoNoPicture,
  VideoResolutionTooLow,
  VideoTooLong,
  VideoTooShort,
  VideoUnreadable,
} from './verification-errors';

/**
 * What the ID image and the video must be, as their bytes say (decisions/0066). The one statement
 * of these bounds: the endpoint's OpenAPI extension `x-verification-media` carries them to the
 * frontend's VERIFICATION_MEDIA_LIMITS (held to it by limits.test.ts), whose screen says them.
 */
export const VERIFICATION_MEDIA = {
  video: {
    /** Inclusive bounds, in whole seconds: a video counts as its length rounded to the second, as players show it. */
    minSeconds: 10,
    maxSeconds: 30,
    /**
     * The least pixels on the shorter side: 320 (QVGA, 320 × 240) leaves a face filling a third of
     * the frame some 80 pixels tall, enough to compare with an ID photo; every phone and webcam
     * records 480 or more, so this refuses thumbnails and re-shared copies, not cameras.
     */
    minShortSide: 320,
  },
  idDocument: {
    /** An ID card (85.6 mm wide) 600 pixels across is about 180 dpi: its small print can be read. */
    minLongSide: 600,
    /** More pixels than a 50-megapixel camera makes is a decompression bomb, not a photo (and would be decoded in the reviewer's browser). */
    maxPixels: 50_000_000,
  },
} as const;

/** The video as the server measured it. */
export type VideoFigures = { container: string; bytes: number; durationMs: number; width: number; height: number };
/** The ID image as the server measured it. */
export type ImageFigures = { bytes: number; width: number; height: number };

/** A video as probed: null when unreadable, `picture` null when it has no video track. */
export type ProbedVideoFacts = {
  container: string;
  bytes: number;
  picture: { durationMs: number; width: number; height: number } | null;
} | null;

/** The video's figures when it is what the screen asks for; otherwise the refusal that says why. */
export function acceptedVideo(probed: ProbedVideoFacts): VideoFigures {
  if (!probed) throw new VideoUnreadable();
  if (!probed.picture) throw new VideoNoPicture();
  const { durationMs, width, height } = probed.picture;
  const { minSeconds, maxSeconds, minShortSide } = VERIFICATION_MEDIA.video;
  const seconds = Math.round(durationMs / 1000);
  if (seconds < minSeconds) throw new VideoTooShort(durationMs, minSeconds, maxSeconds);
  if (seconds > maxSeconds) throw new VideoTooLong(durationMs, minSeconds, maxSeconds);
  if (Math.min(width, height) < minShortSide) throw new VideoResolutionTooLow(width, height, minShortSide);
  return { container: probed.container, bytes: probed.bytes, durationMs, width, height };
}

/** The ID image's figures when it can be read and is neither too small nor too large; otherwise the refusal. */
export function acceptedIdImage(probed: ImageFigures | null): ImageFigures {
  if (!probed) throw new IdImageUnreadable();
  const { width, height } = probed;
  const { minLongSide, maxPixels } = VERIFICATION_MEDIA.idDocument;
  if (width * height > maxPixels) throw new IdImageTooLarge(width, height, maxPixels);
  if (Math.max(width, height) < minLongSide) throw new IdImageTooSmall(width, height, minLongSide);
  return { bytes: probed.bytes, width, height };
}
