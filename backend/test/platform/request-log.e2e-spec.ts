import type { NestExpressApplication } from '@nestjs/platform-express';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { signUpFreelancer } from '../factories/jobs';
import { eventually } from '../support/eventually';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

type LogLine = {
  level: number;
  msg: string;
  req?: Record<string, unknown>;
  res?: Record<string, unknown>;
  err?: { message?: string };
  responseTime?: unknown;
};

/**
 * The request log's line of each request, written when the request ends: the request's id, method
 * and whole path (secrets redacted), the status, and the time taken; no header, no parsed query, no
 * peer address (docs/decisions/0040). One line per request, also for requests the middleware before
 * the routes turns away; lines logged while a request is served name it (docs/decisions/0047).
 */
describe('The request log', () => {
  let app: NestExpressApplication;
  const lines: LogLine[] = [];

  beforeAll(async () => {
    app = await createTestApp({ LOG_LEVEL: 'info' }, { logDestination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
    await app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    await sql(app, 'drop trigger if exists http_sessions_fail_delete_log on http_sessions');
    await sql(app, 'drop function if exists http_sessions_fail_delete_log()');
    await app.close();
  });

  const requestLines = (url: string) => lines.filter((line) => line.req?.url === url && line.res !== undefined);

  it('names the request and its outcome, once, and nothing else of them', async () => {
    const member = await signUpFreelancer(app);
    await member.agent.get('/api/jobs?searchTerm=chat').expect(200);
    await member.agent.get('/api/jobs?token=abc123').expect(400);

    const found = requestLines('/api/jobs?searchTerm=chat');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ level: 30, msg: 'request completed', res: { statusCode: 200 }, responseTime: expect.any(Number) });
    expect(found[0].req).toEqual({ id: expect.any(Number), method: 'GET', url: '/api/jobs?searchTerm=chat' });
    expect(found[0].res).toEqual({ statusCode: 200 });
    expect(requestLines('/api/jobs?token=[REDACTED]')).toEqual([expect.objectContaining({ res: { statusCode: 400 } })]);
    expect(JSON.stringify(lines)).not.toContain('abc123');
  });

  it('logs a request the body parser turns away, and not the health check', async () => {
    await request(app.getHttpServer()).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
    await request(app.getHttpServer()).get('/api/health').expect(200);

    expect(requestLines('/api/auth/login')).toEqual([expect.objectContaining({ msg: 'request completed', res: { statusCode: 400 } })]);
    expect(requestLines('/api/health')).toEqual([]);
  });

  it('says a request errored, and the error logged while serving it names the same request', async () => {
    const member = await signUpFreelancer(app);
    // Ending the session fails: the store cannot make it a tombstone.
    await sql(
      app,
      `create function http_sessions_fail_end_log() returns trigger language plpgsql as $$
       begin raise exception 'simulated session store failure'; end $$`,
    );
    await sql(
      app,
      'create trigger http_sessions_fail_end_log before update on http_sessions for each row when (new.ended_at is not null) execute function http_sessions_fail_end_log()',
    );
    await member.agent.post('/api/auth/logout').expect(500);
    await sql(app, 'drop trigger http_sessions_fail_end_log on http_sessions');
    await sql(app, 'drop function http_sessions_fail_end_log()');

    const [ended] = requestLines('/api/auth/logout');
    expect(ended).toMatchObject({ msg: 'request errored', res: { statusCode: 500 }, err: { message: 'failed with status code 500' } });
    const logged = lines.find((line) => line.level === 50 && line.err?.message === 'simulated session store failure');
    expect(logged?.req).toEqual(ended.req);
  });

  it('says a request was aborted when the client leaves before the answer', async () => {
    const { port } = app.getHttpServer().address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    // Headers promise a body that never comes; the client then hangs up.
    socket.write(
      'POST /api/auth/login?case=aborted HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();

    await eventually(async () =>
      expect(requestLines('/api/auth/login?case=aborted')).toEqual([
        expect.objectContaining({
          msg: 'request aborted',
          req: { id: expect.any(Number), method: 'POST', url: '/api/auth/login?case=aborted' },
        }),
      ]),
    );
  });
});
