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

/** Kept for the tab only: the sign-in page it goes to reads it. */
const STORAGE_KEY = 'verifiedwork.session-ended';
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

/** Why the last session of this tab ended, if it is to be told. */
export function rememberedSessionEnding(): SessionEnding | null {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed = stored === null ? null : (JSON.parse(stored) as SessionEnding);
    return typeof parsed?.reason === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** Once signed in again, the reason is told. */
export function forgetSessionEnding(): void {
  try {
    window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}

const SAID: Record<string, string> = {
  signed_out: 'You signed out. Sign in again to go on.',
  signed_out_elsewhere: 'You signed out of this device from another session. Sign in again to go on.',
  too_many_sessions: 'You were signed out here because your account signed in on too many devices.',
  expired: 'Your session expired. Sign in again to go on.',
  password_changed: 'You were signed out because your password was changed. Sign in with the new password.',
  password_reset: 'You were signed out because your password was reset. Sign in with the new password.',
  two_factor_changed: 'You were signed out because two-factor sign-in was turned on. Sign in again with your code.',
  account_deleted: 'Your account was deleted.',
};

/**
 * What the sign-in page says of it: a title, what happened, for a suspension the administrator's
 * reason, and whether it is news about the account (a suspension, a deletion) rather than a sign-out.
 */
export function describeSessionEnding(ending: SessionEnding): {
  title: string;
  message: string;
  reason: string | null;
  aboutAccount: boolean;
} {
  if (ending.reason === 'suspended') {
    return {
      aboutAccount: true,
      title: 'Your account was suspended',
      message: ending.suspension
        ? (ending.message ?? 'Your account is suspended.')
        : 'Your account was suspended. If the suspension has ended, sign in again.',
      reason: ending.suspension?.reason || null,
    };
  }
  if (ending.reason === 'account_deleted')
    return { aboutAccount: true, title: 'Account deleted', message: SAID.account_deleted, reason: null };
  return { aboutAccount: false, title: 'You were signed out', message: SAID[ending.reason] ?? SAID.expired, reason: null };
}
