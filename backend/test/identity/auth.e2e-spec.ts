import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp, OWN_NAVIGATION } from '../support/test-app';

const SESSION_COOKIE = 'marketplace.sid';

function sessionCookie(response: request.Response): string {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} cookie in ${JSON.stringify(cookies)}`);
  return cookie;
}

const cookiePair = (cookie: string) => cookie.split(';')[0];

describe('Built-in accounts and sessions', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('registers an account, signs it in with a secure-by-default cookie and returns the user', async () => {
    const email = uniqueEmail('ada');
    const response = await request(app.getHttpServer())
      .post('/api/auth/register')
      .send({ email: `  ${email.toUpperCase()} `, password: TEST_PASSWORD, firstName: ' Ada ', lastName: 'Lovelace' })
      .expect(201);

    expect(response.body).toMatchObject({
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      role: 'freelancer',
      username: null,
      usernameLastChanged: null,
      isVerified: false,
      trustScore: null,
      skills: [],
      languages: [],
      completedJobsCount: 0,
      completedHiresCount: 0,
    });
    expect(response.body).not.toHaveProperty('passwordHash');
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);

    const me = await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', cookiePair(cookie)).expect(200);
    expect(me.body.id).toBe(response.body.id);

    const [row] = await sql<{ password_hash: string }[]>(app, 'select password_hash from users where id = ?', [response.body.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('marks the cookie Secure when the request came over https through a trusted proxy', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/auth/register')
      .set('X-Forwarded-Proto', 'https')
      .send({ email: uniqueEmail(), password: TEST_PASSWORD, firstName: 'Sec', lastName: 'Ure' })
      .expect(201);
    expect(sessionCookie(response)).toMatch(/Secure/i);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    const { email } = await signUp(app);
    const response = await request(app.getHttpServer())
      .post('/api/auth/register')
      .send({ email: email.toUpperCase(), password: TEST_PASSWORD, firstName: 'Again', lastName: 'User' })
      .expect(409);
    expectErrorBody(response.body, 409, 'IDENTITY.EMAIL_TAKEN');
  });

  it('lets only one of two simultaneous sign-ups with one email through', async () => {
    const email = uniqueEmail('race');
    const body = { email, password: TEST_PASSWORD, firstName: 'Race', lastName: 'Condition' };
    const statuses = await Promise.all(
      [1, 2].map(() =>
        request(app.getHttpServer())
          .post('/api/auth/register')
          .send(body)
          .then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('refuses short passwords and bad emails, naming the fields', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/auth/register')
      .send({ email: 'not-an-email', password: 'short', firstName: 'A', lastName: 'B' })
      .expect(400);
    expectErrorBody(response.body, 400, 'VALIDATION_FAILED');
    const fields = (response.body.details.fields as { field: string; errors: string[] }[]).map((f) => f.field);
    expect(fields.sort()).toEqual(['email', 'password']);
    expect(response.body.message).toContain('Password must be at least 8 characters');
  });

  it('signs in on a new session id and invalidates the one the browser had before', async () => {
    const { email, agent: firstAgent } = await signUp(app);
    const registered = await firstAgent.get('/api/auth/user').expect(200);
    expect(registered.body.email).toBe(email);

    const firstCookie = cookiePair(
      sessionCookie(await request(app.getHttpServer()).post('/api/auth/login').send({ email, password: TEST_PASSWORD }).expect(200)),
    );
    const second = await request(app.getHttpServer())
      .post('/api/auth/login')
      .set('Cookie', firstCookie)
      .send({ email, password: TEST_PASSWORD })
      .expect(200);
    const secondCookie = cookiePair(sessionCookie(second));

    expect(secondCookie).not.toBe(firstCookie);
    await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', secondCookie).expect(200);
    await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', firstCookie).expect(401);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const { email } = await signUp(app);
    const wrongPassword = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email, password: 'wrong-password' })
      .expect(401);
    const unknownEmail = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email: uniqueEmail('nobody'), password: TEST_PASSWORD })
      .expect(401);
    expectErrorBody(wrongPassword.body, 401, 'IDENTITY.INVALID_CREDENTIALS');
    expect(unknownEmail.body).toEqual(wrongPassword.body);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('logs out on the server: redirects home and the old cookie opens nothing', async () => {
    const { email } = await signUp(app);
    const cookie = cookiePair(
      sessionCookie(await request(app.getHttpServer()).post('/api/auth/login').send({ email, password: TEST_PASSWORD })),
    );
    const logout = await request(app.getHttpServer()).get('/api/logout').set('Cookie', cookie).set(OWN_NAVIGATION).expect(302);
    expect(logout.headers.location).toBe('/');
    const response = await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', cookie).expect(401);
    // The old cookie opens nothing; it is told only that its session was signed out.
    expectErrorBody(response.body, 401, 'AUTH.SESSION_ENDED');
    expect(response.body.details).toEqual({ reason: 'signed_out' });
  });

  it('answers 401 with the error body when nobody is signed in', async () => {
    const response = await request(app.getHttpServer()).get('/api/auth/user').expect(401);
    expectErrorBody(response.body, 401, 'AUTH.NOT_SIGNED_IN');
  });

  it('ends sessions idle past their expiry and sessions older than the absolute lifetime', async () => {
    const idle = await signUp(app);
    await idle.agent.get('/api/auth/user').expect(200);
    await sql(app, "update http_sessions set expires_at = now() - interval '1 minute' where data->'passport'->>'user' = ?", [idle.id]);
    await idle.agent.get('/api/auth/user').expect(401);

    const old = await signUp(app);
    await old.agent.get('/api/auth/user').expect(200);
    const longAgo = Date.now() - 31 * 24 * 60 * 60 * 1000;
    await sql(
      app,
      "update http_sessions set data = jsonb_set(data, '{signedInAt}', to_jsonb(?::bigint)) where data->'passport'->>'user' = ?",
      [longAgo, old.id],
    );
    await old.agent.get('/api/auth/user').expect(401);
  });

  it('sends /api/login to the sign-in screen, carrying over only next, mode and role', async () => {
    const plain = await request(app.getHttpServer()).get('/api/login').expect(302);
    expect(plain.headers.location).toBe('/login');
    const next = '/jobs?search=chat & more#top';
    const carried = await request(app.getHttpServer())
      .get('/api/login')
      .query({ next, mode: 'signup', role: 'client', other: 'x' })
      .expect(302);
    const location = new URL(carried.headers.location, 'http://app.example');
    expect(location.pathname).toBe('/login');
    expect([...location.searchParams]).toEqual([
      ['next', next],
      ['mode', 'signup'],
      ['role', 'client'],
    ]);
    // A repeated parameter is not a single value: it is dropped rather than guessed.
    const repeated = await request(app.getHttpServer()).get('/api/login?next=/a&next=/b').expect(302);
    expect(repeated.headers.location).toBe('/login');
  });

  it('keeps sessions in PostgreSQL, so they survive a restart of the API', async () => {
    const { email, id } = await signUp(app);
    const cookie = cookiePair(
      sessionCookie(await request(app.getHttpServer()).post('/api/auth/login').send({ email, password: TEST_PASSWORD })),
    );

    await app.close();
    app = await createTestApp();
    const response = await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', cookie).expect(200);
    expect(response.body.id).toBe(id);
  });
});
