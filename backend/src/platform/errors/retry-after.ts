import type { Response } from 'express';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from './unavailable';

/**
 * What a 429 says when its source does not know when the caller may try again (a domain rule
 * such as the cap on pending uploads, which frees up as the caller finishes or abandons work).
 */
export const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** The wait a refusal knows itself (a rate limit's window, a lock-out, a bound's), in whole seconds. */
function ownWait(error: unknown): number | undefined {
  const seconds = typeof error === 'object' && error !== null ? (error as { retryAfterSeconds?: unknown }).retryAfterSeconds : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/**
 * Every 429 and 503 tells the caller when to come back (Retry-After, in seconds): a refusal that
 * knows its wait says it; any other 429 gets the default, and a service that cannot be reached a short one.
 */
export function ensureRetryAfter(response: Response, statusCode: number, error: unknown): void {
  if (response.hasHeader('Retry-After') || (statusCode !== 429 && statusCode !== 503)) return;
  const wait = ownWait(error);
  if (wait !== undefined) response.setHeader('Retry-After', String(wait));
  else if (statusCode === 429) response.setHeader('Retry-After', String(DEFAULT_RETRY_AFTER_SECONDS));
  else if (statusCode === 503) response.setHeader('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
}
