import type { Response } from 'express';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable';

/**
 * What a 429 says when its source does not know when the caller may try again (a domain rule
 * such as the cap on pending uploads, which frees up as the caller finishes or abandons work).
 */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/**
 * Every 429 and 503 tells the caller when to come back (Retry-After, in seconds): a rate limit has
 * set its own exact wait; any other 429 gets the default, and a service that cannot be reached a short one.
 */
export function ensureRetryAfter(response: Response, statusCode: number): void {
  if (response.hasHeader('Retry-After')) return;
  if (statusCode === 429) response.setHeader('Retry-After', String(DEFAULT_RETRY_AFTER_SECONDS));
  else if (statusCode === 503) response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
}
