import type { NestExpressApplication } from '@nestjs/platform-express';
import { EventDispatcher } from '../../src/platform/outbox/event-handlers';
import { reviveIntegrationEvent } from '../../src/platform/outbox/integration-event';
import { TERMS, contractOfApplication, settleEvents } from '../factories/contracts';
import { apply, postJob, signUpClient, signUpFreelancer } from '../factories/jobs';
import { eventually } from '../support/eventually';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

type OutboxRow = { id: string; type: string; payload: Record<string, unknown> };

/** Every row an event handler writes, in a comparable form. */
async function handledState(app: NestExpressApplication) {
  const rows = (query: string) => sql<unknown[]>(app, query);
  return {
    contracts: await rows('select id, application_id, status, client_reviewed, freelancer_reviewed from contracts order by id'),
    notifications: await rows('select id, user_id, type, entity_id, title, is_read from notifications order by id'),
    reviews: await rows('select id, published_at from reviews order by id'),
    trustRecords: await rows('select user_id, score, version from trust_records order by user_id'),
    trustContracts: await rows('select * from trust_contracts order by contract_id'),
    users: await rows('select id, trust_score, trust_score_version, completed_jobs_count from users order by id'),
    outbox: await rows('select id from outbox_events order by id'),
    inbox: await rows('select event_id, handler from processed_events order by event_id, handler'),
  };
}

async function countRows(app: NestExpressApplication, query: string, params: unknown[]): Promise<number> {
  const [{ count }] = await sql<{ count: number }[]>(app, `select count(*)::int as count from (${query}) as matched`, params);
  return count;
}

/** The contract and every notification of an acceptance, each exactly once. */
async function expectAcceptanceHandledOnce(app: NestExpressApplication, applicationId: string, clientId: string, freelancerId: string) {
  expect(await countRows(app, 'select 1 from contracts where application_id = ?', [applicationId])).toBe(1);
  const [{ id: contractId }] = await sql<{ id: string }[]>(app, 'select id from contracts where application_id = ?', [applicationId]);
  for (const userId of [clientId, freelancerId]) {
    expect(
      await countRows(app, "select 1 from notifications where user_id = ? and entity_id = ? and title = 'Contract started'", [
        userId,
        contractId,
      ]),
    ).toBe(1);
  }
  expect(await countRows(app, "select 1 from notifications where user_id = ? and title = 'Application accepted'", [freelancerId])).toBe(1);
  expect(await countRows(app, "select 1 from notifications where user_id = ? and title = 'New application'", [clientId])).toBe(1);
}

/** A new process on the same database delivers what is pending; then the acceptance is handled exactly once. */
async function restartAndExpectAcceptanceHandledOnce(applicationId: string, clientId: string, freelancerId: string) {
  const app = await createTestApp();
  try {
    await settleEvents(app);
    await expectAcceptanceHandledOnce(app, applicationId, clientId, freelancerId);
  } finally {
    await app.close();
  }
}

describe('Events survive a relay that stops before delivering', () => {
  let applicationId: string;
  let clientId: string;
  let freelancerId: string;

  it('opens the contract at once and leaves the events in the outbox while no relay runs', async () => {
    const app = await createTestApp({ OUTBOX_RELAY_ENABLED: 'false' });
    try {
      const client = await signUpClient(app);
      const freelancer = await signUpFreelancer(app);
      const job = await postJob(client.agent);
      const application = await apply(freelancer.agent, job.id);
      await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: TERMS }).expect(200);
      [applicationId, clientId, freelancerId] = [application.id, client.id, freelancer.id];

      // The acceptance opened the contract itself; its event, still to come, must open no second one.
      expect(await countRows(app, 'select 1 from contracts where application_id = ?', [applicationId])).toBe(1);
      const pending = await sql<{ type: string }[]>(
        app,
        "select type from outbox_events where payload->>'applicationId' = ? and published_at is null order by type",
        [applicationId],
      );
      expect(pending.map((row) => row.type)).toEqual([
        'contracting.contract_created',
        'jobs.application_accepted',
        'jobs.application_submitted',
      ]);
    } finally {
      await app.close();
    }
  });

  it('creates the contract and every notification exactly once after a restart', async () => {
    await restartAndExpectAcceptanceHandledOnce(applicationId, clientId, freelancerId);
  });
});

describe('Events survive a process that dies between two handlers', () => {
  let applicationId: string;
  let clientId: string;
  let freelancerId: string;

  it('records the contract while the notifications fail', async () => {
    const app = await createTestApp();
    try {
      const client = await signUpClient(app);
      const freelancer = await signUpFreelancer(app);
      const job = await postJob(client.agent);
      const application = await apply(freelancer.agent, job.id);
      await settleEvents(app);
      [applicationId, clientId, freelancerId] = [application.id, client.id, freelancer.id];
      // The notifications context loses its table: its handlers throw, contracting's succeeds.
      await sql(app, 'alter table notifications rename to notifications_away');
      await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: TERMS }).expect(200);
      await contractOfApplication(client, application.id);
      await eventually(async () => {
        const [row] = await sql<{ published_at: Date | null; last_error: string | null }[]>(
          app,
          "select published_at, last_error from outbox_events where type = 'jobs.application_accepted' and payload->>'applicationId' = ?",
          [application.id],
        );
        expect(row.published_at).toBeNull();
        expect(row.last_error).toMatch(/notifications/);
      });
      await sql(app, 'alter table notifications_away rename to notifications');
      // The process dies here; its leases run out before the next one starts.
      await sql(app, 'update outbox_events set claimed_until = null where published_at is null');
    } finally {
      await app.close();
    }
  });

  it('delivers the rest after a restart without a second contract', async () => {
    await restartAndExpectAcceptanceHandledOnce(applicationId, clientId, freelancerId);
  });
});

describe('Duplicate deliveries', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('change nothing, for every event of the hiring flow and every one of its handlers', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const rejected = await signUpFreelancer(app);
    const job = await postJob(client.agent);
    const application = await apply(freelancer.agent, job.id);
    const other = await apply(rejected.agent, job.id);
    await client.agent.post(`/api/applications/${other.id}/reject`).expect(200);
    await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: TERMS }).expect(200);
    const contract = await contractOfApplication(client, application.id);
    await freelancer.agent.post(`/api/contracts/${contract.id}/complete`).expect(200);
    await settleEvents(app);
    for (const [reviewer, reviewee] of [
      [client, freelancer],
      [freelancer, client],
    ]) {
      await reviewer.agent
        .post('/api/reviews')
        .send({ contractId: contract.id, revieweeId: reviewee.id, rating: 4, comment: 'Good collaboration.' })
        .expect(201);
    }
    await settleEvents(app);

    const events = await sql<OutboxRow[]>(app, 'select id, type, payload from outbox_events order by occurred_at, id');
    const dispatcher = app.get(EventDispatcher);
    const flowTypes = [
      'jobs.application_submitted',
      'jobs.application_rejected',
      'jobs.application_accepted',
      'contracting.contract_created',
      'contracting.contract_completed',
      'reviews.review_submitted',
      'reviews.reviews_published',
      'reviews.trust_score_changed',
    ];
    for (const type of flowTypes) {
      expect(events.some((event) => event.type === type)).toBe(true);
      expect(dispatcher.handlerNames(type).length).toBeGreaterThan(0);
    }

    const before = await handledState(app);
    for (const { id, type, payload } of events) {
      const event = reviveIntegrationEvent(type, payload);
      if (!event) throw new Error(`unknown event type ${type}`);
      await dispatcher.dispatch(id, event);
      // Two deliveries racing each other as well.
      await Promise.all([dispatcher.dispatch(id, event), dispatcher.dispatch(id, event)]);
    }
    expect(await handledState(app)).toEqual(before);
    // Every event of the flow, three times, through every handler each has: a sweep that grows with
    // the handlers, so it gets more than the suite's minute.
  }, 180_000);
});
