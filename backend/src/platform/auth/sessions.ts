import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import { promisify } from 'node:util';
import { PostgresSessionStore } from './postgres-session.store';
import type { Principal } from './principal';
import { SESSION_COOKIE_NAME, SessionSettings } from './session-settings';

declare module 'express-session' {
  interface SessionData {
    /** Epoch ms of the sign-in that created this session; bounds its absolute lifetime. */
    signedInAt?: number;
    passport?: { user?: string };
    /** The caller's role and username, kept current by identity (see PostgresSessionStore.updatePrincipal). */
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
  passport.deserializeUser((id: string, done) => done(null, { id }));

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
  app.use(passport.session());
  app.use((req: Request, _res: Response, next: NextFunction) => {
    if (req.user && settings.isPastLifetime(req.session?.signedInAt)) {
      req.user = undefined;
      req.session.destroy(() => next());
      return;
    }
    next();
  });
}

/** Signs the user in on a fresh session id (passport regenerates it), stamping the sign-in time. */
export async function startSession(req: Request, userId: string): Promise<void> {
  await promisify(req.login.bind(req))({ id: userId } as Express.User);
  req.session.signedInAt = Date.now();
  await promisify(req.session.save.bind(req.session))();
}

/** Ends the session on the server; the cookie no longer names any session. */
export async function endSession(req: Request, res: Response): Promise<void> {
  if (!req.session) return;
  await promisify(req.session.destroy.bind(req.session))();
  res.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
}
