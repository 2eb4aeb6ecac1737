import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import Bowser from 'bowser';
import { PostgresSessionStore } from '../../../../platform/auth/postgres-session.store';
import { sessionHandle } from '../../../../platform/auth/session-handle';
import { SessionSettings } from '../../../../platform/auth/session-settings';

export type SessionView = {
  /** The session's handle: its name in this list and for signing it out; never the session id. */
  id: string;
  /** 'Firefox 132', or null when the browser did not say (sessions from before the list existed). */
  browser: string | null;
  /** 'Windows 10', 'iOS 18.1', or null. */
  os: string | null;
  signedInAt: Date | null;
  /** When it was last used, to the minute (its expiry is moved at most once a minute). */
  lastUsedAt: Date;
  current: boolean;
};

/** The user's live sessions, the one asking first, then the most recently used. */
export class ListSessionsQuery extends Query<SessionView[]> {
  constructor(
    readonly userId: string,
    readonly currentSessionId: string,
  ) {
    super();
  }
}

@QueryHandler(ListSessionsQuery)
export class ListSessionsHandler implements IQueryHandler<ListSessionsQuery> {
  constructor(
    private readonly sessions: PostgresSessionStore,
    private readonly settings: SessionSettings,
  ) {}

  async execute({ userId, currentSessionId }: ListSessionsQuery): Promise<SessionView[]> {
    const views = (await this.sessions.sessionsOf(userId)).map(({ sid, data, expiresAt }): SessionView => {
      const agent = data.userAgent ? Bowser.parse(data.userAgent) : undefined;
      return {
        id: sessionHandle(sid),
        browser: nameAndVersion(agent?.browser.name, agent?.browser.version),
        os: nameAndVersion(agent?.os.name, agent?.os.versionName ?? agent?.os.version),
        signedInAt: data.signedInAt === undefined ? null : new Date(data.signedInAt),
        lastUsedAt: new Date(expiresAt.getTime() - this.settings.idleTimeoutMs),
        current: sid === currentSessionId,
      };
    });
    return views.sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.getTime() - a.lastUsedAt.getTime());
  }
}

/** 'Chrome 131' from Chrome and 131.0.6778.85: the major version is what a person recognises. */
function nameAndVersion(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  const major = version?.split('.')[0];
  return major ? `${name} ${major}` : name;
}
