import { createHash } from 'node:crypto';

/**
 * The public name of a session: what the sessions list shows and "sign out" names. Never the
 * session id itself, which is the cookie's secret; a hash of it cannot be turned back into one.
 */
export function sessionHandle(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);
}
