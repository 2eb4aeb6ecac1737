import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import request, { Response } from 'supertest';
import { Member, postJob, signUpFreelancer } from '../factories/jobs';
import { eventually } from '../support/eventually';
import { validLookingValue } from '../support/fuzz/malformed-requests';
import { Operation, readOperations } from '../support/fuzz/openapi-operations';
import { errorBodyProblem } from '../support/fuzz/send-and-check';
import { TcpProxy } from '../support/tcp-proxy';
import { Agent, createTestApp } from '../support/test-app';

const openApi = readOperations();

/**
 * Short bounds, so the suite does not wait the production ones (5 s each): a statement may run 1 s,
 * a silent connection is given up 1 s later, a connection is waited for 1 s.
 */
const SETTINGS = { DATABASE_STATEMENT_TIMEOUT_MS: '1000', DATABASE_CONNECT_TIMEOUT_MS: '1000' };
/**
 * No answer by then is a hanging request: well past the 2-3 s the settings above allow, so a
 * loaded machine does not fail the suite, and far short of what a hang cost before (minutes).
 */
const ANSWER_BOUND = { response: 10_000 };
/** Requests of the sweep in flight at once: more than the pool's 10 connections, so some wait for one. */
const SWEEP_CONCURRENCY = 16;

/** The operation's path with each parameter filled in. */
function pathOf(operation: Operation): string {
  return operation.pathParameters.reduce(
    (partial, parameter) =>
      partial.replace(`{${parameter.name}}`, parameter.schema.enum?.length ? String(parameter.schema.enum[0]) : randomUUID()),
    operation.path,
  );
}

/** What is wrong with an answer given while the database is out of reach, or null: a 503 must be the whole one. */
function unavailableProblem(response: Response): string | null {
  if (response.status === 503) {
    const problem = errorBodyProblem(503, response.headers['content-type'], response.text);
    if (problem || response.body.code !== 'SERVICE_UNAVAILABLE' || response.headers['retry-after'] !== '5') {
      return `${problem ?? ''} ${response.text} Retry-After ${response.headers['retry-after']}`;
    }
    return null;
  }
  return response.status >= 500 ? `${response.status} ${response.text}` : null;
}

/** Runs the tasks with at most `concurrency` in flight. */
async function inBatches<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/**
 * The application reaches PostgreSQL through a proxy that hangs: its open connections stop carrying
 * bytes and new ones are taken and never answered, with no reset anywhere (a network partition). No
 * error ever arrives; only the application's own clocks can end its waits. The embedded database
 * runs in the test process and cannot be partitioned from it.
 */
(process.env.TEST_DATABASE_EMBEDDED === '1' ? describe.skip : describe)('A database that hangs', () => {
  let proxy: TcpProxy;
  let app: NestExpressApplication;
  let member: Member;

  beforeAll(async () => {
    const direct = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await TcpProxy.start(direct.hostname, Number(direct.port || 5432));
    app = await createTestApp(SETTINGS, { databaseUrl: TcpProxy.through(process.env.TEST_DATABASE_URL!, proxy) });
    member = await signUpFreelancer(app);
  });
  afterAll(async () => {
    await proxy.up();
    await app.close();
    await proxy.down();
  });

  describe('while it hangs', () => {
    beforeAll(() => proxy.hang());

    it('answers a signed-in request, a list and a sign-in with 503, Retry-After and the error body', async () => {
      const anonymous = request(app.getHttpServer());
      const answers = await Promise.all([
        member.agent.get('/api/auth/user').timeout(ANSWER_BOUND),
        member.agent.get('/api/jobs').timeout(ANSWER_BOUND),
        anonymous.post('/api/auth/login').send({ email: member.email, password: member.password }).timeout(ANSWER_BOUND),
      ]);
      for (const response of answers) {
        expect(response.status).toBe(503);
        expect(unavailableProblem(response)).toBeNull();
      }
    });

    it('names the database on /api/health', async () => {
      const health = await request(app.getHttpServer()).get('/api/health').timeout(ANSWER_BOUND).expect(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(health.body).toMatchObject({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Unavailable: database, outbox',
        details: { database: { status: 'down' }, storage: { status: 'up' }, outbox: { status: 'down' } },
      });
    });

    it('answers every operation in time with 503, Retry-After and the error body, or with what it answers without a database; never another 5xx', async () => {
      const anonymous = request.agent(app.getHttpServer());
      const requests = [member.agent, anonymous].flatMap((client: Agent) =>
        openApi.operations.map((operation) => async () => {
          let test = client[operation.method as 'get'](pathOf(operation)).timeout(ANSWER_BOUND);
          if (operation.jsonBody) test = test.send(validLookingValue(openApi, operation.jsonBody) as object);
          try {
            const response = await test;
            const problem = unavailableProblem(response);
            return { operation, signedIn: client === member.agent, status: response.status, problem };
          } catch (error) {
            return { operation, signedIn: client === member.agent, status: 0, problem: (error as Error).message };
          }
        }),
      );
      const outcomes = await inBatches(requests, SWEEP_CONCURRENCY);
      expect(outcomes.filter(({ problem }) => problem).map(({ operation, problem }) => `${operation.name}: ${problem}`)).toEqual([]);
      // A signed-in request needs its session, which lives in the database: nearly all answer 503.
      const unavailable = outcomes.filter(({ signedIn, status }) => signedIn && status === 503).map(({ operation }) => operation.name);
      expect(unavailable).toEqual(
        expect.arrayContaining(['GET /api/health', 'GET /api/auth/user', 'POST /api/auth/login', 'GET /api/jobs']),
      );
      expect(unavailable.length).toBeGreaterThan(openApi.operations.length / 2);
    });
  });

  describe('once it answers again', () => {
    beforeAll(() => proxy.up());

    it('serves again on its own, with the same sessions', async () => {
      await eventually(
        async () => {
          await request(app.getHttpServer()).get('/api/health').timeout(ANSWER_BOUND).expect(200);
        },
        { timeoutMs: 30_000, intervalMs: 250 },
      );
      expect((await member.agent.get('/api/auth/user').expect(200)).body.id).toBe(member.id);
    });

    it('uses none of the connections the hang froze: they were closed, not pooled again', async () => {
      // The proxy keeps every frozen connection frozen: one handed out again would make its request 503.
      // More requests at once than the pool has connections, so every pooled connection is used.
      const answers = await Promise.all(Array.from({ length: 25 }, () => member.agent.get('/api/auth/user').timeout(ANSWER_BOUND)));
      expect(answers.map((response) => response.status)).toEqual(answers.map(() => 200));
      const job = await postJob(member.agent, { jobType: 'job_seeking' });
      expect((await member.agent.get(`/api/jobs/${job.id}`).expect(200)).body.id).toBe(job.id);
    });
  });
});
