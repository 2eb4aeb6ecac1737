import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { randomBytes } from 'node:crypto';
import { generateSync } from 'otplib';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../../src/contexts/identity/domain/two-factor';
import { sql } from '../support/sql';
import { Agent, agentFor } from '../support/test-app';

export const TEST_PASSWORD = 'correct-horse-battery';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(6).toString('hex')}@example.test`;
}

/** A valid username no other test uses: `${prefix}_` plus random characters, at most 20 long. */
export function uniqueUsername(prefix = 'u'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`.slice(0, 20);
}

export type SignedUpUser = { agent: Agent; id: string; email: string; password: string };

/**
 * Registers a new account; the returned agent carries its session cookie. The address counts as
 * confirmed, as if the link of the sign-up email had been opened, unless `emailVerified: false`
 * (for the rules of unconfirmed accounts).
 */
export async function signUp(
  app: NestExpressApplication,
  overrides: Partial<{ email: string; firstName: string; lastName: string; clientAddress: string; emailVerified: boolean }> = {},
): Promise<SignedUpUser> {
  const agent = agentFor(app);
  const email = overrides.email ?? uniqueEmail();
  const response = await agent
    .post('/api/auth/register')
    .set('X-Forwarded-For', overrides.clientAddress ?? '127.0.0.1')
    .send({ email, password: TEST_PASSWORD, firstName: overrides.firstName ?? 'Test', lastName: overrides.lastName ?? 'User' })
    .expect(201);
  // Before any signed-in request, so the session reads its principal with the address confirmed.
  if (overrides.emailVerified !== false) await sql(app, 'update users set email_verified_at = now() where id = ?', [response.body.id]);
  return { agent, id: response.body.id, email, password: TEST_PASSWORD };
}

/** Registers and chooses a username: a user who can use every screen. */
export async function signUpWithUsername(app: NestExpressApplication, prefix = 'u'): Promise<SignedUpUser & { username: string }> {
  const user = await signUp(app);
  const username = uniqueUsername(prefix);
  await user.agent.post('/api/users/username').send({ username }).expect(200);
  return { ...user, username };
}

/** The authenticator app's code for `secret`, now or `offsetSteps` 30-second steps away. */
export function totpCode(secret: string, offsetSteps = 0): string {
  const epoch = Math.floor(Date.now() / 1000) + offsetSteps * TOTP_PERIOD_SECONDS;
  return generateSync({ secret, epoch, digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
}

/**
 * A code the account's next sign-in accepts. A code's time step is used once, and tests sign in
 * several times within one 30-second step: the used step is forgotten first (a test shortcut).
 */
export async function unusedTotpCode(app: NestExpressApplication, user: { id: string; totpSecret: string }): Promise<string> {
  await sql(app, 'update users set totp_last_time_step = null where id = ?', [user.id]);
  return totpCode(user.totpSecret);
}

/** The body that signs this account in: with a code when it has two-factor sign-in (a `totpSecret`). */
export async function signInBody(
  app: NestExpressApplication,
  user: { id?: string; email: string; password: string; totpSecret?: string },
): Promise<{ email: string; password: string; code?: string }> {
  const credentials = { email: user.email, password: user.password };
  if (user.totpSecret === undefined || user.id === undefined) return credentials;
  return { ...credentials, code: await unusedTotpCode(app, { id: user.id, totpSecret: user.totpSecret }) };
}

/** A fresh session cookie ("name=value") of an existing account, for clients that are not agents (sockets). */
export async function sessionCookie(
  app: NestExpressApplication,
  user: { id?: string; email: string; password: string; totpSecret?: string },
): Promise<string> {
  const login = await request(app.getHttpServer())
    .post('/api/auth/login')
    .send(await signInBody(app, user))
    .expect(200);
  return ([] as string[]).concat(login.headers['set-cookie'])[0].split(';')[0];
}
