import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { OpenContractForApplicationHandler } from '../../src/contexts/contracting/application/commands/open-contract-for-application';
import { OpenContractForApplicationCommand } from '../../src/contexts/contracting/public';
import { EventDispatcher } from '../../src/platform/outbox/event-handlers';
import { reviveIntegrationEvent } from '../../src/platform/outbox/integration-event';
import { TERMS, settleEvents } from '../factories/contracts';
import { apply, postJob, signUpClient, signUpFreelancer } from '../factories/jobs';
import { eventually } from '../support/eventually';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

/** The contracts of the application, and the ContractCreated events recorded about it. */
async function openedFor(app: NestExpressApplication, applicationId: string) {
  const contracts = await sql<{ id: string }[]>(app, 'select id from contracts where application_id = ?', [applicationId]);
  const created = await sql<{ contractId: string }[]>(
    app,
    "select payload->>'contractId' as \"contractId\" from outbox_events where type = 'contracting.contract_created' and payload->>'applicationId' = ?",
    [applicationId],
  );
  return { contracts: contracts.map((row) => row.id), created: created.map((row) => row.contractId) };
}

async function pendingApplication(app: NestExpressApplication) {
  const client = await signUpClient(app);
  const freelancer = await signUpFreelancer(app);
  const job = await postJob(client.agent);
  const application = await apply(freelancer.agent, job.id);
  return { client, freelancer, job, application };
}

const acceptanceOf = (applicationId: string) =>
  sql<{ id: string; type: string; payload: Record<string, unknown> }[]>(
    app,
    "select id, type, payload from outbox_events where type = 'jobs.application_accepted' and payload->>'applicationId' = ?",
    [applicationId],
  ).then(([row]) => row);

/** Delivers every pending event, as another instance's relay would. */
async function deliverPendingEvents() {
  const relaying = await createTestApp();
  try {
    await settleEvents(relaying);
  } finally {
    await relaying.close();
  }
}

let app: NestExpressApplication;

// No relay of its own: each test says when the events are delivered.
beforeAll(async () => {
  app = await createTestApp({ OUTBOX_RELAY_ENABLED: 'false' });
});
afterAll(async () => {
  await app.close();
  await deliverPendingEvents();
});

describe('Accepting an application opens its contract', () => {
  it('answers with the contract, and the event delivered afterwards, even twice, opens no second one', async () => {
    const { client, freelancer, application } = await pendingApplication(app);
    const accepted = await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: TERMS }).expect(200);
    expect(accepted.body).toMatchObject({ id: application.id, status: 'accepted', contractId: expect.any(String) });
    const { contractId } = accepted.body as { contractId: string };
    expect(await openedFor(app, application.id)).toEqual({ contracts: [contractId], created: [contractId] });
    expect((await freelancer.agent.get(`/api/contracts/${contractId}`).expect(200)).body).toMatchObject({
      applicationId: application.id,
      terms: TERMS,
      viewerRole: 'freelancer',
    });

    // The safety net's turn: the acceptance's event reaches contracting after the contract exists.
    await deliverPendingEvents();
    expect(await openedFor(app, application.id)).toEqual({ contracts: [contractId], created: [contractId] });

    // Delivered again: the same event, and a second event about the same application.
    const event = await acceptanceOf(application.id);
    const dispatcher = app.get(EventDispatcher);
    const revived = reviveIntegrationEvent(event.type, event.payload)!;
    await Promise.all([dispatcher.dispatch(event.id, revived), dispatcher.dispatch(randomUUID(), revived)]);
    expect(await openedFor(app, application.id)).toEqual({ contracts: [contractId], created: [contractId] });
  });

  it('leaves the contract to the event when opening it fails, and the acceptance stands', async () => {
    const { client, application } = await pendingApplication(app);
    const opener = jest
      .spyOn(app.get(OpenContractForApplicationHandler), 'execute')
      .mockRejectedValueOnce(new Error('contracting is down'));
    try {
      const accepted = await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: TERMS }).expect(200);
      expect(accepted.body).toMatchObject({ status: 'accepted', contractId: null });
    } finally {
      opener.mockRestore();
    }
    expect(await openedFor(app, application.id)).toEqual({ contracts: [], created: [] });

    await deliverPendingEvents();
    const { contracts, created } = await openedFor(app, application.id);
    expect(contracts).toHaveLength(1);
    expect(created).toEqual(contracts);
    expect((await client.agent.get(`/api/applications/${application.id}`).expect(200)).body.contractId).toBe(contracts[0]);
  });
});

describe('Two openers of one contract at once', () => {
  it('make one contract and one ContractCreated, and all answer it', async () => {
    const { client, freelancer, job, application: pending } = await pendingApplication(app);
    const application = {
      applicationId: pending.id,
      jobId: job.id,
      jobTitle: job.title as string,
      clientId: client.id,
      freelancerId: freelancer.id,
      terms: TERMS,
    };
    const commandBus = app.get(CommandBus);
    const answers = await Promise.all([1, 2, 3].map(() => commandBus.execute(new OpenContractForApplicationCommand(application))));
    const { contracts, created } = await openedFor(app, application.applicationId);
    expect(contracts).toHaveLength(1);
    expect(created).toEqual(contracts);
    expect(answers).toEqual([1, 2, 3].map(() => ({ contractId: contracts[0] })));
  });

  it('answer the accepting owner with the contract of the one that won the race, not a 500', async () => {
    const { client, freelancer, job, application } = await pendingApplication(app);
    const winner = randomUUID();
    // Another opener inserts the contract and holds its transaction open: the acceptance's insert
    // waits at the unique index, then fails there once the other commits.
    let release!: () => void;
    let inserted!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const insertedRow = new Promise<void>((resolve) => (inserted = resolve));
    const other = app
      .get(EntityManager)
      .fork()
      .transactional(async (tx) => {
        await tx.execute(
          `insert into contracts (id, application_id, job_id, job_title, client_id, freelancer_id, terms, status, client_reviewed, freelancer_reviewed, created_at)
           values (?, ?, ?, ?, ?, ?, ?, 'active', false, false, now())`,
          [winner, application.id, job.id, job.title, client.id, freelancer.id, TERMS],
        );
        inserted();
        await released;
      });
    await insertedRow;
    const opener = jest.spyOn(app.get(OpenContractForApplicationHandler), 'execute');
    const accepting = client.agent
      .post(`/api/applications/${application.id}/accept`)
      .send({ terms: TERMS })
      .then((response) => response);
    await eventually(async () => {
      const [{ waiting }] = await sql<{ waiting: number }[]>(
        app,
        "select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%insert into \"contracts\"%'",
      );
      expect(waiting).toBe(1);
    });
    release();
    await other;

    const accepted = await accepting;
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', contractId: winner });
    // The losing opener itself answered the winner's contract (it did not fail for the event to retry).
    expect(opener).toHaveBeenCalledTimes(1);
    await expect(opener.mock.results[0].value).resolves.toEqual({ contractId: winner });
    opener.mockRestore();
    // The loser recorded no ContractCreated: that was the winner's to record.
    expect(await openedFor(app, application.id)).toEqual({ contracts: [winner], created: [] });
  });
});
