import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomInt } from 'node:crypto';
import { Client } from 'pg';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { jobBody, signUpClient, signUpFreelancer } from '../factories/jobs';
import { signUp, SignedUpUser, TEST_PASSWORD, totpCode, uniqueEmail } from '../factories/users';
import { MAX_PENDING_UPLOADS } from '../../src/platform/storage/media-uploads';
import {
  hashedCounterKey,
  MESSAGE_SEND_THROTTLER,
  WRITES_HOURLY_THROTTLER,
  WRITES_THROTTLER,
} from '../../src/platform/rate-limit/rate-limit';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { OPENAPI_FILE, readOperations } from '../support/fuzz/openapi-operations';
import { createTestApp, TEST_RATE_LIMITS } from '../support/test-app';
import { loadConfig } from '../../src/config/app-config';

const STATE_CHANGING_METHODS = ['post', 'put', 'patch', 'delete'];

/** An address in 198.18.0.0/15 (benchmarking) no other test signs up from, so no other test's counters are shared. */
function uniqueAddress(): string {
  return `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A refusal by a rate limit: the one error body and a whole number of seconds in Retry-After. */
function expectRateLimited(response: request.Response, code = 'TOO_MANY_REQUESTS'): void {
  expect(response.status).toBe(429);
  expectErrorBody(response.body, 429, code);
  expect(response.headers['retry-after']).toMatch(/^[1-9]\d*$/);
}

describe('The suites of a worker share its counters', () => {
  it('so every rate and failure limit is out of their way unless a suite sets its own', () => {
    // One suite's taken-address sign-ups (409s) would otherwise refuse the next suite's sign-ups from the same address.
    // A limit left unset follows another (the signed-out writes follow the writes): it has no default of its own.
    const defaults = loadConfig({});
    const limits = Object.keys(defaults).filter(
      (name) =>
        ((name.startsWith('RATE_LIMIT_') && !name.endsWith('_WINDOW_SECONDS')) || name === 'ACCOUNT_LOCKOUT_FAILURES') &&
        defaults[name as keyof typeof defaults] !== undefined,
    );
    expect(limits.length).toBeGreaterThan(15);
    expect(limits.filter((name) => !(name in TEST_RATE_LIMITS))).toEqual([]);
  });
});

describe('Rate limits on sign-in and sign-up', () => {
  let app: NestExpressApplication;
  // Counters live in the database for every instance; a documentation address keeps this
  // suite's attempts apart from other suites' (the proxy on loopback is trusted to name it).
  const fromAddress = (agent: request.Test) => agent.set('X-Forwarded-For', '203.0.113.7');

  beforeAll(async () => {
    app = await createTestApp({
      RATE_LIMIT_SIGN_IN_ATTEMPTS: '3',
      RATE_LIMIT_SIGN_UP_ATTEMPTS: '4',
      RATE_LIMIT_MESSAGES_PER_MINUTE: '3',
      RATE_LIMIT_JOB_POSTS_PER_HOUR: '3',
    });
  });
  afterAll(() => app.close());

  it('refuses a fourth sign-in attempt on one account within the window, even with the right password', async () => {
    const { email } = await signUp(app, { clientAddress: '198.51.100.1' });
    for (let attempt = 0; attempt < 3; attempt++) {
      await fromAddress(request(app.getHttpServer()).post('/api/auth/login')).send({ email, password: 'wrong-password' }).expect(401);
    }
    const blocked = await fromAddress(request(app.getHttpServer()).post('/api/auth/login'))
      .send({ email, password: TEST_PASSWORD })
      .expect(429);
    expectErrorBody(blocked.body, 429, 'TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Another account from the same address is counted apart.
    const other = await signUp(app, { clientAddress: '198.51.100.2' });
    await fromAddress(request(app.getHttpServer()).post('/api/auth/login'))
      .send({ email: other.email, password: TEST_PASSWORD })
      .expect(200);
  });

  it('refuses sign-ups past the limit per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await fromAddress(request(app.getHttpServer()).post('/api/auth/register')).send({
        email: uniqueEmail(),
        password: TEST_PASSWORD,
        firstName: 'Many',
        lastName: 'Accounts',
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201]);
    const blocked = await fromAddress(request(app.getHttpServer()).post('/api/auth/register'))
      .send({ email: uniqueEmail(), password: TEST_PASSWORD, firstName: 'One', lastName: 'Toomany' })
      .expect(429);
    expectErrorBody(blocked.body, 429, 'TOO_MANY_REQUESTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a fourth message per minute from one user, and counts each sender apart', async () => {
    const sender = await signUp(app, { clientAddress: '198.51.100.20' });
    const other = await signUp(app, { clientAddress: '198.51.100.21' });
    for (let message = 0; message < 3; message++) {
      await sender.agent
        .post('/api/messages')
        .send({ receiverId: other.id, content: `hello ${message}` })
        .expect(201);
    }
    const refused = await sender.agent.post('/api/messages').send({ receiverId: other.id, content: 'one too many' }).expect(429);
    expectErrorBody(refused.body, 429, 'TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await other.agent.post('/api/messages').send({ receiverId: sender.id, content: 'my first' }).expect(201);
  });

  it('counts every limit of a call in one statement: a message counts against three', async () => {
    const sender = await signUp(app, { clientAddress: '198.51.100.22' });
    const other = await signUp(app, { clientAddress: '198.51.100.23' });
    const counting: string[] = [];
    const send = Client.prototype.query;
    const query = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const [statement] = args as [string | { text: string }];
      const text = typeof statement === 'string' ? statement : statement.text;
      if (/rate_limit_counters/.test(text)) counting.push(text);
      return (send as (...parameters: unknown[]) => unknown).apply(this, args) as never;
    });
    try {
      await sender.agent.post('/api/messages').send({ receiverId: other.id, content: 'counted once' }).expect(201);
    } finally {
      query.mockRestore();
    }
    expect(counting).toHaveLength(1);
    const keys = [MESSAGE_SEND_THROTTLER, WRITES_THROTTLER, WRITES_HOURLY_THROTTLER].map((limit) =>
      hashedCounterKey(limit, `user:${sender.id}`),
    );
    const counters = await sql<{ hits: number }[]>(app, 'select hits from rate_limit_counters where key in (?)', [keys]);
    expect(counters.map((counter) => counter.hits)).toEqual([1, 1, 1]);
  });
});

describe('Rate limits on content: job posts, and the domain limit on pending uploads', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_JOB_POSTS_PER_HOUR: '3' });
  });
  afterAll(() => app.close());

  it('refuses job posts past the hourly limit, until the window ends, and counts each poster apart', async () => {
    const poster = await signUpClient(app);
    for (let post = 0; post < 3; post++) await poster.agent.post('/api/jobs').send(jobBody()).expect(201);
    const refused = await poster.agent.post('/api/jobs').send(jobBody());
    expectRateLimited(refused);
    // The hour's window, not the write limit's minute.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(refused.body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    const [{ count }] = await sql<{ count: number }[]>(app, 'select count(*)::int as count from job_posts where client_id = ?', [
      poster.id,
    ]);
    expect(count).toBe(3);

    const other = await signUpClient(app);
    await other.agent.post('/api/jobs').send(jobBody()).expect(201);
  });

  it('says when to come back on a domain refusal too (STORAGE.TOO_MANY_PENDING_UPLOADS)', async () => {
    const uploader = await signUpFreelancer(app);
    for (let grant = 0; grant < MAX_PENDING_UPLOADS; grant++) await uploader.agent.get('/api/users/profile-picture-upload-url').expect(200);
    expectRateLimited(await uploader.agent.get('/api/users/profile-picture-upload-url'), 'STORAGE.TOO_MANY_PENDING_UPLOADS');
  });
});

describe('The default limit on every state-changing operation', () => {
  let app: NestExpressApplication;
  const openApi = readOperations();
  const stateChanging = openApi.operations.filter((operation) => STATE_CHANGING_METHODS.includes(operation.method));
  const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
    paths: Record<string, Record<string, Record<string, unknown> & { responses: Record<string, Record<string, any>> }>>;
  };
  const documented = (operation: { path: string; method: string }) => document.paths[operation.path][operation.method];
  const isExempt = (operation: { path: string; method: string }) => documented(operation)['x-write-limit-exempt'] !== undefined;

  beforeAll(async () => {
    app = await createTestApp({
      RATE_LIMIT_WRITES_PER_MINUTE: '2',
      RATE_LIMIT_SIGNED_OUT_WRITES_PER_MINUTE: '2',
      RATE_LIMIT_UPLOADS_PER_HOUR: '2',
    });
  });
  afterAll(() => app.close());

  /** The operation's path with every parameter filled in: a random UUID names nothing, which is fine here. */
  const pathOf = (operation: { path: string }) => operation.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

  /** The operation called with no body at all: refused by validation or not found, but counted first. */
  const call = (agent: request.Agent | ReturnType<typeof request>, operation: { method: string; path: string }) =>
    (agent as unknown as Record<string, (path: string) => request.Test>)[operation.method](pathOf(operation));

  it('is declared in the document: every state-changing operation has a 429 with the error body and Retry-After', () => {
    expect(stateChanging.length).toBeGreaterThan(30);
    for (const operation of stateChanging) {
      const entry = documented(operation);
      if (isExempt(operation)) {
        expect({ operation: operation.name, reason: String(entry['x-write-limit-exempt']).length > 20 }).toEqual({
          operation: operation.name,
          reason: true,
        });
        continue;
      }
      const tooMany = entry.responses['429'];
      expect({ operation: operation.name, limits: entry['x-rate-limits'] }).toEqual({
        operation: operation.name,
        limits: expect.arrayContaining(['writes', 'writesHourly']),
      });
      expect({ operation: operation.name, body: tooMany?.content?.['application/json']?.schema }).toEqual({
        operation: operation.name,
        body: { $ref: '#/components/schemas/ErrorBody' },
      });
      expect({ operation: operation.name, retryAfter: tooMany?.headers?.['Retry-After']?.schema?.type }).toEqual({
        operation: operation.name,
        retryAfter: 'integer',
      });
    }
  });

  it('declares Retry-After on every 429 of the document, whatever refuses', () => {
    for (const operation of openApi.operations) {
      const tooMany = documented(operation).responses['429'];
      if (tooMany)
        expect({ operation: operation.name, retryAfter: Boolean(tooMany.headers?.['Retry-After']) }).toEqual({
          operation: operation.name,
          retryAfter: true,
        });
    }
  });

  // Each operation gets its own user: a limit reached by one test leaves the next untouched.
  it.each(stateChanging.map((operation) => [operation.name, operation] as const))(
    '%s: the third call in a minute from one user is refused with Retry-After unless exempt, counted before validation',
    async (_name, operation) => {
      const user = await signUp(app, { clientAddress: uniqueAddress() });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 2; attempt++) statuses.push((await call(user.agent, operation)).status);
      expect(statuses).not.toContain(429);
      const third = await call(user.agent, operation);
      if (isExempt(operation)) expect(third.status).not.toBe(429);
      else expectRateLimited(third);
    },
  );

  it('counts each user apart, and a signed-out caller by address', async () => {
    const busy = await signUp(app, { clientAddress: uniqueAddress() });
    const calm = await signUp(app, { clientAddress: uniqueAddress() });
    for (let read = 0; read < 2; read++) await busy.agent.post('/api/notifications/read-all').expect(200);
    expectRateLimited(await busy.agent.post('/api/notifications/read-all'));
    await calm.agent.post('/api/notifications/read-all').expect(200);
    await calm.agent.post('/api/notifications/read-all').expect(200);
    // Over the limit, a user can still sign out.
    await busy.agent.post('/api/auth/logout').expect(204);
    expect((await busy.agent.get('/api/auth/user')).status).toBe(401);

    const address = uniqueAddress();
    const signIn = () =>
      request(app.getHttpServer()).post('/api/auth/login').set('X-Forwarded-For', address).send({ email: busy.email, password: 'wrong' });
    await signIn().expect(401);
    await signIn().expect(401);
    expectRateLimited(await signIn());
    await request(app.getHttpServer())
      .post('/api/auth/login')
      .set('X-Forwarded-For', uniqueAddress())
      .send({ email: calm.email, password: TEST_PASSWORD })
      .expect(200);
  });

  it('limits upload URLs, which are handed out on a GET, by their own limit', async () => {
    const uploader = await signUp(app, { clientAddress: uniqueAddress() });
    await uploader.agent.get('/api/users/profile-picture-upload-url').expect(200);
    await uploader.agent.get('/api/portfolio/image-upload-url').expect(200);
    expectRateLimited(await uploader.agent.get('/api/users/profile-picture-upload-url'));
  });
});

describe('The failure limits of every operation that checks a password, a code or a link token', () => {
  let app: NestExpressApplication;
  const openApi = readOperations();
  const document = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as { paths: Record<string, Record<string, Record<string, unknown>>> };
  const documented = (operation: { path: string; method: string }) => document.paths[operation.path][operation.method];
  const failureLimited = openApi.operations.filter((operation) => documented(operation)['x-failure-limits'] !== undefined);
  const CREDENTIAL_FAILURES = [
    'IDENTITY.INVALID_CREDENTIALS',
    'IDENTITY.SECOND_FACTOR_INVALID',
    'IDENTITY.WRONG_CURRENT_PASSWORD',
    'IDENTITY.WRONG_TWO_FACTOR_CODE',
    'IDENTITY.LINK_INVALID',
  ];
  /** Operations that check a credential without a failure limit of their own yet, and what bounds them meanwhile. */
  beforeAll(async () => {
    app = await createTestApp({
      RATE_LIMIT_SIGN_IN_ATTEMPTS: '2',
      RATE_LIMIT_SIGN_IN_ADDRESS_FAILURES: '2',
      RATE_LIMIT_SIGN_UP_TAKEN_ADDRESSES: '2',
      ACCOUNT_LOCKOUT_FAILURES: '2',
      ACCOUNT_LOCKOUT_SECONDS: '600',
      ACCOUNT_LOCKOUT_MAX_SECONDS: '600',
    });
  });
  afterAll(() => app.close());

  const WRONG = 'wrong-password';
  const wrongCode = (secret: string) => totpCode(secret, 10);
  const GUESSED_TOKEN = 'guessed-token-0000000000000000000000000000';
  const at = (test: request.Test, address: string) => test.set('X-Forwarded-For', address);
  const http = () => request(app.getHttpServer());
  // From an address of their own: other suites' wrong attempts from 127.0.0.1 share the counters of the database.
  const withSetUp = async (user: SignedUpUser) => {
    const setup = await at(user.agent.post('/api/auth/two-factor/setup'), uniqueAddress()).send({ password: TEST_PASSWORD }).expect(200);
    return { ...user, secret: setup.body.secret as string };
  };
  const withFactor = async (user: SignedUpUser) => {
    const enrolling = await withSetUp(user);
    await at(user.agent.post('/api/auth/two-factor/enable'), uniqueAddress())
      .send({ code: totpCode(enrolling.secret) })
      .expect(200);
    return enrolling;
  };

  /** The operation called by a user made ready for it (`prepare`), and a body with a wrong password, code or token. */
  type Recipe<T> = {
    prepare: (user: SignedUpUser) => Promise<T>;
    call: (subject: T, address: string) => request.Test;
    wrong: (subject: T) => Record<string, unknown>;
    failure: string;
    /** The status of a wrong one: 400 unless said. */
    status?: number;
  };
  const recipe = <T>(recipe: Recipe<T>) => recipe as Recipe<unknown>;
  const asIs = async (user: SignedUpUser) => user;
  const signedOut = (method: 'post' | 'put', path: string) => (_subject: unknown, address: string) => at(http()[method](path), address);
  const signedIn = (method: 'post' | 'put' | 'delete', path: string) => (user: { agent: SignedUpUser['agent'] }, address: string) =>
    at(user.agent[method](path), address);
  const RECIPES: Record<string, Recipe<unknown>> = {
    'POST /api/auth/register': recipe({
      prepare: asIs,
      call: signedOut('post', '/api/auth/register'),
      wrong: (user) => ({ email: user.email, password: TEST_PASSWORD, firstName: 'Ada', lastName: 'Again' }),
      failure: 'IDENTITY.EMAIL_TAKEN',
      status: 409,
    }),
    'POST /api/auth/login': recipe({
      prepare: asIs,
      call: signedOut('post', '/api/auth/login'),
      wrong: (user) => ({ email: user.email, password: WRONG }),
      failure: 'IDENTITY.INVALID_CREDENTIALS',
    }),
    'POST /api/auth/email-verification/confirm': recipe({
      prepare: asIs,
      call: signedOut('post', '/api/auth/email-verification/confirm'),
      wrong: () => ({ token: GUESSED_TOKEN }),
      failure: 'IDENTITY.LINK_INVALID',
    }),
    'POST /api/auth/password-reset/confirm': recipe({
      prepare: asIs,
      call: signedOut('post', '/api/auth/password-reset/confirm'),
      wrong: () => ({ token: GUESSED_TOKEN, password: 'a-brand-new-horse-battery' }),
      failure: 'IDENTITY.LINK_INVALID',
    }),
    'POST /api/auth/email/confirm': recipe({
      prepare: asIs,
      call: signedOut('post', '/api/auth/email/confirm'),
      wrong: () => ({ token: GUESSED_TOKEN }),
      failure: 'IDENTITY.LINK_INVALID',
    }),
    'PUT /api/auth/email': recipe({
      prepare: asIs,
      call: signedIn('put', '/api/auth/email'),
      wrong: () => ({ newEmail: uniqueEmail(), currentPassword: WRONG }),
      failure: 'IDENTITY.WRONG_CURRENT_PASSWORD',
    }),
    'PUT /api/auth/password': recipe({
      prepare: asIs,
      call: signedIn('put', '/api/auth/password'),
      wrong: () => ({ currentPassword: WRONG, newPassword: 'a-brand-new-horse-battery' }),
      failure: 'IDENTITY.WRONG_CURRENT_PASSWORD',
    }),
    'DELETE /api/auth/account': recipe({
      prepare: asIs,
      call: signedIn('delete', '/api/auth/account'),
      wrong: () => ({ password: WRONG }),
      failure: 'IDENTITY.WRONG_CURRENT_PASSWORD',
    }),
    'POST /api/auth/two-factor/setup': recipe({
      prepare: asIs,
      call: signedIn('post', '/api/auth/two-factor/setup'),
      wrong: () => ({ password: WRONG }),
      failure: 'IDENTITY.WRONG_CURRENT_PASSWORD',
    }),
    'POST /api/auth/two-factor/enable': recipe({
      prepare: withSetUp,
      call: signedIn('post', '/api/auth/two-factor/enable'),
      wrong: () => ({ code: '000000' }),
      failure: 'IDENTITY.WRONG_TWO_FACTOR_CODE',
    }),
    'POST /api/auth/two-factor/recovery-codes': recipe({
      prepare: withFactor,
      call: signedIn('post', '/api/auth/two-factor/recovery-codes'),
      wrong: (user) => ({ code: wrongCode(user.secret) }),
      failure: 'IDENTITY.WRONG_TWO_FACTOR_CODE',
    }),
    'DELETE /api/auth/two-factor': recipe({
      prepare: withFactor,
      call: signedIn('delete', '/api/auth/two-factor'),
      wrong: (user) => ({ password: TEST_PASSWORD, code: wrongCode(user.secret) }),
      failure: 'IDENTITY.WRONG_TWO_FACTOR_CODE',
    }),
  };

  it('is declared by every operation whose answers include a wrong password, code or token, with a recipe here for each', () => {
    expect(failureLimited.map((operation) => operation.name).sort()).toEqual(Object.keys(RECIPES).sort());
    for (const operation of openApi.operations) {
      const entry = documented(operation);
      const mentioned = CREDENTIAL_FAILURES.filter((code) => JSON.stringify(entry).includes(code));
      if (mentioned.length === 0) continue;
      expect({ operation: operation.name, counted: entry['x-counted-failures'] }).toEqual({
        operation: operation.name,
        counted: expect.arrayContaining(mentioned),
      });
    }
  });

  it.each(Object.keys(RECIPES).map((name) => [name] as const))(
    '%s: other answers cost nothing; the third wrong one from an address is refused, and with the account, from anywhere',
    async (name) => {
      const operation = failureLimited.find((candidate) => candidate.name === name)!;
      const { prepare, call, wrong, failure } = RECIPES[name];
      const status = RECIPES[name].status ?? (name === 'POST /api/auth/login' ? 401 : 400);
      // One after the other: getting ready takes places of the failure limits too (given back).
      const subjects: unknown[] = [];
      for (let user = 0; user < 3; user++) subjects.push(await prepare(await signUp(app, { clientAddress: uniqueAddress() })));
      const guess = (subject: unknown, address: string) => call(subject, address).send(wrong(subject));

      // From one address: invalid input twice (not counted), then a wrong one by each of three users.
      const office = uniqueAddress();
      for (let invalid = 0; invalid < 2; invalid++) expect((await call(subjects[0], office).send({})).status).toBe(400);
      for (const subject of subjects.slice(0, 2)) expectErrorBody((await guess(subject, office)).body, status, failure);
      expectRateLimited(await guess(subjects[2], office));

      // One account from anywhere, when the operation counts the account (sign-in counts the email's).
      const limits = documented(operation)['x-failure-limits'] as string[];
      if (!limits.includes('accountFailures') && name !== 'POST /api/auth/login') return;
      for (let address = 0; address < 2; address++) expectErrorBody((await guess(subjects[2], uniqueAddress())).body, status, failure);
      expectRateLimited(await guess(subjects[2], uniqueAddress()), 'IDENTITY.ACCOUNT_LOCKED_OUT');
    },
  );
});
