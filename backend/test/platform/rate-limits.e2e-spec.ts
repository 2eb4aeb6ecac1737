import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { jobBody, signUpClient, signUpFreelancer } from '../factories/jobs';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../factories/users';
import { MAX_PENDING_UPLOADS } from '../../src/platform/storage/media-uploads';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { OPENAPI_FILE, readOperations } from '../support/fuzz/openapi-operations';
import { createTestApp } from '../support/test-app';

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
    app = await createTestApp({ RATE_LIMIT_WRITES_PER_MINUTE: '2', RATE_LIMIT_UPLOADS_PER_HOUR: '2' });
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
