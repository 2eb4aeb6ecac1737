import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SessionData, Store } from 'express-session';
import { AliasableExpression, Expression, Kysely } from 'kysely';
import { isLive, SessionEndReason, SessionTables, sessionUserId, sessionUserUuid } from './http-sessions';
import { Principal, PrincipalDirectory } from './principal';
import { SessionSettings } from './session-settings';
import { SessionTermination } from './session-termination';
import { anyOf } from '../database/any-of';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** The principal subquery of PrincipalDirectory, for the user a session names. */
export type PrincipalOf = (userId: Expression<string>) => AliasableExpression<Principal | null>;

/**
 * The read every signed-in request makes: the session and, in the same statement, its user as they
 * are now (null when the user is gone or suspended). The benchmark's floor runs the same statement.
 */
export function liveSession(db: Kysely<SessionTables>, sid: string, principalOf: PrincipalOf) {
  return db
    .selectFrom('http_sessions')
    .select((eb) => [eb.ref('data').$castTo<SessionData>().as('data'), 'expires_at', principalOf(sessionUserUuid).as('principal')])
    .where('sid', '=', sid)
    .where(isLive);
}

/** A session's expiry moves at most this often: an idle timeout of days needs no write per request. */
const TOUCH_INTERVAL_MS = 60_000;
/** Bounds the memory of when this instance last moved each session's expiry. */
const MAX_REMEMBERED_TOUCHES = 50_000;

/** express-session store over the application's own PostgreSQL connection pool. */
@Injectable()
export class PostgresSessionStore extends Store {
  private readonly idleTimeoutMs: number;
  /** sid → when this instance last wrote its expiry. A hint only: a miss just writes. */
  private readonly lastTouched = new Map<string, number>();

  private readonly principalOf: PrincipalOf;

  constructor(
    private readonly em: EntityManager,
    settings: SessionSettings,
    private readonly termination: SessionTermination,
    principals: PrincipalDirectory,
  ) {
    super();
    this.idleTimeoutMs = settings.idleTimeoutMs;
    this.principalOf = (userId) => principals.principalOf(userId);
  }

  /**
   * The live session with this id, holding its user's principal as they are now (none when the
   * user is gone or suspended), and when its idle timeout ends it unless used meanwhile; or null.
   */
  async findLive(sid: string): Promise<{ data: SessionData; expiresAt: Date } | null> {
    const row = await liveSession(this.db, sid, this.principalOf).executeTakeFirst();
    if (!row) return null;
    const { principal: _stored, ...data } = row.data;
    return { data: row.principal ? { ...data, principal: row.principal } : data, expiresAt: new Date(row.expires_at) };
  }

  private get db(): Kysely<SessionTables> {
    return this.em.getKysely<SessionTables>();
  }

  /** The idle timeout, counted from now: each use of a session moves its end forward. */
  private expiresAt(): Date {
    return new Date(Date.now() + this.idleTimeoutMs);
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    this.findLive(sid)
      .then((session) => callback(null, session?.data ?? null))
      .catch(callback);
  }

  /**
   * Writes a session new or changed in a request, never over an ended one: express-session saves
   * when a request's response ends, and a request still running when its session was ended
   * (sign-out everywhere, a suspension, a password reset) must not write it back. The principal is
   * never stored: each request reads it afresh with the session.
   */
  override set(sid: string, session: SessionData, callback?: Callback): void {
    const { principal: _read, ...stored } = session;
    this.db
      .insertInto('http_sessions')
      .values({ sid, data: JSON.stringify(stored), expires_at: this.expiresAt() })
      .onConflict((conflict) =>
        conflict
          .column('sid')
          .doUpdateSet((eb) => ({ data: eb.ref('excluded.data'), expires_at: eb.ref('excluded.expires_at') }))
          .where('http_sessions.ended_at', 'is', null),
      )
      .execute()
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  override touch(sid: string, _session: SessionData, callback?: Callback): void {
    const now = Date.now();
    if (now - (this.lastTouched.get(sid) ?? 0) < TOUCH_INTERVAL_MS) {
      callback?.();
      return;
    }
    if (this.lastTouched.size >= MAX_REMEMBERED_TOUCHES) this.lastTouched.clear();
    this.lastTouched.set(sid, now);
    this.db
      .updateTable('http_sessions')
      .set({ expires_at: this.expiresAt() })
      .where('sid', '=', sid)
      .where('ended_at', 'is', null)
      .execute()
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  /** The user's live sessions: their ids, what they hold, and when their idle timeout ends them. */
  async sessionsOf(userId: string): Promise<{ sid: string; data: SessionData; expiresAt: Date }[]> {
    const rows = await this.db
      .selectFrom('http_sessions')
      .select((eb) => ['sid', eb.ref('data').$castTo<SessionData>().as('data'), 'expires_at'])
      .where(sessionUserId, '=', userId)
      .where(isLive)
      .execute();
    return rows.map((row) => ({ sid: row.sid, data: row.data, expiresAt: new Date(row.expires_at) }));
  }

  /** Ends the user's least recently used live sessions beyond the newest `keep` (their sockets close too). */
  /**
   * Ends a session that a new one of the same user replaces in the same browser (signed in again, two-factor
   * sign-in turned on), before passport's regenerate destroys it: its tab's calls and socket still in flight
   * are refused as `renewed`, and the tab asks again once the new cookie has come instead of leaving for sign-in.
   */
  async endRenewedSession(sid: string): Promise<void> {
    await this.termination.endSession(sid, 'renewed');
  }

  async endSessionsBeyond(userId: string, keep: number): Promise<void> {
    const live = (await this.sessionsOf(userId)).sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime());
    for (const { sid } of live.slice(keep)) await this.termination.endSession(sid, 'too_many_sessions');
  }

  /**
   * What is left of a session that is not signed in (SessionReader.whyEnded): why and whose, for a
   * tombstone; whether it idled past its timeout; else whose it is. Undefined for no such row.
   */
  async endingOf(
    sid: string,
  ): Promise<{ endedReason: SessionEndReason | null; userId: string | null; ended: boolean; expired: boolean } | undefined> {
    const row = await this.db
      .selectFrom('http_sessions')
      .select((eb) => [
        'ended_reason',
        eb.fn.coalesce('ended_user_id', sessionUserUuid).as('user_id'),
        eb('ended_at', 'is not', null).as('ended'),
        eb('expires_at', '<=', eb.fn<string>('now')).as('expired'),
      ])
      .where('sid', '=', sid)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      endedReason: row.ended_reason as SessionEndReason | null,
      userId: row.user_id,
      ended: Boolean(row.ended),
      expired: Boolean(row.expired),
    };
  }

  /** Which of these sessions still exist and have not idled past their timeout. */
  async liveSessionIds(sids: readonly string[]): Promise<Set<string>> {
    if (sids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('http_sessions')
      .select('sid')
      .where((eb) => eb('sid', '=', anyOf(eb, sids)))
      .where(isLive)
      .execute();
    return new Set(rows.map((row) => row.sid));
  }

  /**
   * Every way express-session ends a session (sign-out, a new sign-in) comes here: its sockets close
   * too. A session past its lifetime was ended as expired before (signedInUser); this ends nothing more.
   */
  override destroy(sid: string, callback?: Callback): void {
    this.lastTouched.delete(sid);
    this.termination
      .endSession(sid, 'signed_out')
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }
}
