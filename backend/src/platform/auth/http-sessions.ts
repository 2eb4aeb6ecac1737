import { ExpressionBuilder, sql } from 'kysely';
import type { Tables } from '../database/tables';

/** The table of express-session's sessions, the one the session code names. */
export type SessionTables = Pick<Tables, 'http_sessions'>;

/**
 * The user a session belongs to. Written out because it must be exactly the expression the index
 * http_sessions_user_index is on (`->` then `->>`, which the builder's JSON references cannot mix).
 */
export const sessionUserId = sql<string>`data->'passport'->>'user'`;

/**
 * Why a session ended, kept on its tombstone (SessionTermination) for its tab to learn: signed out
 * here; signed out by another of the user's sessions (everywhere else, or this one from the
 * sessions list); ended as the user signed in on too many devices; past its absolute lifetime;
 * the account suspended; the password changed in another session or reset by link; two-factor
 * sign-in turned on in another session; the account deleted; replaced by a new session of the same
 * user in the same browser (signed in again, two-factor sign-in turned on: the tab's new cookie is on its way). An idle session is no tombstone: its
 * expiry passed.
 */
export const SESSION_END_REASONS = [
  'signed_out',
  'signed_out_elsewhere',
  'too_many_sessions',
  'expired',
  'suspended',
  'password_changed',
  'password_reset',
  'two_factor_changed',
  'account_deleted',
  'renewed',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** The same user id as a uuid, to find the user's row by its primary key. */
export const sessionUserUuid = sql<string>`(http_sessions.data->'passport'->>'user')::uuid`;

/**
 * A session not ended and not yet past its idle timeout. An ended session's row stays as a
 * tombstone (SessionTermination), and a row past its timeout is no session any more (maintenance
 * prunes both once their expiry passes).
 */
export function isLive(eb: ExpressionBuilder<SessionTables, 'http_sessions'>) {
  return eb.and([eb('ended_at', 'is', null), eb('expires_at', '>', eb.fn<string>('now'))]);
}
