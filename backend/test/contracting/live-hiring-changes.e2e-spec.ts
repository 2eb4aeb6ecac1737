import type { NestExpressApplication } from '@nestjs/platform-express';
import { EventDispatcher } from '../../src/platform/outbox/event-handlers';
import { reviveIntegrationEvent } from '../../src/platform/outbox/integration-event';
import { TERMS, contractOfApplication, settleEvents } from '../factories/contracts';
import { Member, apply, postJob, signUpClient, signUpFreelancer } from '../factories/jobs';
import { sendMessage } from '../factories/messages';
import { sessionCookie } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { LiveSocket, PushedEvent } from '../support/live-socket';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

/** How long a push may take in these tests: generous for a loaded CI machine, far below a poll. */
const PUSH_BOUND_MS = 5_000;

type OutboxRow = { id: string; type: string; payload: Record<string, unknown> };

/** The application and contract events a socket received, in order, without the type-independent noise. */
function changes(socket: LiveSocket): PushedEvent[] {
  return socket.events.filter((event) => event.type === 'application_changed' || event.type === 'contract_changed');
}

describe('Application and contract changes over /ws', () => {
  let app: NestExpressApplication;
  let client: Member;
  let freelancer: Member;
  let clientSocket: LiveSocket;
  let freelancerSocket: LiveSocket;

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    client = await signUpClient(app);
    freelancer = await signUpFreelancer(app);
    clientSocket = await LiveSocket.open(app, await sessionCookie(app, client));
    freelancerSocket = await LiveSocket.open(app, await sessionCookie(app, freelancer));
  });
  afterEach(() => Promise.all([clientSocket.close(), freelancerSocket.close()]));

  it('tells the job owner and the applicant of a new application and of its rejection, and no one else', async () => {
    const outsider = await signUpFreelancer(app);
    const outsiderSocket = await LiveSocket.open(app, await sessionCookie(app, outsider));
    try {
      const job = await postJob(client.agent);
      const application = await apply(freelancer.agent, job.id);
      const submitted = { type: 'application_changed', applicationId: application.id, jobId: job.id, status: 'pending' };
      for (const socket of [clientSocket, freelancerSocket]) {
        expect(await socket.waitFor('application_changed', undefined, PUSH_BOUND_MS)).toEqual(submitted);
      }

      await client.agent.post(`/api/applications/${application.id}/reject`).expect(200);
      const rejected = { ...submitted, status: 'rejected' };
      for (const socket of [clientSocket, freelancerSocket]) {
        expect(await socket.waitFor('application_changed', (event) => event.status === 'rejected', PUSH_BOUND_MS)).toEqual(rejected);
      }

      // A message to the outsider arrives after anything the hiring flow could have pushed them.
      await sendMessage(client, outsider.id, 'Are you free next month?');
      await outsiderSocket.waitFor('new_message', undefined, PUSH_BOUND_MS);
      expect(changes(outsiderSocket)).toEqual([]);
    } finally {
      await outsiderSocket.close();
    }
  });

  it('tells the job owner and the applicant of a withdrawal', async () => {
    const job = await postJob(client.agent);
    const application = await apply(freelancer.agent, job.id);
    await freelancer.agent.post(`/api/applications/${application.id}/withdraw`).expect(200);
    const withdrawn = { type: 'application_changed', applicationId: application.id, jobId: job.id, status: 'withdrawn' };
    for (const socket of [clientSocket, freelancerSocket]) {
      expect(await socket.waitFor('application_changed', (event) => event.status === 'withdrawn', PUSH_BOUND_MS)).toEqual(withdrawn);
    }
  });

  it('tells both parties of the acceptance, the new contract and its completion; a stale completion says who got there first', async () => {
    const job = await postJob(client.agent);
    const application = await apply(freelancer.agent, job.id);
    await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: TERMS }).expect(200);
    const contract = await contractOfApplication(client, application.id);
    for (const socket of [clientSocket, freelancerSocket]) {
      await socket.waitFor('application_changed', (event) => event.status === 'accepted', PUSH_BOUND_MS);
      expect(await socket.waitFor('contract_changed', undefined, PUSH_BOUND_MS)).toEqual({
        type: 'contract_changed',
        contractId: contract.id,
        status: 'active',
      });
    }

    await freelancer.agent.post(`/api/contracts/${contract.id}/complete`).expect(200);
    for (const socket of [clientSocket, freelancerSocket]) {
      expect(await socket.waitFor('contract_changed', (event) => event.status === 'completed', PUSH_BOUND_MS)).toEqual({
        type: 'contract_changed',
        contractId: contract.id,
        status: 'completed',
      });
    }

    // The client's screen still showed it active: the refusal tells them why.
    const late = (await client.agent.post(`/api/contracts/${contract.id}/complete`).expect(409)).body;
    expectErrorBody(late, 409, 'CONTRACTING.CONTRACT_NOT_ACTIVE');
    expect(late.message).toBe('The other party has already marked this contract as complete.');
    const again = (await freelancer.agent.post(`/api/contracts/${contract.id}/complete`).expect(409)).body;
    expect(again.message).toBe('You have already marked this contract as complete.');
    const decided = (await client.agent.post(`/api/applications/${application.id}/reject`).expect(409)).body;
    expectErrorBody(decided, 409, 'JOBS.APPLICATION_NOT_PENDING');
    expect(decided.message).toBe('This application has already been accepted.');
  });

  it('pushes each change once, however often its event is delivered', async () => {
    // Each step waits for its push: a push carries the status its row has when it is sent.
    const bothReceive = (type: string, status: string) =>
      Promise.all(
        [clientSocket, freelancerSocket].map((socket) => socket.waitFor(type, (event) => event.status === status, PUSH_BOUND_MS)),
      );
    const job = await postJob(client.agent);
    const application = await apply(freelancer.agent, job.id);
    await bothReceive('application_changed', 'pending');
    await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: TERMS }).expect(200);
    const contract = await contractOfApplication(client, application.id);
    await bothReceive('contract_changed', 'active');
    await client.agent.post(`/api/contracts/${contract.id}/complete`).expect(200);
    await bothReceive('contract_changed', 'completed');
    await settleEvents(app);
    const before = changes(clientSocket).length;
    expect(changes(freelancerSocket)).toHaveLength(before);

    const events = await sql<OutboxRow[]>(
      app,
      `select id, type, payload from outbox_events
       where payload->>'applicationId' = ? or payload->>'contractId' = ? order by occurred_at, id`,
      [application.id, contract.id],
    );
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'jobs.application_submitted',
        'jobs.application_accepted',
        'contracting.contract_created',
        'contracting.contract_completed',
      ]),
    );
    const dispatcher = app.get(EventDispatcher);
    for (const { id, type, payload } of events) {
      const event = reviveIntegrationEvent(type, payload);
      if (!event) throw new Error(`unknown event type ${type}`);
      await dispatcher.dispatch(id, event);
      // Two deliveries racing each other as well.
      await Promise.all([dispatcher.dispatch(id, event), dispatcher.dispatch(id, event)]);
    }

    // Pushes reach a socket in the order they were published: a message sent now arrives after
    // anything the repeated deliveries could have pushed.
    const marker = await sendMessage(client, freelancer.id, 'All done, thank you!');
    for (const socket of [clientSocket, freelancerSocket]) {
      await socket.waitFor('new_message', (event) => (event.message as { id: string }).id === marker.id, PUSH_BOUND_MS);
      expect(changes(socket).map((event) => [event.type, event.status])).toEqual([
        ['application_changed', 'pending'],
        ['application_changed', 'accepted'],
        ['contract_changed', 'active'],
        ['contract_changed', 'completed'],
      ]);
    }
  });
});
