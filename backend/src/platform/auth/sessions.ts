import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import { promisify } from 'node:util';
import { PostgresSessionStore } from './postgres-session.store';
import type { Principal } from './principal';
import { SESSION_COOKIE_NAME, SessionSettings } from './session-settings';
import { SessionTermination } from './session-termination';

declare module 'express-session' {
  interface SessionData {
    /** Epoch ms of the sign-in that created this session; bounds its absolute lifetime. */
    signedInAt?: number;
    /** The browser's User-Agent at sign-in (cut to USER_AGENT_MAX_LENGTH), for the sessions list. */
    userAgent?: string;
    passport?: { user?: string };
    /** Who the caller is now: read with the session on every request (PostgresSessionStore), never stored. */
    principal?: Principal;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User {
      id: string;
    }
  }
}

/**
 * Cookie sessions stored in PostgreSQL, with passport managing who is signed in.
 * Idle timeout: the row's expiry, moved forward as the session is used (PostgresSessionStore).
 * Absolute lifetime: the cookie's max age, and checked against signedInAt. The cookie is set
 * at sign-in only, not on every response.
 */
export function configureSessions(app: INestApplication): void {
  const settings = app.get(SessionSettings);
  passport.serializeUser((user: Express.User, done) => done(null, user.id));

  app.use(
    session({
      name: SESSION_COOKIE_NAME,
      secret: settings.secret,
      store: app.get(PostgresSessionStore),
      resave: false,
      saveUninitialized: false,
      rolling: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: settings.absoluteLifetimeMs, path: '/' },
    }),
  );
  app.use(passport.initialize());
  app.use(signedInUser(settings, app.get(SessionTermination)));
}

/**
 * Who is signed in: the user id passport wrote into the session at sign-in, unless the session is
 * past its absolute lifetime (then it is ended). This is passport.session()'s work without its
 * per-request strategy object, whose five callbacks are function literals assigned to properties:
 * V8 allocates those in old space, and they kept every request's young objects alive through
 * scavenges (docs/decisions/0014).
 */
function signedInUser(settings: SessionSettings, termination: SessionTermination) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const userId = req.session?.passport?.user;
    if (userId === undefined) return next();
    if (settings.isPastLifetime(req.session.signedInAt)) {
      // Ended as expired first: the store's destroy, which follows, would call it a sign-out.
      termination.endSession(req.sessionID, 'expired').then(
        () => req.session.destroy(() => next()),
        (error: unknown) => next(error),
      );
      return;
    }
    req.user = { id: userId };
    next();
  };
}

/** Enough to name any real browser; a longer header is cut rather than stored whole. */
const USER_AGENT_MAX_LENGTH = 512;

/**
 * Live sessions an account keeps at most: a sign-in beyond it ends the least recently used. Bounds
 * the sessions list in Settings, and the rows a script signing in over and over can leave.
 */
export const MAX_SESSIONS_PER_USER = 20;

/** Signs the user in on a fresh session id (passport regenerates it), stamping the sign-in time and the browser. */
export async function startSession(req: Request, userId: string): Promise<void> {
  // configureSessions installs the PostgreSQL store.
  const store = req.sessionStore as unknown as PostgresSessionStore;
  if (req.session?.passport?.user === userId) await store.endRenewedSession(req.sessionID);
  await promisify(req.login.bind(req))({ id: userId } as Express.User);
  req.session.signedInAt = Date.now();
  req.session.userAgent = req.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH);
  await promisify(req.session.save.bind(req.session))();
  await store.endSessionsBeyond(userId, MAX_SESSIONS_PER_USER);
}

/** Ends the session on the server (the store's destroy: its sockets close too); the cookie no longer names any session. */
export async function endSession(req: Request, res: Response): Promise<void> {
  if (!req.session) return;
  await promisify(req.session.destroy.bind(req.session))();
  res.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
}
