import { isApiError } from './errors';

/*
 * A server past its bound answers 503 SERVER_BUSY at once, before any work of the call started
 * (decisions 0079, 0080). Such a call goes once more after the wait the server asked for, so a
 * moment's surge is not the user's problem; a second refusal is shown as any failure is.
 */

/** A longer wait than this is not waited out behind the user's tap: the failure is shown instead. */
export const BUSY_RETRY_MAX_MS = 2000;

/** How long to wait before sending a call again that the server refused as busy; null for any other failure. */
export function busyRetryDelayMs(error: unknown): number | null {
  if (!isApiError(error, 503) || error.body?.code !== 'SERVER_BUSY') return null;
  const asked = (error.retryAfterSeconds ?? 1) * 1000;
  if (asked > BUSY_RETRY_MAX_MS) return null;
  // Up to half as long again, at random: the clients refused in one surge do not all come back at once.
  return asked + Math.random() * (asked / 2);
}

export function waitMs(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
