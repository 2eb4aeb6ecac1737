import type { NestExpressApplication } from '@nestjs/platform-express';
import { settleEvents } from '../factories/contracts';
import { signUpClient, signUpFreelancer } from '../factories/jobs';
import { makeOffer, offerTerms, pendingApplication } from '../factories/offers';
import { deliverAgain, expectNotificationEmail, nameUser } from '../notifications/notification-email';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';

describe('Offers with terms', () => {
  let app: NestExpressApplication;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  it('keeps every version: an offer, a counter-offer, its acceptance, and the contract freezes the accepted one', async () => {
    const { client, freelancer, application } = await pendingApplication(app);
    const first = await makeOffer(client, application.id);
    expect(first).toMatchObject({
      version: 1,
      proposedBy: 'client',
      status: 'open',
      rate: { type: 'hourly', currency: 'USD', amount: 2000 },
      hoursPerWeek: 20,
      startDate: '2027-01-04',
      endDate: '2027-06-30',
      notes: 'Weekly call on Mondays.',
      yours: true,
    });

    const counter = await freelancer.agent
      .post(`/api/offers/${first.id}/counter`)
      .send({ terms: offerTerms({ rate: { type: 'hourly', currency: 'USD', amount: 2400 }, endDate: null, milestones: [] }) })
      .expect(201);
    expect(counter.body).toMatchObject({ version: 2, proposedBy: 'freelancer', status: 'open', endDate: null, yours: true });

    const listed = (await client.agent.get(`/api/applications/${application.id}/offers`).expect(200)).body;
    expect(listed.map((offer: { version: number; status: string }) => [offer.version, offer.status])).toEqual([
      [2, 'open'],
      [1, 'countered'],
    ]);
    expect(listed[0].yours).toBe(false);

    // The countered version can no longer be accepted; the open one can, by the party who did not propose it.
    expectErrorBody((await freelancer.agent.post(`/api/offers/${first.id}/accept`).expect(409)).body, 409, 'JOBS.OFFER_NOT_OPEN');
    expectErrorBody(
      (await freelancer.agent.post(`/api/offers/${counter.body.id}/accept`).expect(403)).body,
      403,
      'JOBS.NOT_OFFER_RECIPIENT',
    );
    const accepted = await client.agent.post(`/api/offers/${counter.body.id}/accept`).expect(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', contractId: expect.any(String) });

    const contract = (await freelancer.agent.get(`/api/contracts/${accepted.body.contractId}`).expect(200)).body;
    expect(contract.offer).toEqual({
      offerId: counter.body.id,
      version: 2,
      rate: { type: 'hourly', currency: 'USD', amount: 2400 },
      hoursPerWeek: 20,
      startDate: '2027-01-04',
      endDate: null,
      milestones: [],
      notes: 'Weekly call on Mondays.',
    });
    expect(contract.progress).toEqual({ total: 0, approved: 0, waiting: 0 });
    expect((await client.agent.get(`/api/applications/${application.id}`).expect(200)).body.status).toBe('accepted');
  });

  it('lets the owner offer again after a decline or a withdrawal, never two open at once', async () => {
    const { client, freelancer, application } = await pendingApplication(app);
    const first = await makeOffer(client, application.id);
    expectErrorBody(
      (await client.agent.post(`/api/applications/${application.id}/offers`).send(offerTerms()).expect(409)).body,
      409,
      'JOBS.OFFER_ALREADY_OPEN',
    );
    expectErrorBody(
      (await client.agent.post(`/api/offers/${first.id}/decline`).send({}).expect(403)).body,
      403,
      'JOBS.NOT_OFFER_RECIPIENT',
    );
    const declined = await freelancer.agent.post(`/api/offers/${first.id}/decline`).send({ note: 'The rate is too low' }).expect(200);
    expect(declined.body).toMatchObject({ status: 'declined', decisionNote: 'The rate is too low', decidedAt: expect.any(String) });

    const second = await makeOffer(client, application.id, { rate: { type: 'fixed', currency: 'EUR', amount: 150000 } });
    expect(second).toMatchObject({ version: 2, status: 'open' });
    expectErrorBody((await freelancer.agent.post(`/api/offers/${second.id}/withdraw`).expect(403)).body, 403, 'JOBS.NOT_OFFER_PROPOSER');
    expect((await client.agent.post(`/api/offers/${second.id}/withdraw`).expect(200)).body.status).toBe('withdrawn');
    expectErrorBody((await freelancer.agent.post(`/api/offers/${second.id}/accept`).expect(409)).body, 409, 'JOBS.OFFER_NOT_OPEN');
    expect((await makeOffer(client, application.id)).version).toBe(3);
  });

  it('shows offers to the two parties only, and only the owner makes the first', async () => {
    const { client, freelancer, application } = await pendingApplication(app);
    const offer = await makeOffer(client, application.id);
    const stranger = await signUpFreelancer(app);
    const otherClient = await signUpClient(app);
    for (const outsider of [stranger, otherClient]) {
      expectErrorBody(
        (await outsider.agent.get(`/api/applications/${application.id}/offers`).expect(404)).body,
        404,
        'JOBS.APPLICATION_NOT_FOUND',
      );
      for (const action of ['accept', 'decline', 'withdraw'])
        expectErrorBody(
          (await outsider.agent.post(`/api/offers/${offer.id}/${action}`).send({}).expect(404)).body,
          404,
          'JOBS.OFFER_NOT_FOUND',
        );
      expectErrorBody(
        (await outsider.agent.post(`/api/offers/${offer.id}/counter`).send({ terms: offerTerms() }).expect(404)).body,
        404,
        'JOBS.OFFER_NOT_FOUND',
      );
    }
    await client.agent.post(`/api/offers/${offer.id}/withdraw`).expect(200);
    expectErrorBody(
      (await freelancer.agent.post(`/api/applications/${application.id}/offers`).send(offerTerms()).expect(403)).body,
      403,
      'JOBS.NOT_JOB_OWNER',
    );
    expectErrorBody((await otherClient.agent.post(`/api/applications/${application.id}/offers`).send(offerTerms()).expect(403)).body, 403);
  });

  it('refuses terms out of bounds with a 400', async () => {
    const { client, application } = await pendingApplication(app);
    const refused = [
      offerTerms({ endDate: '2027-01-03' }),
      offerTerms({ startDate: '2027-02-30' }),
      offerTerms({ startDate: 'tomorrow' }),
      offerTerms({ hoursPerWeek: 81 }),
      offerTerms({ rate: { type: 'hourly', currency: 'XXX', amount: 100 } }),
      offerTerms({ milestones: Array.from({ length: 51 }, (_, i) => ({ title: `M${i}`, dueDate: null, description: '' })) }),
      offerTerms({ milestones: [{ title: 'x'.repeat(121), dueDate: null, description: '' }] }),
      offerTerms({ milestones: ['not a milestone'] }),
      offerTerms({ notes: 'x'.repeat(5001) }),
    ];
    for (const body of refused)
      expectErrorBody((await client.agent.post(`/api/applications/${application.id}/offers`).send(body).expect(400)).body, 400);
    expect((await client.agent.get(`/api/applications/${application.id}/offers`).expect(200)).body).toEqual([]);
  });

  it('keeps the one-step acceptance: an offer at the proposal’s rate, accepted at once', async () => {
    const { client, freelancer, application } = await pendingApplication(app);
    const accepted = await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: 'Start Monday' }).expect(200);
    const offers = (await freelancer.agent.get(`/api/applications/${application.id}/offers`).expect(200)).body;
    expect(offers).toMatchObject([
      { version: 1, proposedBy: 'client', status: 'accepted', notes: 'Start Monday', endDate: null, milestones: [] },
    ]);
    const contract = (await client.agent.get(`/api/contracts/${accepted.body.contractId}`).expect(200)).body;
    expect(contract).toMatchObject({
      terms: 'Start Monday',
      offer: { version: 1, rate: application.proposedRate ?? null, notes: 'Start Monday' },
    });
  });

  describe('races: exactly one outcome', () => {
    it('two acceptances of one offer open one contract and refuse the other', async () => {
      const { client, freelancer, application } = await pendingApplication(app);
      const offer = await makeOffer(client, application.id);
      const answers = await Promise.all([1, 2].map(() => freelancer.agent.post(`/api/offers/${offer.id}/accept`)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const contracts = await sql<unknown[]>(app, 'select id from contracts where application_id = ?', [application.id]);
      expect(contracts).toHaveLength(1);
    });

    it('an acceptance meeting a counter-offer of the same version: one wins, the other is refused', async () => {
      const { client, freelancer, application } = await pendingApplication(app);
      const offer = await makeOffer(client, application.id);
      const [accept, counter] = await Promise.all([
        freelancer.agent.post(`/api/offers/${offer.id}/accept`),
        freelancer.agent.post(`/api/offers/${offer.id}/counter`).send({ terms: offerTerms() }),
      ]);
      expect([accept.status, counter.status].sort()).toEqual(accept.status === 200 ? [200, 409] : [201, 409]);
      const open = await sql<unknown[]>(app, "select id from job_offers where application_id = ? and status = 'open'", [application.id]);
      const contracts = await sql<unknown[]>(app, 'select id from contracts where application_id = ?', [application.id]);
      expect(open.length + contracts.length).toBe(1);
    });

    it('an acceptance meeting the withdrawal of the application: hired or withdrawn, never both', async () => {
      const { client, freelancer, application } = await pendingApplication(app);
      const offer = await makeOffer(client, application.id);
      const [accept, withdraw] = await Promise.all([
        freelancer.agent.post(`/api/offers/${offer.id}/accept`),
        freelancer.agent.post(`/api/applications/${application.id}/withdraw`),
      ]);
      expect([accept.status, withdraw.status].sort()).toEqual([200, 409]);
      const [row] = await sql<{ status: string }[]>(app, 'select status from applications where id = ?', [application.id]);
      const contracts = await sql<unknown[]>(app, 'select id from contracts where application_id = ?', [application.id]);
      expect(row.status).toBe(accept.status === 200 ? 'accepted' : 'withdrawn');
      expect(contracts).toHaveLength(accept.status === 200 ? 1 : 0);
      await settleEvents(app);
      const open = await sql<unknown[]>(app, "select id from job_offers where application_id = ? and status = 'open'", [application.id]);
      expect(open).toHaveLength(0);
    });
  });

  it('tells the other party of each move, in the bell, live and by email, once however often delivered', async () => {
    const { client, freelancer, application, job } = await pendingApplication(app);
    await nameUser(app, client, 'Cora', 'Client');
    await nameUser(app, freelancer, 'Fred', 'Lancer');
    const offer = await makeOffer(client, application.id);
    await settleEvents(app);
    await expectNotificationEmail(app, mailbox, {
      to: freelancer,
      firstName: 'Fred',
      subject: `New offer: “${job.title as string}”`,
      topic: 'offers',
      screen: `/applications?offer=${application.id}`,
      says: ['Cora Client made you an offer'],
    });
    await freelancer.agent.post(`/api/offers/${offer.id}/counter`).send({ terms: offerTerms() }).expect(201);
    await settleEvents(app);
    await expectNotificationEmail(app, mailbox, {
      to: client,
      firstName: 'Cora',
      subject: `Counter-offer: “${job.title as string}”`,
      topic: 'offers',
      screen: `/jobs/${job.id}/applications?offer=${application.id}`,
      says: ['Fred Lancer answered with a counter-offer (version 2)'],
    });
    const bell = async (member: typeof client) =>
      ((await member.agent.get('/api/notifications').expect(200)).body as { title: string }[]).filter((n) => /offer/i.test(n.title));
    expect((await bell(freelancer)).map((n) => n.title)).toEqual(['New offer']);
    expect((await bell(client)).map((n) => n.title)).toEqual(['Counter-offer']);

    await deliverAgain(app, 'jobs.offer_changed', 'applicationId', application.id);
    expect(await bell(freelancer)).toHaveLength(1);
    expect(await bell(client)).toHaveLength(1);
  });
});
