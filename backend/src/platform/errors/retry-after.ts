import type { Response } from 'express';

/**
 * What a 429 says when its source does not know when the caller may try again (a domain rule
 * such as the cap on pending uploads, which frees up as the caller finishes or abandons work).
 */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** Every 429 tells the caller when to come back (Retry-After, in seconds); a rate limit has set its own. */
export function ensureRetryAfter(response: Response, statusCode: number): void {
  if (statusCode === 429 && !response.hasHeader('Retry-After')) response.setHeader('Retry-After', String(DEFAULT_RETRY_AFTER_SECONDS));
}
