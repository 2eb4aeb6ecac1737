import { ExpressionBuilder, sql } from 'kysely';
import type { Tables } from '../database/tables';

/** The table of express-session's sessions, the one the session code names. */
export type SessionTables = Pick<Tables, 'http_sessions'>;

/**
 * The user a session belongs to. Written out because it must be exactly the expression the index
 * http_sessions_user_index is on (`->` then `->>`, which the builder's JSON references cannot mix).
 */
export const sessionUserId = sql<string>`data->'passport'->>'user'`;

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
