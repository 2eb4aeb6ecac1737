import { Injectable } from '@nestjs/common';
import { parseCookie } from 'cookie';
import { unsign } from 'cookie-signature';
import { PostgresSessionStore } from './postgres-session.store';
import { SESSION_COOKIE_NAME, SessionSettings } from './session-settings';

/** A signed-in session as a socket holds it: whose it is, and when it ends unless it is used again. */
export type LiveSession = { sessionId: string; userId: string; endsAt: number };

/** Resolves a request's session cookie to the signed-in user, outside Express (WebSocket upgrades). */
@Injectable()
export class SessionReader {
  constructor(
    private readonly store: PostgresSessionStore,
    private readonly settings: SessionSettings,
  ) {}

  async fromCookieHeader(cookieHeader: string | undefined): Promise<LiveSession | null> {
    const signed = cookieHeader ? parseCookie(cookieHeader)[SESSION_COOKIE_NAME] : undefined;
    if (!signed?.startsWith('s:')) return null;
    const sid = unsign(signed.slice(2), this.settings.secret);
    return sid ? this.live(sid) : null;
  }

  /** Which of these sessions still exist (not ended, not idle past their timeout). */
  existing(sessionIds: readonly string[]): Promise<Set<string>> {
    return this.store.liveSessionIds(sessionIds);
  }

  /** The session if it is still signed in: not ended, not idle past its timeout, not past its absolute lifetime. */
  async live(sessionId: string): Promise<LiveSession | null> {
    const session = await this.store.findLive(sessionId);
    // No principal: the user is gone or suspended.
    if (!session?.data.principal) return null;
    const userId = session.data.passport?.user;
    const signedInAt = session.data.signedInAt;
    if (!userId || signedInAt === undefined || this.settings.isPastLifetime(signedInAt)) return null;
    return { sessionId, userId, endsAt: Math.min(session.expiresAt.getTime(), signedInAt + this.settings.absoluteLifetimeMs) };
  }
}
