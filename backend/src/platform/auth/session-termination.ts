import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { RealtimeBus } from '../realtime/realtime-bus';
import { isLive, SessionEndReason, SessionTables, sessionUserId, sessionUserUuid } from './http-sessions';
import { SessionSettings } from './session-settings';

/**
 * The one way sessions end: their rows become tombstones (the cookie is dead for HTTP at once), then
 * every instance is told to close the sockets they opened (RealtimeBus.endSessions). Sign-out
 * reaches it through the session store's destroy; signing out everywhere, an administrator's
 * action or a password change call it directly, outside their transaction (the sessions end at
 * once, whatever that transaction does).
 *
 * A tombstone keeps no data but why the session ended and whose it was (so its tab can be told,
 * SessionEndings), written by the statement that ends it; it stays for a whole session lifetime: a request that was running when
 * its session ended cannot write the session back when it finishes (PostgresSessionStore.set), and
 * once the tombstone is pruned, whatever such a request could write is past its absolute lifetime.
 */
@Injectable()
export class SessionTermination {
  constructor(
    private readonly em: EntityManager,
    private readonly bus: RealtimeBus,
    private readonly settings: SessionSettings,
  ) {}

  /** Ends this session, if it is still live, for this reason. */
  async endSession(sessionId: string, reason: SessionEndReason): Promise<void> {
    await this.end(this.sessions(reason).where('sid', '=', sessionId), reason);
  }

  /** Ends every session of the user, except `exceptSessionId` (the caller's own, to sign out everywhere else); says how many. */
  endUserSessions(userId: string, reason: SessionEndReason, { exceptSessionId }: { exceptSessionId?: string } = {}): Promise<number> {
    return this.end(
      this.sessions(reason)
        .where(sessionUserId, '=', userId)
        .where('sid', '<>', exceptSessionId ?? ''),
      reason,
    );
  }

  private sessions(reason: SessionEndReason) {
    // The global entity manager: outside any transaction of the caller, as the class says.
    return this.em
      .getKysely<SessionTables>()
      .updateTable('http_sessions')
      .set((eb) => ({
        ended_at: eb.fn<string>('now'),
        ended_reason: reason,
        // Read from the row before this statement empties its data.
        ended_user_id: sessionUserUuid,
        data: sql`'{}'::jsonb`,
        expires_at: sql<string>`now() + make_interval(secs => ${this.settings.absoluteLifetimeMs / 1000})`,
      }))
      .where(isLive)
      .returning('sid');
  }

  private async end(ending: ReturnType<SessionTermination['sessions']>, reason: SessionEndReason): Promise<number> {
    const ended = await ending.execute();
    // Only sessions that were still live: one that expired closes its sockets by their own timer.
    if (ended.length > 0)
      await this.bus.endSessions(
        ended.map((row) => row.sid),
        reason,
      );
    return ended.length;
  }
}
