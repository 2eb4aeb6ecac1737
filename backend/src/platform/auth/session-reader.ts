import { Injectable } from '@nestjs/common';
import { parseCookie } from 'cookie';
import { unsign } from 'cookie-signature';
import { PostgresSessionStore } from './postgres-session.store';
import { PrincipalDirectory } from './principal';
import { SessionEnded } from './session-ended';
import { SESSION_COOKIE_NAME, SessionSettings } from './session-settings';

/** A signed-in session as a socket holds it: whose it is, and when it ends unless it is used again. */
export type LiveSession = { sessionId: string; userId: string; endsAt: number };

/** Resolves a request's session cookie to the signed-in user, outside Express (WebSocket upgrades). */
@Injectable()
export class SessionReader {
  constructor(
    private readonly store: PostgresSessionStore,
    private readonly settings: SessionSettings,
    private readonly principals: PrincipalDirectory,
  ) {}

  async fromCookieHeader(cookieHeader: string | undefined): Promise<LiveSession | null> {
    const sid = this.sessionIdOf(cookieHeader);
    return sid ? this.live(sid) : null;
  }

  /** The session id a correctly signed cookie names, else null. */
  private sessionIdOf(cookieHeader: string | undefined): string | null {
    const signed = cookieHeader ? parseCookie(cookieHeader)[SESSION_COOKIE_NAME] : undefined;
    if (!signed?.startsWith('s:')) return null;
    return unsign(signed.slice(2), this.settings.secret) || null;
  }

  /**
   * Why the cookie's session signs no one in (issue 41): the reason its tombstone keeps, expired
   * when it idled past its timeout, or what its account refuses (suspended, deleted) while it is
   * live; a suspension says until when and why. Null for a cookie that names no session row (never
   * one, or pruned): that caller is told nothing more than "not signed in".
   */
  async whyEnded(cookieHeader: string | undefined): Promise<SessionEnded | null> {
    const sid = this.sessionIdOf(cookieHeader);
    const ending = sid ? await this.store.endingOf(sid) : undefined;
    if (!ending) return null;
    const reason = ending.ended ? (ending.endedReason ?? 'signed_out') : ending.expired ? 'expired' : null;
    if (reason !== null && reason !== 'suspended') return new SessionEnded(reason);
    // Live but refused by its account, or ended by a suspension: the account says how it stands now.
    const refusal = ending.userId ? await this.principals.whyRefused(ending.userId) : null;
    if (refusal) return new SessionEnded(refusal.reason, refusal.message, refusal.suspension);
    return reason ? new SessionEnded(reason) : null;
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
