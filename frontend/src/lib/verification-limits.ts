/**
 * What the verification files must be as their bytes say: POST /api/verifications's
 * x-verification-media, the server's one statement of them. Apart from LIMITS, whose module every
 * first screen loads: only the verification screen needs these. limits.test.ts holds the copy to
 * the OpenAPI document.
 */
export const VERIFICATION_MEDIA_LIMITS = {
  video: { minSeconds: 10, maxSeconds: 30, minShortSide: 320 },
  idDocument: { minLongSide: 600, maxPixels: 50_000_000 },
} as const;
