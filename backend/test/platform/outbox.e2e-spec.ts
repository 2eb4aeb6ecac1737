import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { OutboxRelay } from '../../src/platform/outbox/outbox-relay.service';
import { postJob, signUpClient } from '../factories/jobs';
import { eventually } from '../support/eventually';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

const MAX_ATTEMPTS = 3;

type OutboxRow = { attempts: number; published_at: Date | null; dead_lettered_at: Date | null; last_error: string | null };

async function outboxRow(app: NestExpressApplication, id: string): Promise<OutboxRow> {
  const [row] = await sql<OutboxRow[]>(app, 'select attempts, published_at, dead_lettered_at, last_error from outbox_events where id = ?', [
    id,
  ]);
  return row;
}

async function recordEventRow(app: NestExpressApplication, type: string, payload: Record<string, unknown>): Promise<string> {
  const id = randomUUID();
  await sql(app, 'insert into outbox_events (id, type, payload, occurred_at, attempts) values (?, ?, ?, now(), 0)', [
    id,
    type,
    JSON.stringify(payload),
  ]);
  return id;
}

async function deadLetterCount(app: NestExpressApplication): Promise<number> {
  const [{ count }] = await sql<{ count: number }[]>(
    app,
    'select count(*)::int as count from outbox_events where dead_lettered_at is not null',
  );
  return count;
}

/**
 * The relay against a real PostgreSQL server: polling is made too slow to matter (10 minutes), so
 * an event delivered promptly was delivered through LISTEN/NOTIFY.
 */
describe('Outbox relay', () => {
  let app: NestExpressApplication;
  const poisonIds: string[] = [];

  beforeAll(async () => {
    app = await createTestApp({ OUTBOX_MAX_ATTEMPTS: String(MAX_ATTEMPTS), OUTBOX_POLL_INTERVAL_MS: String(10 * 60 * 1000) });
  });
  afterAll(async () => {
    // The worker's database outlives this file: later files of the worker wait for every unpublished event.
    await sql(app, 'delete from outbox_events where id in (?)', [poisonIds]);
    await app.close();
  });

  /** Delivers until the event is dead-lettered, each retry made due at once (the time a retry waits passes). */
  async function deliverUntilDeadLettered(id: string): Promise<OutboxRow> {
    const relay = app.get(OutboxRelay);
    return eventually(async () => {
      await sql(app, 'update outbox_events set claimed_until = null where id = ? and dead_lettered_at is null', [id]);
      await relay.drain();
      const row = await outboxRow(app, id);
      if (!row.dead_lettered_at) throw new Error(`not dead-lettered after ${row.attempts} attempts`);
      return row;
    });
  }

  it('dead-letters an event whose handlers always fail after OUTBOX_MAX_ATTEMPTS deliveries, and never claims it again', async () => {
    // Ids no handler can read: each handler of the event throws on every delivery.
    const id = await recordEventRow(app, 'jobs.application_accepted', {
      applicationId: 'not-a-uuid',
      jobId: 'not-a-uuid',
      clientId: 'not-a-uuid',
      freelancerId: 'not-a-uuid',
      jobTitle: 'Poison',
      terms: 'None',
    });
    poisonIds.push(id);
    const row = await deliverUntilDeadLettered(id);
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, published_at: null });
    expect(row.last_error).toEqual(expect.any(String));

    await sql(app, 'update outbox_events set claimed_until = null where id = ?', [id]);
    await app.get(OutboxRelay).drain();
    expect((await outboxRow(app, id)).attempts).toBe(MAX_ATTEMPTS);
  });

  it('dead-letters an event of a type no handler knows instead of claiming it for ever', async () => {
    const id = await recordEventRow(app, 'nowhere.unknown_event', { anything: 1 });
    poisonIds.push(id);
    const row = await deliverUntilDeadLettered(id);
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, published_at: null, last_error: 'unknown event type nowhere.unknown_event' });
  });

  it('counts dead letters on /api/health without calling the instance unhealthy', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(response.body.details.outbox).toEqual({ status: 'up', deadLettered: await deadLetterCount(app) });
    expect(response.body.details.outbox.deadLettered).toBeGreaterThanOrEqual(2);
  });

  // LISTEN/NOTIFY is a server's: the embedded database has no second connection to listen on,
  // and its relay polls (covered by every suite that waits for an event there).
  if (process.env.TEST_DATABASE_EMBEDDED === '1') return;

  it('listens again after its LISTEN connection is killed, and delivers new events through NOTIFY', async () => {
    const client = await signUpClient(app);
    const listenerPids = () =>
      sql<{ pid: number }[]>(app, "select pid from pg_stat_activity where datname = current_database() and query = 'listen outbox_events'");
    const published = async (jobId: string) => {
      const [row] = await sql<{ published_at: Date | null }[]>(
        app,
        "select published_at from outbox_events where type = 'jobs.job_posted' and payload->>'jobId' = ?",
        [jobId],
      );
      if (!row?.published_at) throw new Error(`job_posted of ${jobId} not delivered yet`);
    };

    const before = await postJob(client.agent);
    await eventually(() => published(before.id));

    const [killed] = await listenerPids();
    expect(killed).toBeDefined();
    await sql(app, 'select pg_terminate_backend(?)', [killed.pid]);
    await eventually(async () => {
      const pids = (await listenerPids()).map(({ pid }) => pid);
      if (pids.length !== 1 || pids[0] === killed.pid) throw new Error(`listening: ${pids.join(', ')}`);
    });

    const after = await postJob(client.agent);
    await eventually(() => published(after.id));
  });
});
