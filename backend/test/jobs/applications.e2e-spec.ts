import type { NestExpressApplication } from '@nestjs/platform-express';
import { OutboxRelay } from '../../src/platform/outbox/outbox-relay.service';
import { hire, settleEvents } from '../factories/contracts';
import { apply, postJob, signUpClient, signUpFreelancer, PROPOSAL_TERMS } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

describe('Applications', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('takes one application per freelancer per open job offer', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);

    const application = await apply(freelancer.agent, job.id, '  I know this work well.  ');
    expect(application).toMatchObject({
      jobId: job.id,
      freelancerId: freelancer.id,
      coverLetter: 'I know this work well.',
      proposal: 'I know this work well.',
      status: 'pending',
      job: { id: job.id, title: job.title, status: 'open', jobType: 'job_offer', clientId: client.id },
      freelancer: { id: freelancer.id, username: freelancer.username },
    });
    expectErrorBody(
      (
        await freelancer.agent
          .post('/api/applications')
          .send({ jobId: job.id, coverLetter: 'Again', ...PROPOSAL_TERMS })
          .expect(409)
      ).body,
      409,
      'JOBS.ALREADY_APPLIED',
    );

    const detail = await freelancer.agent.get(`/api/jobs/${job.id}`).expect(200);
    expect(detail.body).toMatchObject({ applicationCount: 1, myApplication: { id: application.id, status: 'pending' } });
    const mine = await freelancer.agent.get('/api/applications/my').expect(200);
    expect(mine.body.map((a: { id: string }) => a.id)).toEqual([application.id]);
  });

  it('links an accepted application to its contract for the applicant and the job’s owner; others get none', async () => {
    const { client, freelancer, job, application, contract } = await hire(app);
    const rejected = await signUpFreelancer(app);
    const other = await apply(rejected.agent, job.id);
    expect(other.contractId).toBeNull();

    for (const party of [client, freelancer]) {
      expect((await party.agent.get(`/api/applications/${application.id}`).expect(200)).body).toMatchObject({
        id: application.id,
        status: 'accepted',
        contractId: contract.id,
      });
    }
    const forJob = (await client.agent.get(`/api/applications/job/${job.id}`).expect(200)).body as {
      id: string;
      contractId: string | null;
    }[];
    expect(Object.fromEntries(forJob.map((item) => [item.id, item.contractId]))).toEqual({
      [application.id]: contract.id,
      [other.id]: null,
    });
    const mine = (await freelancer.agent.get('/api/applications/my').expect(200)).body as { id: string; contractId: string | null }[];
    expect(mine.find((item) => item.id === application.id)?.contractId).toBe(contract.id);

    // Neither the applicant nor the owner: no application, so no contract id either.
    for (const outsider of [rejected, await signUpClient(app)]) {
      const refused = await outsider.agent.get(`/api/applications/${application.id}`).expect(403);
      expectErrorBody(refused.body, 403, 'JOBS.NOT_JOB_OWNER');
      expect(refused.body).not.toHaveProperty('contractId');
    }
  });

  it('lets only one of two simultaneous applications through', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);
    const statuses = await Promise.all(
      [1, 2].map(() =>
        freelancer.agent
          .post('/api/applications')
          .send({ jobId: job.id, coverLetter: 'Twice at once', ...PROPOSAL_TERMS })
          .then((r) => r.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it("keeps a post's application count as applications come, race and go with a deleted account", async () => {
    const client = await signUpClient(app);
    const job = await postJob(client.agent);
    const countOf = async () =>
      ((await client.agent.get(`/api/jobs/${job.id}`).expect(200)).body as { applicationCount: number }).applicationCount;
    const [staying, leaving] = [await signUpFreelancer(app), await signUpFreelancer(app)];
    await apply(staying.agent, job.id);
    // Twice at once: the refused one adds nothing.
    await Promise.all(
      [1, 2].map(() => leaving.agent.post('/api/applications').send({ jobId: job.id, coverLetter: 'Twice at once', ...PROPOSAL_TERMS })),
    );
    expect(await countOf()).toBe(2);

    await leaving.agent.delete('/api/auth/account').send({ password: leaving.password }).expect(204);
    await settleEvents(app);
    expect(await countOf()).toBe(1);
    const [stored] = await sql<{ count: number }[]>(app, 'select count(*)::int as count from applications where job_id = ?', [job.id]);
    expect(stored.count).toBe(1);
  });

  it('refuses applications that break the rules', async () => {
    const client = await signUpClient(app);
    const otherClient = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);

    expectErrorBody(
      (
        await otherClient.agent
          .post('/api/applications')
          .send({ jobId: job.id, coverLetter: 'Hire me', ...PROPOSAL_TERMS })
          .expect(403)
      ).body,
      403,
      'JOBS.ONLY_FREELANCERS_APPLY',
    );

    const availability = await postJob(freelancer.agent, { jobType: 'job_seeking', title: 'Available' });
    const colleague = await signUpFreelancer(app);
    expectErrorBody(
      (
        await freelancer.agent
          .post('/api/applications')
          .send({ jobId: availability.id, coverLetter: 'Me', ...PROPOSAL_TERMS })
          .expect(403)
      ).body,
      403,
      'JOBS.OWN_JOB',
    );
    expectErrorBody(
      (
        await colleague.agent
          .post('/api/applications')
          .send({ jobId: availability.id, coverLetter: 'Me', ...PROPOSAL_TERMS })
          .expect(409)
      ).body,
      409,
      'JOBS.AVAILABILITY_POST',
    );

    const closed = await postJob(client.agent);
    await client.agent.post(`/api/jobs/${closed.id}/close`).expect(200);
    expectErrorBody(
      (
        await freelancer.agent
          .post('/api/applications')
          .send({ jobId: closed.id, coverLetter: 'Late', ...PROPOSAL_TERMS })
          .expect(409)
      ).body,
      409,
      'JOBS.NOT_ACCEPTING_APPLICATIONS',
    );

    const blank = await freelancer.agent
      .post('/api/applications')
      .send({ jobId: job.id, coverLetter: '   ', ...PROPOSAL_TERMS })
      .expect(400);
    expectErrorBody(blank.body, 400, 'VALIDATION_FAILED');
    expect(blank.body.message).toBe('Please provide a cover letter');
    expectErrorBody(
      (
        await freelancer.agent
          .post('/api/applications')
          .send({ jobId: job.id, coverLetter: 'x'.repeat(5001), ...PROPOSAL_TERMS })
          .expect(400)
      ).body,
      400,
    );
    expectErrorBody(
      (
        await freelancer.agent
          .post('/api/applications')
          .send({ jobId: 'nope', coverLetter: 'Hi', ...PROPOSAL_TERMS })
          .expect(400)
      ).body,
      400,
    );
    expectErrorBody(
      (
        await freelancer.agent
          .post('/api/applications')
          .send({ jobId: '00000000-0000-4000-8000-000000000000', coverLetter: 'Hi', ...PROPOSAL_TERMS })
          .expect(404)
      ).body,
      404,
      'JOBS.JOB_NOT_FOUND',
    );
  });

  it('keeps verified-only jobs to verified freelancers', async () => {
    const client = await signUpClient(app);
    const job = await postJob(client.agent, { verifiedOnly: true });
    const unverified = await signUpFreelancer(app);
    const verified = await signUpFreelancer(app, { verified: true });
    expectErrorBody(
      (
        await unverified.agent
          .post('/api/applications')
          .send({ jobId: job.id, coverLetter: 'Hi', ...PROPOSAL_TERMS })
          .expect(403)
      ).body,
      403,
      'JOBS.VERIFICATION_REQUIRED',
    );
    await apply(verified.agent, job.id);
  });

  it('shows a job’s applications to its owner only, pending first', async () => {
    const owner = await signUpClient(app);
    const other = await signUpClient(app);
    const job = await postJob(owner.agent);
    const first = await apply((await signUpFreelancer(app)).agent, job.id);
    const second = await apply((await signUpFreelancer(app)).agent, job.id);
    await owner.agent.post(`/api/applications/${first.id}/reject`).expect(200);

    const list = await owner.agent.get(`/api/applications/job/${job.id}`).expect(200);
    expect(list.body.map((a: { id: string; status: string }) => [a.id, a.status])).toEqual([
      [second.id, 'pending'],
      [first.id, 'rejected'],
    ]);
    expect(list.body[0].freelancer).toMatchObject({ firstName: 'Test', lastName: 'User' });
    expectErrorBody((await other.agent.get(`/api/applications/job/${job.id}`).expect(403)).body, 403, 'JOBS.NOT_JOB_OWNER');
    expectErrorBody((await owner.agent.get('/api/applications/job/00000000-0000-4000-8000-000000000000').expect(404)).body, 404);
  });

  it('accepts with terms, writes ApplicationAccepted to the outbox in the same transaction, and the relay delivers it', async () => {
    const owner = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(owner.agent);
    const application = await apply(freelancer.agent, job.id);

    const blank = await owner.agent.post(`/api/applications/${application.id}/accept`).send({ terms: ' ' }).expect(400);
    expect(blank.body.message).toBe('Please fill in contract terms');

    const accepted = await owner.agent
      .post(`/api/applications/${application.id}/accept`)
      .send({ terms: '20 hours a week at $15/hour' })
      .expect(200);
    expect(accepted.body.status).toBe('accepted');

    const rows = await sql<{ type: string; payload: Record<string, unknown> }[]>(
      app,
      "select type, payload from outbox_events where type = 'jobs.application_accepted' and payload->>'applicationId' = ?",
      [application.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].payload).toEqual({
      applicationId: application.id,
      jobId: job.id,
      clientId: owner.id,
      freelancerId: freelancer.id,
      jobTitle: job.title,
      terms: '20 hours a week at $15/hour',
      // The one-step path is an offer accepted at once, on the proposal's rate and hours (decision 0072).
      offer: expect.objectContaining({ version: 1, notes: '20 hours a week at $15/hour', endDate: null, milestones: [] }),
    });

    await app.get(OutboxRelay).drain();
    const contracts = await sql<{ terms: string }[]>(app, 'select terms from contracts where application_id = ?', [application.id]);
    expect(contracts).toEqual([{ terms: '20 hours a week at $15/hour' }]);
    const [row] = await sql<{ published_at: Date | null }[]>(
      app,
      "select published_at from outbox_events where payload->>'applicationId' = ? and type = 'jobs.application_accepted'",
      [application.id],
    );
    expect(row.published_at).not.toBeNull();

    expectErrorBody(
      (await owner.agent.post(`/api/applications/${application.id}/accept`).send({ terms: 'Again' }).expect(409)).body,
      409,
      'JOBS.APPLICATION_NOT_PENDING',
    );
    expectErrorBody(
      (await owner.agent.post(`/api/applications/${application.id}/reject`).expect(409)).body,
      409,
      'JOBS.APPLICATION_NOT_PENDING',
    );
  });

  it('lets the applicant alone withdraw a pending application, once, and records ApplicationWithdrawn', async () => {
    const owner = await signUpClient(app);
    const applicant = await signUpFreelancer(app);
    const job = await postJob(owner.agent);
    const application = await apply(applicant.agent, job.id);

    // The owner and anyone else may not; a missing application is not found.
    for (const other of [owner, await signUpFreelancer(app), await signUpClient(app)]) {
      expectErrorBody((await other.agent.post(`/api/applications/${application.id}/withdraw`).expect(403)).body, 403, 'JOBS.NOT_APPLICANT');
    }
    expectErrorBody(
      (await applicant.agent.post('/api/applications/00000000-0000-4000-8000-000000000000/withdraw').expect(404)).body,
      404,
      'JOBS.APPLICATION_NOT_FOUND',
    );

    const withdrawn = await applicant.agent.post(`/api/applications/${application.id}/withdraw`).expect(200);
    expect(withdrawn.body).toMatchObject({ id: application.id, status: 'withdrawn', contractId: null });
    const again = await applicant.agent.post(`/api/applications/${application.id}/withdraw`).expect(409);
    expectErrorBody(again.body, 409, 'JOBS.APPLICATION_NOT_PENDING');
    expect(again.body.message).toBe('This application has already been withdrawn.');
    // Nothing left for the owner to decide.
    expectErrorBody(
      (await owner.agent.post(`/api/applications/${application.id}/accept`).send({ terms: 'Terms' }).expect(409)).body,
      409,
      'JOBS.APPLICATION_NOT_PENDING',
    );
    const [row] = await sql<{ recorded: number }[]>(
      app,
      "select count(*)::int as recorded from outbox_events where type = 'jobs.application_withdrawn' and payload->>'applicationId' = ? and payload->>'clientId' = ?",
      [application.id, owner.id],
    );
    expect(row.recorded).toBe(1);
  });

  it('refuses to withdraw an application the owner already decided', async () => {
    const { freelancer, application } = await hire(app);
    const refused = await freelancer.agent.post(`/api/applications/${application.id}/withdraw`).expect(409);
    expectErrorBody(refused.body, 409, 'JOBS.APPLICATION_NOT_PENDING');
    expect(refused.body.message).toBe('This application has already been accepted.');
  });

  it('records every application event in the outbox', async () => {
    const owner = await signUpClient(app);
    const job = await postJob(owner.agent);
    const first = await apply((await signUpFreelancer(app)).agent, job.id);
    await owner.agent.post(`/api/applications/${first.id}/reject`).expect(200);
    const types = await sql<{ type: string }[]>(app, "select type from outbox_events where payload->>'jobId' = ? order by occurred_at", [
      job.id,
    ]);
    expect(types.map((row) => row.type)).toEqual(['jobs.job_posted', 'jobs.application_submitted', 'jobs.application_rejected']);
  });

  it('decides an application exactly once when two decisions race', async () => {
    const owner = await signUpClient(app);
    const job = await postJob(owner.agent);
    const application = await apply((await signUpFreelancer(app)).agent, job.id);
    const statuses = await Promise.all([
      owner.agent
        .post(`/api/applications/${application.id}/accept`)
        .send({ terms: 'Terms' })
        .then((r) => r.status),
      owner.agent.post(`/api/applications/${application.id}/reject`).then((r) => r.status),
    ]);
    expect(statuses.sort()).toEqual([200, 409]);
    const [row] = await sql<{ decided: number }[]>(
      app,
      "select count(*)::int as decided from outbox_events where payload->>'applicationId' = ? and type in ('jobs.application_accepted', 'jobs.application_rejected')",
      [application.id],
    );
    expect(row.decided).toBe(1);
  });

  it('counts pending applications on the dashboard and posted jobs on the landing page', async () => {
    await settleEvents(app);
    const before = (await (await signUpFreelancer(app)).agent.get('/api/platform/stats')).body.totalJobs;
    const owner = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const jobs = [await postJob(owner.agent), await postJob(owner.agent)];
    await postJob(freelancer.agent, { jobType: 'job_seeking' });
    for (const job of jobs) await apply(freelancer.agent, job.id);

    expect((await freelancer.agent.get('/api/dashboard/stats')).body.pendingApplications).toBe(2);
    expect((await owner.agent.get('/api/dashboard/stats')).body.pendingApplications).toBe(2);
    const [firstApplication] = (await owner.agent.get(`/api/applications/job/${jobs[0].id}`)).body;
    await owner.agent.post(`/api/applications/${firstApplication.id}/reject`).expect(200);
    expect((await freelancer.agent.get('/api/dashboard/stats')).body.pendingApplications).toBe(1);
    expect((await owner.agent.get('/api/dashboard/stats')).body.pendingApplications).toBe(1);

    // The landing page's figures are counters that jobs' events move (decision 0076).
    await settleEvents(app);
    const after = (await freelancer.agent.get('/api/platform/stats')).body.totalJobs;
    expect(after - before).toBe(2);
  });
});
