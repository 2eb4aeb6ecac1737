import { STORAGE_KEY, type SessionEnding } from '../../lib/session-ended';

/*
 * What the sign-in page says of why the last session ended: only the sign-in screen reads it, so
 * its sentences load with that screen, not with the start every page loads (lib/session-ended.ts
 * keeps only what remembering the reason needs).
 */

const SAID: Record<string, string> = {
  signed_out: 'You signed out. Sign in again to go on.',
  signed_out_elsewhere: 'You signed out of this device from another session. Sign in again to go on.',
  too_many_sessions: 'You were signed out here because your account signed in on too many devices.',
  expired: 'Your session expired. Sign in again to go on.',
  password_changed: 'You were signed out because your password was changed. Sign in with the new password.',
  password_reset: 'You were signed out because your password was reset. Sign in with the new password.',
  two_factor_changed: 'You were signed out because two-factor sign-in was turned on. Sign in again with your code.',
  account_deleted: 'Your account was deleted.',
  renewed: 'You were signed out because this browser signed in again. Sign in again to go on.',
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
