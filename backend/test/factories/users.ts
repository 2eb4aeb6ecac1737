import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { randomBytes } from 'node:crypto';
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

/** A fresh session cookie ("name=value") of an existing account, for clients that are not agents (sockets). */
export async function sessionCookie(app: NestExpressApplication, user: { email: string; password: string }): Promise<string> {
  const login = await request(app.getHttpServer()).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  return ([] as string[]).concat(login.headers['set-cookie'])[0].split(';')[0];
}
