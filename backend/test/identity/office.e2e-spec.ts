import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomInt } from 'node:crypto';
import request from 'supertest';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { TEST_PASSWORD, uniqueEmail } from '../factories/users';
import { linkToken } from '../support/account-mail';
import { expectErrorBody } from '../support/error-body';
import { agentFor, TEST_RATE_LIMITS, type Agent } from '../support/test-app';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';

/** Every limit the other suites lift, at its production default. */
const PRODUCTION_LIMITS = Object.fromEntries(
  Object.keys(TEST_RATE_LIMITS).map((name) => [name, String(loadConfig({})[name as keyof AppConfig])]),
);

const OFFICE_SIZE = 50;
const CONFIRM_SUBJECT = 'Confirm your email address';
const NEW_PASSWORD = 'a-brand-new-horse-battery';

/** An address in 198.18.0.0/15 (benchmarking) no other test uses, so no other test's counters are shared. */
function uniqueAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

type Colleague = { email: string; agent: Agent };

/**
 * Everyone of an office (a BPO floor, a mobile network's NAT) reaches the site from one public
 * address. With the limits as they ship, honest work from it is never refused, while guessing from
 * it, at one account or across many, still is.
 */
describe('An office behind one address', () => {
  let app: NestExpressApplication;
  let mailbox: TestMailbox;
  const office = uniqueAddress();
  const colleagues: Colleague[] = [];
  const statuses: number[] = [];

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp(PRODUCTION_LIMITS));
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  const fromOffice = (test: request.Test) => test.set('X-Forwarded-For', office);
  const signIn = (email: string, password: string) =>
    fromOffice(request(app.getHttpServer()).post('/api/auth/login')).send({ email, password });
  /** The answer of an honest step: recorded, so the office's whole day is checked for 429s at the end. */
  const honest = async (test: request.Test) => {
    const response = await test;
    statuses.push(response.status);
    return response;
  };

  it(`lets ${OFFICE_SIZE} people sign up, confirm their address with the emailed link, and sign in, some after a typo`, async () => {
    expect(PRODUCTION_LIMITS).toMatchObject({ RATE_LIMIT_SIGN_UP_ATTEMPTS: '100', RATE_LIMIT_SIGN_IN_ADDRESS_FAILURES: '50' });
    for (let person = 0; person < OFFICE_SIZE; person++) {
      const email = uniqueEmail('colleague');
      const agent = agentFor(app);
      const registered = await honest(
        fromOffice(agent.post('/api/auth/register')).send({
          email,
          password: TEST_PASSWORD,
          firstName: 'Office',
          lastName: `Person${person}`,
        }),
      );
      expect(registered.status).toBe(201);
      colleagues.push({ email, agent });
    }
    for (const [index, { email }] of colleagues.entries()) {
      const token = linkToken(await mailbox.next({ to: email, subject: CONFIRM_SUBJECT }), '/verify-email');
      // Opened in another browser, signed out; every fifth person opens it twice.
      const confirm = () => fromOffice(request(app.getHttpServer()).post('/api/auth/email-verification/confirm')).send({ token });
      expect((await honest(confirm())).status).toBe(200);
      if (index % 5 === 0) expectErrorBody((await confirm()).body, 400, 'IDENTITY.LINK_INVALID');
    }
    for (const [index, { email }] of colleagues.entries()) {
      // Every fifth person types their password wrong once first.
      if (index % 5 === 1) await signIn(email, 'wrong-password').expect(401);
      expect((await honest(signIn(email, TEST_PASSWORD))).status).toBe(200);
    }
    // Then one changes their password from the same address, after everyone signed in.
    const changed = await honest(
      fromOffice(colleagues[0].agent.put('/api/auth/password')).send({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }),
    );
    expect(changed.status).toBe(204);
    expect(statuses).not.toContain(429);
    expect(statuses).toHaveLength(3 * OFFICE_SIZE + 1);
  });

  it('still stops one guesser at one colleague’s password from that address, after the per-address-and-email limit', async () => {
    const target = colleagues[10];
    const answers: number[] = [];
    for (let guess = 0; guess < 11; guess++) answers.push((await signIn(target.email, `guess-${guess}`)).status);
    expect(answers).toEqual([...Array(10).fill(401), 429]);
    // The colleague's account counts them too, from every address: its owner hears of it.
    const elsewhere = await request(app.getHttpServer())
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueAddress())
      .send({ email: target.email, password: TEST_PASSWORD });
    expectErrorBody(elsewhere.body, 429, 'IDENTITY.ACCOUNT_LOCKED_OUT');
    await mailbox.next({ to: target.email, subject: 'Sign-in to your account is paused' });
  });

  it('still stops a password sprayer from that address: one password across many accounts', async () => {
    // The day's typos (10 wrong passwords, 10 links opened twice) and the guesser's 10 used 30 of the 50.
    const victims = [...colleagues.slice(11).map(({ email }) => email), ...Array.from({ length: 20 }, () => uniqueEmail('nobody'))];
    const answers: number[] = [];
    for (const email of victims) {
      const response = await signIn(email, 'Summer2026!');
      answers.push(response.status);
      if (response.status === 429) {
        expectErrorBody(response.body, 429, 'TOO_MANY_REQUESTS');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(60);
        break;
      }
    }
    expect(answers).toEqual([...Array(20).fill(401), 429]);
  });
});
