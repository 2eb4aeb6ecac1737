import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SessionData, Store } from 'express-session';
import { readRows } from '../database/read-rows';
import { Principal } from './principal';
import { SessionSettings } from './session-settings';
import { SessionTermination } from './session-termination';

type Callback<T = void> = (error?: unknown, value?: T) => void;

/** The read every signed-in request makes; the benchmark's floor runs the same statement. */
export const LIVE_SESSION_SQL = 'select data from http_sessions where sid = ? and expires_at > now()';

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

  constructor(
    private readonly em: EntityManager,
    settings: SessionSettings,
    private readonly termination: SessionTermination,
  ) {
    super();
    this.idleTimeoutMs = settings.idleTimeoutMs;
  }

  /** The live session with this id and when its idle timeout ends it (unless used meanwhile), or null. */
  async findLive(sid: string): Promise<{ data: SessionData; expiresAt: Date } | null> {
    const rows = await this.execute<{ data: SessionData; expires_at: Date }[]>(
      'select data, expires_at from http_sessions where sid = ? and expires_at > now()',
      [sid],
    );
    return rows[0] ? { data: rows[0].data, expiresAt: new Date(rows[0].expires_at) } : null;
  }

  private execute<T>(sql: string, params: unknown[] = []): Promise<T> {
    return this.em.getConnection().execute(sql, params) as Promise<T>;
  }

  /** The idle timeout, counted from now: each use of a session moves its end forward. */
  private expiresAt(): Date {
    return new Date(Date.now() + this.idleTimeoutMs);
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    readRows<{ data: SessionData }>(this.em, LIVE_SESSION_SQL, [sid])
      .then((rows) => callback(null, rows[0]?.data ?? null))
      .catch(callback);
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    this.execute(
      `insert into http_sessions (sid, data, expires_at) values (?, ?, ?)
       on conflict (sid) do update set data = excluded.data, expires_at = excluded.expires_at`,
      [sid, JSON.stringify(session), this.expiresAt()],
    )
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
    this.execute('update http_sessions set expires_at = ? where sid = ?', [this.expiresAt(), sid])
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }

  /** Which of these sessions still exist and have not idled past their timeout. */
  async liveSessionIds(sids: readonly string[]): Promise<Set<string>> {
    const rows = await this.execute<{ sid: string }[]>('select sid from http_sessions where sid in (?) and expires_at > now()', [sids]);
    return new Set(rows.map((row) => row.sid));
  }

  /** Rewrites the caller facts kept in every session of this user (after a role or username change). */
  async updatePrincipal(principal: Principal): Promise<void> {
    await this.execute(`update http_sessions set data = jsonb_set(data, '{principal}', ?::jsonb) where data->'passport'->>'user' = ?`, [
      JSON.stringify(principal),
      principal.id,
    ]);
  }

  /** Every way express-session ends a session (sign-out, a new sign-in, past its lifetime) comes here: its sockets close too. */
  override destroy(sid: string, callback?: Callback): void {
    this.lastTouched.delete(sid);
    this.termination
      .endSession(sid)
      .then(() => callback?.())
      .catch((error) => callback?.(error));
  }
}
