import type { NestExpressApplication } from '@nestjs/platform-express';
import { deliverAgain } from '../support/account-mail';
import { settleEvents } from '../factories/contracts';
import { apply, postJob, PROPOSAL_TERMS, signUpClient, signUpFreelancer } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

describe('Proposals', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('requires a valid rate and availability, and shows them to both parties', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);
    const send = (body: object) => freelancer.agent.post('/api/applications').send({ jobId: job.id, coverLetter: 'Hello', ...body });

    expectErrorBody((await send({ availability: PROPOSAL_TERMS.availability }).expect(400)).body, 400, 'VALIDATION_FAILED');
    for (const proposedRate of [
      { type: 'daily', currency: 'USD', amount: 100 },
      { type: 'hourly', currency: 'XXX', amount: 100 },
      { type: 'hourly', currency: 'USD', amount: 0 },
      { type: 'hourly', currency: 'USD', amount: 12.5 },
    ]) {
      await send({ proposedRate, availability: PROPOSAL_TERMS.availability }).expect(400);
    }
    for (const availability of [{ hoursPerWeek: 0 }, { hoursPerWeek: 81 }, { hoursPerWeek: 10, startDate: '2027-02-30' }, {}]) {
      await send({ proposedRate: PROPOSAL_TERMS.proposedRate, availability }).expect(400);
    }

    const sent = await send({ proposedRate: { type: 'fixed', currency: 'EUR', amount: 50000 }, availability: { hoursPerWeek: 10 } }).expect(
      201,
    );
    expect(sent.body).toMatchObject({
      status: 'pending',
      stage: 'new',
      proposedRate: { type: 'fixed', currency: 'EUR', amount: 50000 },
      availability: { hoursPerWeek: 10, startDate: null },
      decline: null,
      invitationId: null,
    });
    const owners = await client.agent.get(`/api/applications/job/${job.id}`).expect(200);
    expect(owners.body[0]).toMatchObject({ id: sent.body.id, proposedRate: { amount: 50000 } });
  });

  it('lets the applicant alone edit a pending proposal, and judges the new text', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const other = await signUpFreelancer(app);
    const job = await postJob(client.agent);
    const application = await apply(freelancer.agent, job.id);

    const edited = await freelancer.agent
      .patch(`/api/applications/${application.id}`)
      .send({ coverLetter: '  Updated letter.  ', availability: { hoursPerWeek: 30, startDate: '2027-03-01' } })
      .expect(200);
    expect(edited.body).toMatchObject({
      coverLetter: 'Updated letter.',
      proposedRate: PROPOSAL_TERMS.proposedRate,
      availability: { hoursPerWeek: 30, startDate: '2027-03-01' },
    });
    const rate = await freelancer.agent
      .patch(`/api/applications/${application.id}`)
      .send({ proposedRate: { type: 'hourly', currency: 'GBP', amount: 2500 } })
      .expect(200);
    expect(rate.body).toMatchObject({ coverLetter: 'Updated letter.', proposedRate: { currency: 'GBP', amount: 2500 } });

    expectErrorBody(
      (await other.agent.patch(`/api/applications/${application.id}`).send({ coverLetter: 'Mine' }).expect(403)).body,
      403,
      'JOBS.NOT_APPLICANT',
    );
    expectErrorBody(
      (await client.agent.patch(`/api/applications/${application.id}`).send({ coverLetter: 'Mine' }).expect(403)).body,
      403,
      'JOBS.NOT_APPLICANT',
    );
    await freelancer.agent.patch(`/api/applications/${application.id}`).send({ coverLetter: '   ' }).expect(400);
    await freelancer.agent.patch(`/api/applications/${application.id}`).send({ proposedRate: null }).expect(400);

    await client.agent.post(`/api/applications/${application.id}/reject`).send({ reason: 'not_a_fit' }).expect(200);
    expectErrorBody(
      (await freelancer.agent.patch(`/api/applications/${application.id}`).send({ coverLetter: 'Late' }).expect(409)).body,
      409,
      'JOBS.APPLICATION_NOT_PENDING',
    );
  });

  it('moves proposals through the pipeline: shortlist, decline with a reason, counts and filters, for the owner only', async () => {
    const client = await signUpClient(app);
    const stranger = await signUpClient(app);
    const job = await postJob(client.agent);
    const people = [await signUpFreelancer(app), await signUpFreelancer(app), await signUpFreelancer(app)];
    const [first, second, third] = await Promise.all(people.map((person) => apply(person.agent, job.id)));

    const shortlisted = await client.agent.post(`/api/applications/${first.id}/shortlist`).expect(200);
    expect(shortlisted.body.stage).toBe('shortlisted');
    await client.agent.post(`/api/applications/${first.id}/shortlist`).expect(200);
    expectErrorBody((await stranger.agent.post(`/api/applications/${first.id}/shortlist`).expect(403)).body, 403, 'JOBS.NOT_JOB_OWNER');
    await people[0].agent.post(`/api/applications/${first.id}/unshortlist`).expect(403);

    await client.agent.post(`/api/applications/${second.id}/reject`).send({ reason: 'nope' }).expect(400);
    await client.agent
      .post(`/api/applications/${second.id}/reject`)
      .send({ reason: 'other', note: 'x'.repeat(501) })
      .expect(400);
    const declined = await client.agent
      .post(`/api/applications/${second.id}/reject`)
      .send({ reason: 'rate_too_high', note: 'Our budget is 12/hour.' })
      .expect(200);
    expect(declined.body).toMatchObject({
      status: 'rejected',
      stage: 'declined',
      decline: { reason: 'rate_too_high', note: 'Our budget is 12/hour.' },
    });
    await client.agent.post(`/api/applications/${second.id}/shortlist`).expect(409);

    const counts = await client.agent.get(`/api/applications/job/${job.id}/stages`).expect(200);
    expect(counts.body).toEqual({ new: 1, shortlisted: 1, declined: 1, hired: 0 });
    await stranger.agent.get(`/api/applications/job/${job.id}/stages`).expect(403);
    const stage = async (name: string) =>
      (await client.agent.get(`/api/applications/job/${job.id}?stage=${name}`).expect(200)).body.map((a: { id: string }) => a.id);
    expect(await stage('new')).toEqual([third.id]);
    expect(await stage('shortlisted')).toEqual([first.id]);
    expect(await stage('declined')).toEqual([second.id]);
    expect(await stage('hired')).toEqual([]);
    await client.agent.get(`/api/applications/job/${job.id}?stage=archived`).expect(400);

    // The freelancer reads the reason in My Applications and is told, once however often the event comes.
    const mine = await people[1].agent.get('/api/applications/my').expect(200);
    expect(mine.body[0].decline).toEqual({ reason: 'rate_too_high', note: 'Our budget is 12/hour.' });
    await settleEvents(app);
    await deliverAgain(app, 'jobs.application_rejected', 'applicationId', second.id);
    const bell = (await people[1].agent.get('/api/notifications').expect(200)).body as { title: string; message: string }[];
    const told = bell.filter((notice) => notice.title === 'Application not selected');
    expect(told).toHaveLength(1);
    expect(told[0].message).toContain('above the client’s budget');
    expect(told[0].message).toContain('Our budget is 12/hour.');

    // The old body (no reason) still declines, as other.
    const plain = await client.agent.post(`/api/applications/${third.id}/reject`).expect(200);
    expect(plain.body.decline).toEqual({ reason: 'other', note: null });
  });

  it('settles a withdrawal racing the acceptance with exactly one outcome, and tells the owner of a withdrawal', async () => {
    for (let round = 0; round < 3; round++) {
      const client = await signUpClient(app);
      const freelancer = await signUpFreelancer(app);
      const job = await postJob(client.agent);
      const application = await apply(freelancer.agent, job.id);
      const [withdrawn, accepted] = await Promise.all([
        freelancer.agent.post(`/api/applications/${application.id}/withdraw`).then((r) => r.status),
        client.agent
          .post(`/api/applications/${application.id}/accept`)
          .send({ terms: 'Twenty hours a week' })
          .then((r) => r.status),
      ]);
      expect([withdrawn, accepted].sort()).toEqual([200, 409]);
      const [row] = await sql<{ status: string }[]>(app, 'select status from applications where id = ?', [application.id]);
      expect(row.status).toBe(withdrawn === 200 ? 'withdrawn' : 'accepted');
      const events = await sql<{ type: string }[]>(
        app,
        "select type from outbox_events where payload->>'applicationId' = ? and type in ('jobs.application_accepted', 'jobs.application_withdrawn')",
        [application.id],
      );
      expect(events).toHaveLength(1);
      if (withdrawn === 200) {
        await settleEvents(app);
        const bell = (await client.agent.get('/api/notifications').expect(200)).body as { title: string }[];
        expect(bell.map((notice) => notice.title)).toContain('Application withdrawn');
      }
    }
  });

  it('pushes an edit and a shortlisting once however often the event comes', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);
    const application = await apply(freelancer.agent, job.id);
    await client.agent.post(`/api/applications/${application.id}/shortlist`).expect(200);
    await settleEvents(app);
    expect(await deliverAgain(app, 'jobs.application_edited', 'applicationId', application.id)).toBe(1);
    const [row] = await sql<{ count: number }[]>(
      app,
      "select count(*)::int as count from processed_events p join outbox_events o on o.id = p.event_id where o.type = 'jobs.application_edited' and o.payload->>'applicationId' = ?",
      [application.id],
    );
    expect(row.count).toBe(1);
  });
});
