import { DomainError } from '../errors/domain-error';
import type { SessionEndReason } from './http-sessions';

/** What the account's owner is told of a session their account no longer allows (PrincipalDirectory.whyRefused). */
export type AccountRefusal = {
  reason: Extract<SessionEndReason, 'suspended' | 'account_deleted'>;
  message: string;
  /** A suspension in force: until when (null: until an administrator lifts it) and the administrator's reason. */
  suspension?: { until: string | null; reason: string };
};

const MESSAGES: Record<SessionEndReason, string> = {
  signed_out: 'You signed out. Sign in again to go on.',
  signed_out_elsewhere: 'You were signed out from another of your sessions.',
  too_many_sessions: 'You were signed out here because your account signed in on too many devices.',
  expired: 'Your session expired. Sign in again to go on.',
  suspended: 'Your account was suspended.',
  password_changed: 'You were signed out because your password was changed.',
  password_reset: 'You were signed out because your password was reset.',
  two_factor_changed: 'You were signed out because two-factor sign-in was turned on.',
  account_deleted: 'Your account was deleted.',
  renewed: 'This session was replaced by a new one in this browser.',
};

/**
 * The 401 of a cookie whose session ended or expired (issue 41): `details.reason` says why, and for
 * a suspension in force `details.suspension` says until when and the administrator's reason, as
 * the sign-in refusal does. Told only to whoever holds that session's cookie; a cookie that names
 * no session gets the plain AUTH.NOT_SIGNED_IN.
 */
export class SessionEnded extends DomainError {
  constructor(
    readonly reason: SessionEndReason,
    message: string = MESSAGES[reason],
    suspension?: AccountRefusal['suspension'],
  ) {
    super('AUTH.SESSION_ENDED', message, 'unauthenticated', suspension ? { reason, suspension } : { reason });
  }
}
