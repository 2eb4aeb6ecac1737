import { errorTable } from '../../../platform/errors/error-table';

/** "1 second", "12 seconds": a length rounded to the second, as the rules judge it. */
const seconds = (durationMs: number) => {
  const whole = Math.round(durationMs / 1000);
  return whole === 1 ? '1 second' : `${whole} seconds`;
};
const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} megapixels`;

export const {
  AlreadyVerified,
  VerificationPending,
  VerificationNotFound,
  VerificationAlreadyReviewed,
  VerificationStillPending,
  VerificationMediaDeleted,
  VerificationUserNotFound,
  VideoUnreadable,
  VideoNoPicture,
  VideoTooShort,
  VideoTooLong,
  VideoResolutionTooLow,
  IdImageUnreadable,
  IdImageTooSmall,
  IdImageTooLarge,
} = errorTable('VERIFICATION', {
  AlreadyVerified: { code: 'ALREADY_VERIFIED', message: 'Your identity is already verified', kind: 'conflict' },
  VerificationPending: {
    code: 'PENDING',
    message: 'Your verification is being reviewed; you can submit again once it is decided',
    kind: 'conflict',
  },
  VerificationNotFound: { code: 'NOT_FOUND', message: 'Verification request not found', kind: 'not_found' },
  VerificationAlreadyReviewed: {
    code: 'ALREADY_REVIEWED',
    message: 'This verification request has already been reviewed',
    kind: 'conflict',
  },
  VerificationStillPending: { code: 'STILL_PENDING', message: 'The files can be deleted once the request is decided', kind: 'conflict' },
  VerificationMediaDeleted: { code: 'MEDIA_DELETED', message: 'The documents of this request have been deleted', kind: 'not_found' },
  /** The administrators' view of a user's requests names no account. */
  VerificationUserNotFound: { code: 'USER_NOT_FOUND', message: 'User not found', kind: 'not_found' },
  // What the files' bytes say against VERIFICATION_MEDIA (verification-media.ts); each names the figure and the bound.
  VideoUnreadable: {
    code: 'VIDEO_UNREADABLE',
    message: 'We could not read your video. Please upload an MP4, MOV or WebM video as your camera or phone saved it.',
    kind: 'invalid',
  },
  VideoNoPicture: {
    code: 'VIDEO_NO_PICTURE',
    message: 'Your video file has no picture, only sound. Please upload a video of yourself.',
    kind: 'invalid',
  },
  VideoTooShort: {
    code: 'VIDEO_TOO_SHORT',
    message: (durationMs: number, minSeconds: number, maxSeconds: number) =>
      `Your video is ${seconds(durationMs)} long; it must be ${minSeconds} to ${maxSeconds} seconds.`,
    details: (durationMs: number, minSeconds: number, maxSeconds: number) => ({ durationMs, minSeconds, maxSeconds }),
    kind: 'invalid',
  },
  VideoTooLong: {
    code: 'VIDEO_TOO_LONG',
    message: (durationMs: number, minSeconds: number, maxSeconds: number) =>
      `Your video is ${seconds(durationMs)} long; it must be ${minSeconds} to ${maxSeconds} seconds.`,
    details: (durationMs: number, minSeconds: number, maxSeconds: number) => ({ durationMs, minSeconds, maxSeconds }),
    kind: 'invalid',
  },
  VideoResolutionTooLow: {
    code: 'VIDEO_RESOLUTION_TOO_LOW',
    message: (width: number, height: number, minShortSide: number) =>
      `Your video is ${width} × ${height} pixels; it must be at least ${minShortSide} pixels on its shorter side so that your face can be recognised.`,
    details: (width: number, height: number, minShortSide: number) => ({ width, height, minShortSide }),
    kind: 'invalid',
  },
  IdImageUnreadable: {
    code: 'ID_IMAGE_UNREADABLE',
    message: 'We could not read your ID image. Please upload a JPEG, PNG or WebP photo of your ID.',
    kind: 'invalid',
  },
  IdImageTooSmall: {
    code: 'ID_IMAGE_TOO_SMALL',
    message: (width: number, height: number, minLongSide: number) =>
      `Your ID image is ${width} × ${height} pixels; it must be at least ${minLongSide} pixels on its longer side so that the ID can be read.`,
    details: (width: number, height: number, minLongSide: number) => ({ width, height, minLongSide }),
    kind: 'invalid',
  },
  IdImageTooLarge: {
    code: 'ID_IMAGE_TOO_MANY_PIXELS',
    message: (width: number, height: number, maxPixels: number) =>
      `Your ID image is ${width} × ${height} pixels (${megapixels(width * height)}); it may have at most ${megapixels(maxPixels)}.`,
    details: (width: number, height: number, maxPixels: number) => ({ width, height, maxPixels }),
    kind: 'invalid',
  },
});
