import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { RealtimeBus } from '../realtime/realtime-bus';

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
    await this.end('delete from http_sessions where sid = ? returning sid', [sessionId]);
  }

  /** Ends every session of the user, except `exceptSessionId` (the caller's own, to sign out everywhere else); says how many. */
  endUserSessions(userId: string, { exceptSessionId }: { exceptSessionId?: string } = {}): Promise<number> {
    return this.end(`delete from http_sessions where data->'passport'->>'user' = ? and sid <> ? returning sid`, [
      userId,
      exceptSessionId ?? '',
    ]);
  }

  private async end(sql: string, params: unknown[]): Promise<number> {
    const ended = (await this.em.getConnection().execute(sql, params)) as { sid: string }[];
    // Only sessions that were still there: one that expired closes its sockets by their own timer.
    if (ended.length > 0) await this.bus.endSessions(ended.map((row) => row.sid));
    return ended.length;
  }
}
