import { ExpressionBuilder, sql } from 'kysely';
import type { Tables } from '../database/tables';

/** The table of express-session's sessions, the one the session code names. */
export type SessionTables = Pick<Tables, 'http_sessions'>;

/**
 * The user a session belongs to. Written out because it must be exactly the expression the index
 * http_sessions_user_index is on (`->` then `->>`, which the builder's JSON references cannot mix).
 */
export const sessionUserId = sql<string>`data->'passport'->>'user'`;

/** A session not yet past its idle timeout: a row past it is no session any more (maintenance prunes it). */
export function isLive(eb: ExpressionBuilder<SessionTables, 'http_sessions'>) {
  return eb('expires_at', '>', eb.fn<string>('now'));
}
