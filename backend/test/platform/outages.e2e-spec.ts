import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { Member, signUpFreelancer } from '../factories/jobs';
import { eventually } from '../support/eventually';
import { validLookingValue } from '../support/fuzz/malformed-requests';
import { readOperations } from '../support/fuzz/openapi-operations';
import { errorBodyProblem } from '../support/fuzz/send-and-check';
import { TcpProxy } from '../support/tcp-proxy';
import { createTestApp } from '../support/test-app';

const openApi = readOperations();

/**
 * The application reaches PostgreSQL through a proxy the test cuts: every connection is reset and
 * new ones are refused, a real outage for this application while the server keeps running.
 */
describe('A database that cannot be reached', () => {
  let proxy: TcpProxy;
  let app: NestExpressApplication;
  let member: Member;

  beforeAll(async () => {
    const direct = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await TcpProxy.start(direct.hostname, Number(direct.port || 5432));
    app = await createTestApp({}, { databaseUrl: TcpProxy.through(process.env.TEST_DATABASE_URL!, proxy) });
    member = await signUpFreelancer(app);
  });
  afterAll(async () => {
    await proxy.up();
    await app.close();
    await proxy.down();
  });

  it('names each dependency on /api/health while all are up', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);
    const up = { database: { status: 'up' }, storage: { status: 'up' }, outbox: { status: 'up', deadLettered: expect.any(Number) } };
    expect(response.body).toEqual({
      status: 'ok',
      info: up,
      error: {},
      details: up,
      load: expect.objectContaining({ requestsInFlight: expect.any(Number), databasePool: expect.objectContaining({ waiting: 0 }) }),
    });
  });

  it('answers every operation with 503, Retry-After and the error body, or with what it answers without a database; never a 500', async () => {
    await proxy.down();
    try {
      const unavailable: string[] = [];
      const problems: string[] = [];
      // Signed in, the session read fails first; signed out, the handler's own queries do.
      const anonymous = request.agent(app.getHttpServer());
      for (const [client, operation] of [member.agent, anonymous].flatMap((client) =>
        openApi.operations.map((op) => [client, op] as const),
      )) {
        const path = operation.pathParameters.reduce(
          (partial, parameter) =>
            partial.replace(`{${parameter.name}}`, parameter.schema.enum?.length ? String(parameter.schema.enum[0]) : randomUUID()),
          operation.path,
        );
        let test = client[operation.method as 'get'](path).timeout({ response: 20_000 });
        if (operation.jsonBody) test = test.send(validLookingValue(openApi, operation.jsonBody) as object);
        const response = await test;
        if (response.status === 503) {
          if (client === member.agent) unavailable.push(operation.name);
          const problem = errorBodyProblem(503, response.headers['content-type'], response.text);
          if (problem || response.body.code !== 'SERVICE_UNAVAILABLE' || response.headers['retry-after'] !== '5') {
            problems.push(`${operation.name}: ${problem ?? ''} ${response.text} Retry-After ${response.headers['retry-after']}`);
          }
        } else if (response.status >= 500) {
          problems.push(`${operation.name}: ${response.status} ${response.text}`);
        }
      }
      expect(problems).toEqual([]);
      // A signed-in request needs its session, which lives in the database: nearly all answer 503.
      expect(unavailable).toEqual(
        expect.arrayContaining(['GET /api/health', 'GET /api/auth/user', 'POST /api/auth/login', 'GET /api/jobs']),
      );
      expect(unavailable.length).toBeGreaterThan(openApi.operations.length / 2);
      await anonymous.post('/api/auth/login').send({ email: member.email, password: member.password }).expect(503);

      const health = await request(app.getHttpServer()).get('/api/health').expect(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(health.body).toEqual({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Unavailable: database, outbox',
        details: {
          database: { status: 'down', message: 'unreachable' },
          storage: { status: 'up' },
          outbox: { status: 'down', message: 'unreachable' },
        },
      });
    } finally {
      await proxy.up();
    }
  });

  it('serves again once the database is back, with the same sessions', async () => {
    await eventually(async () => {
      await request(app.getHttpServer()).get('/api/health').expect(200);
    });
    expect((await member.agent.get('/api/auth/user').expect(200)).body.id).toBe(member.id);
  });
});
