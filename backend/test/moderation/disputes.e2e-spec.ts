import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { completedContract, hire } from '../factories/contracts';
import { signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
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
});
