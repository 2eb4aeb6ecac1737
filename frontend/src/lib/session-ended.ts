import { isApiError } from '../api/errors';

/**
 * Why this tab's session ended, as the server said it (401 AUTH.SESSION_ENDED's details, or the
 * socket's `Session ended: <reason>` close), carried to the sign-in page so it can say so.
 */
export type SessionEnding = {
  /** The server's reason: suspended, signed_out_elsewhere, password_changed, password_reset, account_deleted, expired, … */
  reason: string;
  /** The server's own sentence, e.g. "Your account is suspended until 3 March 2027." */
  message?: string;
  /** A suspension in force: until when (null: until an administrator lifts it), and the administrator's reason. */
  suspension?: { until: string | null; reason: string };
};

/** Kept for the tab only: the sign-in page it goes to reads it (features/auth/session-ending-text.ts). */
export const STORAGE_KEY = 'verifiedwork.session-ended';
const CLOSE_REASON = /^Session ended: ([a-z_]+)$/;

/** What a failed call says of why the session ended; a 401 without details is a session that ran out. */
export function sessionEndingOf(error: unknown, closeReason?: string): SessionEnding {
  const body = isApiError(error, 401) ? error.body : null;
  const details = body?.code === 'AUTH.SESSION_ENDED' ? body.details : undefined;
  if (details && typeof details.reason === 'string') {
    const suspension = details.suspension as SessionEnding['suspension'] | undefined;
    return { reason: details.reason, message: body?.message, ...(suspension ? { suspension } : {}) };
  }
  const closed = closeReason === undefined ? null : CLOSE_REASON.exec(closeReason);
  return { reason: closed ? closed[1] : 'expired' };
}

export function rememberSessionEnding(ending: SessionEnding): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(ending));
  } catch {
    // Storage refused: the sign-in page says nothing more than before.
  }
}
