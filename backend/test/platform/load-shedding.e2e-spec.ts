import type { NestExpressApplication } from '@nestjs/platform-express';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { expectErrorBody } from '../support/error-body';
import { eventually } from '../support/eventually';
import { signUp } from '../factories/users';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

/**
 * A sign-in whose body has not all come: the server holds it in flight until the rest comes
 * (`finish`, which says the answer's status) or its client leaves (`leave`).
 */
function heldRequest(app: NestExpressApplication): { finish: () => Promise<number>; leave: () => void } {
  const { port } = app.getHttpServer().address() as AddressInfo;
  const body = JSON.stringify({ email: 'held@example.test', password: 'a-long-enough-passphrase' });
  const call = httpRequest({
    agent: false,
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'Content-Type': 'application/json', 'Content-Length': body.length },
  });
  const answered = new Promise<number>((resolve) => {
    call.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    call.on('error', () => resolve(0));
  });
  call.write(body.slice(0, 10));
  return {
    finish: () => {
      call.end(body.slice(10));
      return answered;
    },
    leave: () => call.destroy(),
  };
}

const load = async (app: NestExpressApplication) =>
  (await request(app.getHttpServer()).get('/api/health').expect(200)).body.load as {
    requestsInFlight: number;
    maxRequestsInFlight: number;
    requestsShed: number;
    eventLoopDelayMs: { p50: number; p99: number; max: number };
    databasePool: { size: number; max: number; idle: number; waiting: number };
    operations: Record<string, { inFlight: number; limit: number; refused: number }>;
  };

describe('An instance sheds requests beyond its bound instead of queueing them', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp({ MAX_REQUESTS_IN_FLIGHT: '2' });
    await app.listen(0, '127.0.0.1');
  });
  afterAll(() => app.close());

  it('answers 503 SERVER_BUSY with Retry-After at once when full, keeps /api/health, and serves again once a place is free', async () => {
    const first = heldRequest(app);
    const second = heldRequest(app);
    await eventually(async () => expect((await load(app)).requestsInFlight).toBe(2));

    const shedBefore = (await load(app)).requestsShed;
    // Every kind of request: a read, a write, a page.
    for (const shed of [
      request(app.getHttpServer()).get('/api/jobs'),
      request(app.getHttpServer()).post('/api/auth/register').send({ email: 'new@example.test' }),
      request(app.getHttpServer()).get('/jobs'),
    ]) {
      const response = await shed;
      expect(response.status).toBe(503);
      expectErrorBody(response.body, 503, 'SERVER_BUSY');
      expect(response.body.message).toBe('The server is busy. Please try again in a moment.');
      expect(response.headers['retry-after']).toBe('1');
    }

    const busy = await load(app);
    expect(busy).toMatchObject({ requestsInFlight: 2, maxRequestsInFlight: 2, requestsShed: shedBefore + 3 });
    expect(busy.eventLoopDelayMs).toEqual({ p50: expect.any(Number), p99: expect.any(Number), max: expect.any(Number) });
    expect(busy.databasePool).toMatchObject({ max: 10, waiting: 0 });

    // One client leaves, the other's body comes: both places are free again.
    first.leave();
    expect(await second.finish()).toBe(401);
    await eventually(async () => expect((await load(app)).requestsInFlight).toBe(0));
    await request(app.getHttpServer()).get('/api/jobs').expect(200);
  });

  it('answers every request of a burst, served or shed, and frees every place after it', async () => {
    const answers = await Promise.all(Array.from({ length: 24 }, () => request(app.getHttpServer()).get('/api/jobs')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses).toContain(200);
    await eventually(async () => expect((await load(app)).requestsInFlight).toBe(0));
  });
});

describe('An expensive operation beyond its own bound is answered 503 at once', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    // One password hash at a time, each long enough (about a second) to be seen in flight.
    app = await createTestApp({ PASSWORD_HASHES_IN_FLIGHT: '1', PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_ITERATIONS: '12' });
    await app.listen(0, '127.0.0.1');
  });
  afterAll(() => app.close());

  it('refuses a sign-in while the one password check allowed runs, counts it as no attempt, and signs in after', async () => {
    const { id, email, password } = await signUp(app);
    expect((await load(app)).operations).toMatchObject({
      passwordHashes: { inFlight: 0, limit: 1 },
      dataDownloads: { inFlight: 0, limit: 2 },
      auditExports: { inFlight: 0, limit: 2 },
    });
    const refusedBefore = (await load(app)).operations.passwordHashes.refused;

    const first = request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email, password })
      .then((response) => response.status);
    await eventually(async () => expect((await load(app)).operations.passwordHashes.inFlight).toBe(1));
    // A wrong password too: it is refused before it is checked, so it is not counted as a guess.
    for (const tried of [password, 'a-wrong-passphrase']) {
      const refused = await request(app.getHttpServer()).post('/api/auth/login').send({ email, password: tried });
      expectErrorBody(refused.body, 503, 'SERVER_BUSY');
      expect(refused.headers['retry-after']).toBe('1');
    }
    expect(await first).toBe(200);

    expect((await load(app)).operations.passwordHashes).toEqual({ inFlight: 0, limit: 1, refused: refusedBefore + 2 });
    const counted = await sql<{ attempts: number }[]>(app, 'select attempts from credential_failures where key = ?', [`account:${id}`]);
    expect(counted.map((row) => row.attempts).filter((attempts) => attempts > 0)).toEqual([]);
    await request(app.getHttpServer()).post('/api/auth/login').send({ email, password }).expect(200);
  });
});
