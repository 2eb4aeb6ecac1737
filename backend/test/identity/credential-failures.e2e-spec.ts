import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { settleEvents } from '../factories/contracts';
import { enrolTotp, signUpAdmin } from '../factories/jobs';
import { signUp, TEST_PASSWORD, totpCode, uniqueEmail, unusedTotpCode } from '../factories/users';
import { deliverAgain, linkToken } from '../support/account-mail';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';

const NOTICE = 'Sign-in to your account is paused';
const NEW_PASSWORD = 'a-brand-new-horse-battery';

/** An address in 198.18.0.0/15 (benchmarking) no other test uses, so no other test's counters are shared. */
function uniqueAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** The account's lock-out: 429 IDENTITY.ACCOUNT_LOCKED_OUT with its wait in Retry-After and in details. */
function expectLockedOut(response: request.Response, seconds?: number): number {
  expect(response.status).toBe(429);
  expectErrorBody(response.body, 429, 'IDENTITY.ACCOUNT_LOCKED_OUT');
  const wait = Number(response.headers['retry-after']);
  expect(response.headers['retry-after']).toMatch(/^[1-9]\d*$/);
  expect(response.body.details).toEqual({ retryAfterSeconds: wait });
  if (seconds !== undefined) expect(wait).toBe(seconds);
  return wait;
}

describe('Wrong passwords and codes counted per account, from every address', () => {
  let app: NestExpressApplication;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    // Ten wrong ones, then pauses of 2, 4 and at most 8 seconds: short enough to wait out here.
    ({ app, mailbox } = await createMailedTestApp({
      ACCOUNT_LOCKOUT_FAILURES: '10',
      ACCOUNT_LOCKOUT_SECONDS: '2',
      ACCOUNT_LOCKOUT_MAX_SECONDS: '8',
    }));
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  const signIn = (body: Record<string, unknown>, address = uniqueAddress()) =>
    request(app.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', address).send(body);
  const notices = (email: string) => mailbox.to(email).filter((mail) => mail.subject === NOTICE);

  it('refuses an administrator’s sign-in after ten wrong codes in all from four addresses, the right code too, and tells them once', async () => {
    const admin = await signUpAdmin(app);
    const addresses = [uniqueAddress(), uniqueAddress(), uniqueAddress(), uniqueAddress()];
    const wrongCodes = async (count: number) => {
      for (let guess = 0; guess < count; guess++) {
        const response = await signIn(
          { email: admin.email, password: admin.password, code: totpCode(admin.totpSecret, 10) },
          addresses[guess % 4],
        );
        expectErrorBody(response.body, 401, 'IDENTITY.SECOND_FACTOR_INVALID');
      }
    };
    await wrongCodes(10);
    const right = async (address = uniqueAddress()) =>
      signIn({ email: admin.email, password: admin.password, code: await unusedTotpCode(app, admin) }, address);
    expectLockedOut(await right(), 2);
    expectLockedOut(await right(addresses[0]));
    // No password is checked while it lasts: a wrong one gets the very same answer.
    expectLockedOut(await signIn({ email: admin.email, password: 'wrong-password' }));

    const notice = await mailbox.next({ to: admin.email, subject: NOTICE });
    expect(notice.text).toContain('wrong password or code too many times');
    expect(notice.links).toContain('http://app.example.test/forgot-password');

    // After the pause the guessing goes on: ten more wrong, then a pause twice as long, and no second email.
    await sleep(2100);
    await wrongCodes(10);
    expectLockedOut(await right(), 4);
    await settleEvents(app);
    expect(await deliverAgain(app, 'identity.account_lockout_began', 'userId', admin.id)).toBe(1);
    await settleEvents(app);
    expect(notices(admin.email)).toHaveLength(1);

    // The pause ends by itself; the right password and code sign in, and the count starts afresh.
    await sleep(4100);
    expect((await right()).status).toBe(200);
    await wrongCodes(10);
    expectLockedOut(await right(), 2);
  });

  it('answers an email without an account alike: counted, then refused with the same body, and nobody is mailed', async () => {
    const user = await signUp(app);
    const nobody = uniqueEmail('nobody');
    const lockoutsOfNoOne = async () =>
      (
        await sql<{ events: number }[]>(
          app,
          "select count(*)::int as events from outbox_events where type = 'identity.account_lockout_began' and payload->>'userId' is null",
        )
      )[0].events;
    const before = await lockoutsOfNoOne();
    const answers: Record<string, unknown>[] = [];
    for (const email of [user.email, nobody]) {
      for (let guess = 0; guess < 10; guess++) {
        expectErrorBody((await signIn({ email, password: 'wrong-password' })).body, 401, 'IDENTITY.INVALID_CREDENTIALS');
      }
      const refused = await signIn({ email, password: TEST_PASSWORD });
      expectLockedOut(refused, 2);
      answers.push(refused.body);
    }
    expect(answers[1]).toEqual(answers[0]);
    // Recorded alike, so the two take the same work; told to no one.
    expect(await lockoutsOfNoOne()).toBe(before + 1);
    await settleEvents(app);
    await mailbox.next({ to: user.email, subject: NOTICE });
    expect(mailbox.to(nobody)).toHaveLength(0);
  });

  it('lets no more guesses through than the limit when they arrive all at once, from as many addresses', async () => {
    const user = await signUp(app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => signIn({ email: user.email, password: 'wrong-password' }).then((response) => response.status)),
    );
    expect(answers.filter((status) => status === 401)).toHaveLength(10);
    expect(answers.filter((status) => status === 429)).toHaveLength(20);
  });

  it('counts wrong codes of a signed-in session too, though the operation’s transaction rolls back (new recovery codes)', async () => {
    const user = await signUp(app);
    const secret = await enrolTotp(user);
    const regenerate = (code: string, address = uniqueAddress()) =>
      user.agent.post('/api/auth/two-factor/recovery-codes').set('X-Forwarded-For', address).send({ code });
    for (let guess = 0; guess < 10; guess++) {
      expectErrorBody((await regenerate(totpCode(secret, 10))).body, 400, 'IDENTITY.WRONG_TWO_FACTOR_CODE');
    }
    expectLockedOut(await regenerate(await unusedTotpCode(app, { id: user.id, totpSecret: secret })), 2);
    // The whole account: its sign-in too.
    expectLockedOut(
      await signIn({ email: user.email, password: TEST_PASSWORD, code: await unusedTotpCode(app, { id: user.id, totpSecret: secret }) }),
    );
    await mailbox.next({ to: user.email, subject: NOTICE });

    await sleep(2100);
    const renewed = await regenerate(await unusedTotpCode(app, { id: user.id, totpSecret: secret })).expect(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
  });

  it('counts wrong current passwords of Settings (password, address, two-factor set-up and turning it off) as one account', async () => {
    const user = await signUp(app);
    const address = uniqueAddress();
    const wrong = [
      () =>
        user.agent
          .put('/api/auth/password')
          .set('X-Forwarded-For', address)
          .send({ currentPassword: 'wrong-password', newPassword: NEW_PASSWORD }),
      () =>
        user.agent
          .put('/api/auth/email')
          .set('X-Forwarded-For', address)
          .send({ newEmail: uniqueEmail(), currentPassword: 'wrong-password' }),
      () => user.agent.post('/api/auth/two-factor/setup').set('X-Forwarded-For', address).send({ password: 'wrong-password' }),
    ];
    for (let guess = 0; guess < 10; guess++) {
      expectErrorBody((await wrong[guess % 3]()).body, 400, 'IDENTITY.WRONG_CURRENT_PASSWORD');
    }
    expectLockedOut(await user.agent.put('/api/auth/password').send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }));
    expectLockedOut(await user.agent.delete('/api/auth/two-factor').send({ password: TEST_PASSWORD, code: '123456' }));
    // Signed in still: only the checks of the password and codes pause.
    await user.agent.get('/api/auth/user').expect(200);
  });
});

describe('The way out of a lock-out: a reset link by email', () => {
  let app: NestExpressApplication;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp({ ACCOUNT_LOCKOUT_FAILURES: '10', ACCOUNT_LOCKOUT_SECONDS: '600' }));
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  it('works during a lock-out, and the new password signs in at once', async () => {
    const user = await signUp(app);
    const signIn = (password: string) =>
      request(app.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', uniqueAddress()).send({ email: user.email, password });
    for (let guess = 0; guess < 10; guess++) await signIn('wrong-password').expect(401);
    expectLockedOut(await signIn(TEST_PASSWORD), 600);

    await request(app.getHttpServer()).post('/api/auth/password-reset').send({ email: user.email }).expect(202);
    const token = linkToken(await mailbox.next({ to: user.email, subject: 'Reset your VerifiedWork password' }), '/reset-password');
    await request(app.getHttpServer()).post('/api/auth/password-reset/confirm').send({ token, password: NEW_PASSWORD }).expect(204);
    await signIn(NEW_PASSWORD).expect(200);
  });

  it('takes about as long for an email without an account, wrong or locked out', async () => {
    const timed = async (email: string, password: string) => {
      const started = performance.now();
      const response = await request(app.getHttpServer())
        .post('/api/auth/login')
        .set('X-Forwarded-For', uniqueAddress())
        .send({ email, password });
      return { ms: performance.now() - started, status: response.status };
    };
    const compare = async (known: string, unknown: string, password: string, status: number) => {
      const times: [number[], number[]] = [[], []];
      for (let round = 0; round < 5; round++) {
        for (const [index, email] of [known, unknown].entries()) {
          const { ms, status: answered } = await timed(email, password);
          expect(answered).toBe(status);
          times[index].push(ms);
        }
      }
      // The same statements run either way; the bound is loose so that a busy machine does not fail it.
      const [fast, slow] = [median(times[0]), median(times[1])].sort((a, b) => a - b);
      expect(slow).toBeLessThan(fast * 3 + 25);
    };
    const user = await signUp(app);
    const nobody = uniqueEmail('nobody');
    await timed(uniqueEmail('warm-up'), 'wrong-password');
    await compare(user.email, nobody, 'wrong-password', 401);
    // Five wrong each so far: five more lock both out.
    for (let guess = 0; guess < 5; guess++) for (const email of [user.email, nobody]) await timed(email, 'wrong-password');
    await compare(user.email, nobody, TEST_PASSWORD, 429);
  });
});
