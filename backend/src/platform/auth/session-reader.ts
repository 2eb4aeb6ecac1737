import { Injectable } from '@nestjs/common';
import { parse } from 'cookie';
import { unsign } from 'cookie-signature';
import { PostgresSessionStore } from './postgres-session.store';
import { SESSION_COOKIE_NAME, SessionSettings } from './session-settings';

/** Resolves a request's session cookie to the signed-in user, outside Express (WebSocket upgrades). */
@Injectable()
export class SessionReader {
  constructor(
    private readonly store: PostgresSessionStore,
    private readonly settings: SessionSettings,
  ) {}

  async userIdFromCookieHeader(cookieHeader: string | undefined): Promise<string | null> {
    const signed = cookieHeader ? parse(cookieHeader)[SESSION_COOKIE_NAME] : undefined;
    if (!signed?.startsWith('s:')) return null;
    const sid = unsign(signed.slice(2), this.settings.secret);
    if (!sid) return null;
    const session = await this.store.find(sid);
    const userId = session?.passport?.user;
    if (!userId || this.settings.isPastLifetime(session.signedInAt)) return null;
    return userId;
  }
}
