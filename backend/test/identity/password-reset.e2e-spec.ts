import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { WS_CLOSE_NOT_SIGNED_IN } from '../../src/platform/realtime/ws-close-codes';
import { settleEvents } from '../factories/contracts';
import { sessionCookie, signUp, SignedUpUser, TEST_PASSWORD, uniqueEmail } from '../factories/users';
import { deliverAgain, linkToken } from '../support/account-mail';
import { expectErrorBody } from '../support/error-body';
import { LiveSocket } from '../support/live-socket';
import { sql } from '../support/sql';
import { createTestApp, TEST_PUBLIC_URL } from '../support/test-app';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';

const SUBJECT = 'Reset your VerifiedWork password';
const ANSWER = { message: 'If an account uses this address, we sent it a link to reset the password.' };
const NEW_PASSWORD = 'a-brand-new-horse-battery';

/** An address in 198.18.0.0/15 (benchmarking) no other test uses, so no other test's counters are shared. */
function uniqueAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

describe('Forgot password', () => {
  let mailbox: TestMailbox;
  let app: NestExpressApplication;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
    await app.listen(0, '127.0.0.1');
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  const askForReset = (email: string, address = uniqueAddress()) =>
    request(app.getHttpServer()).post('/api/auth/password-reset').set('X-Forwarded-For', address).send({ email });
  const reset = (token: string, password = NEW_PASSWORD) =>
    request(app.getHttpServer()).post('/api/auth/password-reset/confirm').send({ token, password });
  const resetLink = async (user: SignedUpUser) => linkToken(await mailbox.next({ to: user.email, subject: SUBJECT }), '/reset-password');
  const signIn = (email: string, password: string) => request(app.getHttpServer()).post('/api/auth/login').send({ email, password });
  const isSignedIn = async (cookie: string) =>
    (await request(app.getHttpServer()).get('/api/auth/user').set('Cookie', cookie)).status === 200;

  it('answers an address with an account and one without alike, and mails a link (both parts, greeting, why) only to the account', async () => {
    const user = await signUp(app, { firstName: 'Rosa' });
    const nobody = uniqueEmail('nobody');

    const known = await askForReset(user.email).expect(202);
    const unknown = await askForReset(nobody).expect(202);
    expect(known.body).toEqual(ANSWER);
    expect(unknown.body).toEqual(known.body);
    // The request did the same either way: it recorded the request, and nothing else.
    for (const email of [user.email, nobody]) {
      const events = await sql<{ payload: unknown }[]>(
        app,
        "select payload from outbox_events where type = 'identity.password_reset_requested' and payload->>'email' = ?",
        [email],
      );
      expect(events).toEqual([{ payload: { email } }]);
    }

    const mail = await mailbox.next({ to: user.email, subject: SUBJECT });
    expect(mail.from).toBe('"VerifiedWork" <no-reply@example.test>');
    expect(mail.text).toContain('Hi Rosa,');
    expect(mail.text).toContain('The link works for 30 minutes, once.');
    expect(mail.text).toContain('If it was not you, ignore it: your password stays as it is.');
    const token = linkToken(mail, '/reset-password');
    expect(mail.text).toContain(`Choose a new password: ${TEST_PUBLIC_URL}/reset-password?token=${token}`);
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/reset-password?token=${token}"`);
    await settleEvents(app);
    expect(mailbox.to(nobody)).toEqual([]);
    const [{ links }] = await sql<{ links: number }[]>(app, 'select count(*)::int as links from account_tokens where email = ?', [nobody]);
    expect(links).toBe(0);
  });

  it('takes about as long for an address without an account', async () => {
    const user = await signUp(app);
    const timed = async (email: string) => {
      const started = performance.now();
      await askForReset(email).expect(202);
      return performance.now() - started;
    };
    await timed(uniqueEmail('warm-up'));
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 7; round++) {
      known.push(await timed(user.email));
      unknown.push(await timed(uniqueEmail('nobody')));
    }
    // The same statements run either way; the bound is loose so that a busy machine does not fail it.
    const [fast, slow] = [median(known), median(unknown)].sort((a, b) => a - b);
    expect(slow).toBeLessThan(fast * 3 + 25);
  });

  it('sets a new password that follows the sign-up rules, ends every session of the account and closes its sockets', async () => {
    const user = await signUp(app);
    const otherBrowser = await sessionCookie(app, user);
    const socket = await LiveSocket.open(app, otherBrowser);
    try {
      await askForReset(user.email).expect(202);
      const token = await resetLink(user);

      const weak = await reset(token, 'short').expect(400);
      expect(JSON.stringify(weak.body.details)).toContain('password');
      const common = await reset(token, 'password123').expect(400);
      expect(JSON.stringify(common.body.details)).toContain('common');
      expect(await isSignedIn(otherBrowser)).toBe(true);

      await reset(token).expect(204);
      expect(await socket.closedWithin(5_000)).toEqual({ code: WS_CLOSE_NOT_SIGNED_IN, reason: 'Session ended: password_reset' });
      expect(await isSignedIn(otherBrowser)).toBe(false);
      await user.agent.get('/api/auth/user').expect(401);
      await signIn(user.email, TEST_PASSWORD).expect(401);
      await signIn(user.email, NEW_PASSWORD).expect(200);
      expectErrorBody((await reset(token, 'yet-another-good-password').expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    } finally {
      await socket.close();
    }
  });

  it('works for 30 minutes only', async () => {
    const user = await signUp(app);
    await askForReset(user.email).expect(202);
    const token = await resetLink(user);
    const [{ lifetime }] = await sql<{ lifetime: number }[]>(
      app,
      "select extract(epoch from expires_at - created_at)::int as lifetime from account_tokens where user_id = ? and purpose = 'reset_password'",
      [user.id],
    );
    expect(lifetime).toBe(30 * 60);
    await sql(app, "update account_tokens set expires_at = now() - interval '1 second' where user_id = ? and purpose = 'reset_password'", [
      user.id,
    ]);
    expectErrorBody((await reset(token).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    await signIn(user.email, TEST_PASSWORD).expect(200);
  });

  it('retires a link when a newer one is asked for, and every link once the password changes', async () => {
    const user = await signUp(app);
    await askForReset(user.email).expect(202);
    const older = await resetLink(user);
    await askForReset(user.email).expect(202);
    const newer = await resetLink(user);
    expectErrorBody((await reset(older).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');

    await user.agent.put('/api/auth/password').send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }).expect(204);
    expectErrorBody((await reset(newer, 'yet-another-good-password').expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    await signIn(user.email, NEW_PASSWORD).expect(200);
  });

  it('refuses the token of another kind of link', async () => {
    const user = await signUp(app, { emailVerified: false });
    const verification = linkToken(await mailbox.next({ to: user.email, subject: 'Confirm your email address' }), '/verify-email');
    expectErrorBody((await reset(verification).expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    await signIn(user.email, TEST_PASSWORD).expect(200);
  });

  it('proves the address: an unconfirmed account that resets its password is confirmed', async () => {
    const user = await signUp(app, { emailVerified: false });
    await askForReset(user.email).expect(202);
    await reset(await resetLink(user)).expect(204);
    const signedIn = request.agent(app.getHttpServer());
    await signedIn.post('/api/auth/login').send({ email: user.email, password: NEW_PASSWORD }).expect(200);
    expect((await signedIn.get('/api/auth/user').expect(200)).body).toMatchObject({ emailVerified: true });
  });

  it('makes one link and sends one email however often the request is delivered', async () => {
    const user = await signUp(app);
    await askForReset(user.email).expect(202);
    const token = await resetLink(user);
    expect(await deliverAgain(app, 'identity.password_reset_requested', 'email', user.email)).toBe(1);
    await settleEvents(app);
    expect(mailbox.to(user.email).filter((mail) => mail.subject === SUBJECT)).toHaveLength(1);
    const [{ links }] = await sql<{ links: number }[]>(
      app,
      "select count(*)::int as links from account_tokens where user_id = ? and purpose = 'reset_password'",
      [user.id],
    );
    expect(links).toBe(1);
    await reset(token).expect(204);
  });
});

describe('Forgot password: rate limits', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({
      RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL_PER_HOUR: '2',
      RATE_LIMIT_PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: '3',
      RATE_LIMIT_SIGN_IN_ADDRESS_FAILURES: '3',
    });
  });
  afterAll(() => app.close());

  const askForReset = (email: string, address: string) =>
    request(app.getHttpServer()).post('/api/auth/password-reset').set('X-Forwarded-For', address).send({ email });

  function expectRateLimited(response: request.Response): void {
    expect(response.status).toBe(429);
    expectErrorBody(response.body, 429, 'TOO_MANY_REQUESTS');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(60);
  }

  it('refuses a third request for one email within the hour, from whatever address, and alike for an address without an account', async () => {
    const user = await signUp(app);
    for (const email of [user.email, uniqueEmail('nobody')]) {
      await askForReset(email, uniqueAddress()).expect(202);
      await askForReset(email.toUpperCase(), uniqueAddress()).expect(202);
      expectRateLimited(await askForReset(` ${email} `, uniqueAddress()));
    }
    await askForReset(uniqueEmail(), uniqueAddress()).expect(202);
  });

  it('refuses a fourth request from one address within the hour, whatever the email', async () => {
    const address = uniqueAddress();
    for (let request = 0; request < 3; request++) await askForReset(uniqueEmail(), address).expect(202);
    expectRateLimited(await askForReset(uniqueEmail(), address));
    await askForReset(uniqueEmail(), uniqueAddress()).expect(202);
  });

  it('counts tokens that open nothing against the wrong attempts of the address', async () => {
    const address = uniqueAddress();
    const attempt = () =>
      request(app.getHttpServer())
        .post('/api/auth/password-reset/confirm')
        .set('X-Forwarded-For', address)
        .send({ token: 'guessed-token-0000000000000000000000000000', password: NEW_PASSWORD });
    for (let guess = 0; guess < 3; guess++) expectErrorBody((await attempt().expect(400)).body, 400, 'IDENTITY.LINK_INVALID');
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expectErrorBody(refused.body, 429, 'TOO_MANY_REQUESTS');
  });
});
