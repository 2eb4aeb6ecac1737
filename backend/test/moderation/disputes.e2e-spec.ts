import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { EventDispatcher } from '../../src/platform/outbox/event-handlers';
import { reviveIntegrationEvent } from '../../src/platform/outbox/integration-event';
import { completedContract, hire, settleEvents } from '../factories/contracts';
import { Member, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { openDispute } from '../factories/moderation';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

describe('Disputes', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('lets a party open a dispute on an active contract; both parties list it, nobody else', async () => {
    const { client, freelancer, contract, job } = await hire(app);
    const response = await freelancer.agent
      .post('/api/disputes')
      .send({ contractId: contract.id, reason: '  The last two weeks were not paid  ' })
      .expect(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      contractId: contract.id,
      jobTitle: job.title,
      clientId: client.id,
      freelancerId: freelancer.id,
      initiatorId: freelancer.id,
      reason: 'The last two weeks were not paid',
      status: 'open',
      resolution: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      resolvedAt: null,
    });
    for (const party of [client, freelancer]) {
      expect((await party.agent.get('/api/disputes/my').expect(200)).body).toEqual([response.body]);
    }
    expect((await (await signUpClient(app)).agent.get('/api/disputes/my').expect(200)).body).toEqual([]);
  });

  it('lets a party open a dispute on a completed contract', async () => {
    const { client, contract } = await completedContract(app);
    const dispute = await openDispute(client, contract.id);
    expect(dispute).toMatchObject({ contractId: contract.id, initiatorId: client.id, status: 'open' });
  });

  it('answers 404 Contract not found to anyone who is not a party, admins included, and for unknown contracts', async () => {
    const { contract } = await hire(app);
    for (const outsider of [await signUpFreelancer(app), await signUpClient(app), await signUpAdmin(app)]) {
      const response = await outsider.agent.post('/api/disputes').send({ contractId: contract.id, reason: 'Not mine' }).expect(404);
      expectErrorBody(response.body, 404, 'MODERATION.CONTRACT_NOT_FOUND');
      expect(response.body.message).toBe('Contract not found');
    }
    const unknown = await (
      await signUpFreelancer(app)
    ).agent
      .post('/api/disputes')
      .send({ contractId: randomUUID(), reason: 'Who?' })
      .expect(404);
    expectErrorBody(unknown.body, 404, 'MODERATION.CONTRACT_NOT_FOUND');
    expect(await sql<unknown[]>(app, 'select 1 from disputes where contract_id = ?', [contract.id])).toHaveLength(0);
  });

  it.each([
    ['no reason', {}],
    ['a blank reason', { reason: '   ' }],
    ['a reason over 2000 characters', { reason: 'r'.repeat(2001) }],
    ['a contractId that is not an id', { reason: 'Unpaid', contractId: 'contract-1' }],
    ['an unknown field', { reason: 'Unpaid', amount: 100 }],
  ])('refuses a dispute with %s', async (_case, body) => {
    const { freelancer, contract } = await hire(app);
    const response = await freelancer.agent
      .post('/api/disputes')
      .send({ contractId: contract.id, ...body })
      .expect(400);
    expectErrorBody(response.body, 400, 'VALIDATION_FAILED');
    expect(await sql<unknown[]>(app, 'select 1 from disputes where contract_id = ?', [contract.id])).toHaveLength(0);
  });

  it('keeps one unresolved dispute per contract, and takes a new one once it is resolved', async () => {
    const { client, freelancer, contract } = await hire(app);
    const admin = await signUpAdmin(app);
    const first = await openDispute(freelancer, contract.id);

    const refused = await client.agent.post('/api/disputes').send({ contractId: contract.id, reason: 'My side too' }).expect(409);
    expectErrorBody(refused.body, 409, 'MODERATION.DISPUTE_ALREADY_OPEN');

    await admin.agent.patch(`/api/admin/disputes/${first.id}`).send({ status: 'under_review' }).expect(200);
    expectErrorBody(
      (await freelancer.agent.post('/api/disputes').send({ contractId: contract.id, reason: 'Again' }).expect(409)).body,
      409,
      'MODERATION.DISPUTE_ALREADY_OPEN',
    );

    await admin.agent.patch(`/api/admin/disputes/${first.id}`).send({ status: 'resolved', resolution: 'Paid in full' }).expect(200);
    const second = await openDispute(client, contract.id, 'The delivered work was incomplete');
    expect(second).toMatchObject({ status: 'open', initiatorId: client.id });
    const listed = (await freelancer.agent.get('/api/disputes/my').expect(200)).body;
    expect(listed.map((dispute: { id: string; status: string }) => [dispute.id, dispute.status])).toEqual([
      [second.id, 'open'],
      [first.id, 'resolved'],
    ]);
  });

  it('lets only one of two disputes opened at the same moment through', async () => {
    const { client, freelancer, contract } = await hire(app);
    const statuses = await Promise.all(
      [client, freelancer].map(
        async (party) => (await party.agent.post('/api/disputes').send({ contractId: contract.id, reason: 'At once' })).status,
      ),
    );
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await sql<unknown[]>(app, 'select 1 from disputes where contract_id = ?', [contract.id])).toHaveLength(1);
  });

  type Notification = { type: string; entityId: string | null; title: string; message: string };
  const disputeOpenedNotifications = async (member: Member): Promise<Notification[]> =>
    ((await member.agent.get('/api/notifications').expect(200)).body as Notification[]).filter((n) => n.title === 'Dispute opened');

  it('tells the other party that a dispute was opened, once, and not the opener', async () => {
    const { client, freelancer, contract, job } = await hire(app);
    await settleEvents(app);
    const dispute = await openDispute(freelancer, contract.id);
    await settleEvents(app);

    expect(await disputeOpenedNotifications(client)).toEqual([
      expect.objectContaining({
        type: 'contract',
        entityId: contract.id,
        message: `Test User opened a dispute on “${job.title}”. An administrator will review it; the contract cannot be completed until then.`,
      }),
    ]);
    expect(await disputeOpenedNotifications(freelancer)).toEqual([]);

    // Delivered again (a relay that died before marking it published), and twice at once: still one.
    const [event] = await sql<{ id: string; type: string; payload: Record<string, unknown> }[]>(
      app,
      "select id, type, payload from outbox_events where type = 'moderation.dispute_opened' and payload->>'disputeId' = ?",
      [dispute.id],
    );
    const revived = reviveIntegrationEvent(event.type, event.payload);
    if (!revived) throw new Error('moderation.dispute_opened is not a registered event type');
    const dispatcher = app.get(EventDispatcher);
    await dispatcher.dispatch(event.id, revived);
    await Promise.all([dispatcher.dispatch(event.id, revived), dispatcher.dispatch(event.id, revived)]);
    await sql(app, 'update outbox_events set published_at = null, claimed_until = null where id = ?', [event.id]);
    await settleEvents(app);
    expect(await disputeOpenedNotifications(client)).toHaveLength(1);
  });

  it('refuses to complete a contract while a dispute is open or under review, and completes it once resolved', async () => {
    const { client, freelancer, contract } = await hire(app);
    const admin = await signUpAdmin(app);
    const dispute = await openDispute(client, contract.id);
    expect((await freelancer.agent.get(`/api/contracts/${contract.id}`).expect(200)).body).toMatchObject({
      status: 'active',
      hasOpenDispute: true,
    });

    for (const party of [client, freelancer]) {
      const refused = await party.agent.post(`/api/contracts/${contract.id}/complete`).expect(409);
      expectErrorBody(refused.body, 409, 'CONTRACTING.CONTRACT_UNDER_DISPUTE');
      expect(refused.body.message).toBe('This contract has an open dispute; it can be completed once an administrator resolves it');
    }
    await admin.agent.patch(`/api/admin/disputes/${dispute.id}`).send({ status: 'under_review' }).expect(200);
    expectErrorBody(
      (await freelancer.agent.post(`/api/contracts/${contract.id}/complete`).expect(409)).body,
      409,
      'CONTRACTING.CONTRACT_UNDER_DISPUTE',
    );
    const [row] = await sql<{ status: string; completed_at: Date | null }[]>(
      app,
      'select status, completed_at from contracts where id = ?',
      [contract.id],
    );
    expect(row).toEqual({ status: 'active', completed_at: null });

    await admin.agent.patch(`/api/admin/disputes/${dispute.id}`).send({ status: 'resolved', resolution: 'Paid in full' }).expect(200);
    const listed = (await client.agent.get('/api/contracts/my').expect(200)).body as { id: string; hasOpenDispute: boolean }[];
    expect(listed.find((item) => item.id === contract.id)?.hasOpenDispute).toBe(false);
    const completed = await freelancer.agent.post(`/api/contracts/${contract.id}/complete`).expect(200);
    expect(completed.body).toMatchObject({ status: 'completed', hasOpenDispute: false });
  });
});
