import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RealtimeBus } from '../realtime/realtime-bus';
import { isLive, SessionTables, sessionUserId } from './http-sessions';

/**
 * The one way sessions end: their rows are deleted (the cookie is dead for HTTP at once), then
 * every instance is told to close the sockets they opened (RealtimeBus.endSessions). Sign-out
 * reaches it through the session store's destroy; signing out everywhere, an administrator's
 * action or a password change call it directly, outside their transaction (the rows go at once,
 * whatever that transaction does).
 */
@Injectable()
export class SessionTermination {
  constructor(
    private readonly em: EntityManager,
    private readonly bus: RealtimeBus,
  ) {}

  /** Ends this session, if it still exists. */
  async endSession(sessionId: string): Promise<void> {
    await this.end(this.sessions().where('sid', '=', sessionId));
  }

  /** Ends every session of the user, except `exceptSessionId` (the caller's own, to sign out everywhere else); says how many. */
  endUserSessions(userId: string, { exceptSessionId }: { exceptSessionId?: string } = {}): Promise<number> {
    return this.end(
      this.sessions()
        .where(sessionUserId, '=', userId)
        .where('sid', '<>', exceptSessionId ?? '')
        .where(isLive),
    );
  }

  private sessions() {
    // The global entity manager: outside any transaction of the caller, as the class says.
    return this.em.getKysely<SessionTables>().deleteFrom('http_sessions').returning('sid');
  }

  private async end(deletion: ReturnType<SessionTermination['sessions']>): Promise<number> {
    const ended = await deletion.execute();
    // Only sessions that were still there: one that expired closes its sockets by their own timer.
    if (ended.length > 0) await this.bus.endSessions(ended.map((row) => row.sid));
    return ended.length;
  }
}
