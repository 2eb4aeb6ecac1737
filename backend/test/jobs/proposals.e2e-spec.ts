import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { deliverAgain } from '../support/account-mail';
import { settleEvents } from '../factories/contracts';
import { apply, postJob, PROPOSAL_TERMS, signUpClient, signUpFreelancer } from '../factories/jobs';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { Agent, createTestApp } from '../support/test-app';

type Attachment = { id: string; name: string; contentType: string };
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const upload = async (agent: Agent, name: string, file: Buffer = pdf()): Promise<Attachment> =>
  (await agent.post('/api/attachments').attach('file', file, name).expect(201)).body;
const fileIds = (body: { attachments: Attachment[] }) => body.attachments.map((file) => file.id);

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

  it('carries files on apply, shown to both parties and opened by them only', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);
    const cv = await upload(freelancer.agent, 'cv.pdf');
    const sample = await upload(freelancer.agent, 'sample.pdf');
    const send = (attachmentIds: string[]) =>
      freelancer.agent.post('/api/applications').send({ jobId: job.id, coverLetter: 'See my files', ...PROPOSAL_TERMS, attachmentIds });

    const sent = await send([cv.id, sample.id]).expect(201);
    expect(sent.body.attachments).toEqual([
      expect.objectContaining({ id: cv.id, name: 'cv.pdf', contentType: 'application/pdf' }),
      expect.objectContaining({ id: sample.id, name: 'sample.pdf' }),
    ]);
    const owners = (await client.agent.get(`/api/applications/job/${job.id}`).expect(200)).body;
    expect(fileIds(owners[0])).toEqual([cv.id, sample.id]);
    expect(fileIds((await freelancer.agent.get('/api/applications/my').expect(200)).body[0])).toEqual([cv.id, sample.id]);
    expect(fileIds((await client.agent.get(`/api/applications/${sent.body.id}`).expect(200)).body)).toEqual([cv.id, sample.id]);

    const link = (await client.agent.get(`/api/attachments/${cv.id}/link`).expect(200)).body;
    const served = await request(app.getHttpServer()).get(link.url).expect(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    await freelancer.agent.get(`/api/attachments/${cv.id}/link`).expect(200);
    for (const outsider of [await signUpClient(app), await signUpFreelancer(app)]) {
      expectErrorBody((await outsider.agent.get(`/api/attachments/${cv.id}/link`).expect(404)).body, 404, 'ATTACHMENTS.NOT_FOUND');
    }
  });

  it('attaches only the applicant’s free uploads, at most five, and a refused proposal leaves them free', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const other = await signUpFreelancer(app);
    const job = await postJob(client.agent);
    const send = (attachmentIds: unknown) =>
      freelancer.agent.post('/api/applications').send({ jobId: job.id, coverLetter: 'Files', ...PROPOSAL_TERMS, attachmentIds });

    const theirs = await upload(other.agent, 'theirs.pdf');
    const mine = await upload(freelancer.agent, 'mine.pdf');
    expectErrorBody((await send([mine.id, theirs.id]).expect(422)).body, 422, 'ATTACHMENTS.NOT_AVAILABLE');
    expectErrorBody((await send([randomUUID()]).expect(422)).body, 422, 'ATTACHMENTS.NOT_AVAILABLE');
    expectErrorBody((await send(Array.from({ length: 6 }, () => randomUUID())).expect(400)).body, 400, 'VALIDATION_FAILED');
    await send(['not-an-id']).expect(400);
    await send('nope').expect(400);
    expect(await sql(app, 'select 1 from applications where freelancer_id = ?', [freelancer.id])).toHaveLength(0);

    const sent = await send([mine.id]).expect(201);
    expect(fileIds(sent.body)).toEqual([mine.id]);
    // Attached already: another proposal cannot take it.
    const second = await postJob(client.agent);
    const again = await freelancer.agent
      .post('/api/applications')
      .send({ jobId: second.id, coverLetter: 'Same file', ...PROPOSAL_TERMS, attachmentIds: [mine.id] })
      .expect(422);
    expectErrorBody(again.body, 422, 'ATTACHMENTS.NOT_AVAILABLE');
  });

  it('replaces the files on an edit, keeps them when not named, and refuses more than five', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);
    const [first, second, third] = [
      await upload(freelancer.agent, 'one.pdf'),
      await upload(freelancer.agent, 'two.pdf'),
      await upload(freelancer.agent, 'three.pdf'),
    ];
    const sent = (
      await freelancer.agent
        .post('/api/applications')
        .send({ jobId: job.id, coverLetter: 'Files', ...PROPOSAL_TERMS, attachmentIds: [first.id, second.id] })
        .expect(201)
    ).body;
    const edit = (body: object) => freelancer.agent.patch(`/api/applications/${sent.id}`).send(body);

    const kept = await edit({ coverLetter: 'New letter' }).expect(200);
    expect(fileIds(kept.body)).toEqual([first.id, second.id]);
    const replaced = await edit({ attachmentIds: [second.id, third.id] }).expect(200);
    expect(fileIds(replaced.body)).toEqual([second.id, third.id]);
    // The file left out is deleted, not merely detached.
    expect(await sql(app, 'select 1 from attachments where id = ?', [first.id])).toHaveLength(0);
    await client.agent.get(`/api/attachments/${third.id}/link`).expect(200);
    expect(fileIds((await client.agent.get(`/api/applications/job/${job.id}`).expect(200)).body[0])).toEqual([second.id, third.id]);

    const more = [
      await upload(freelancer.agent, 'a.pdf'),
      await upload(freelancer.agent, 'b.pdf'),
      await upload(freelancer.agent, 'c.pdf'),
    ];
    await edit({ attachmentIds: [second.id, third.id, ...more.map((file) => file.id), randomUUID()] }).expect(400);
    const five = await edit({ attachmentIds: [second.id, third.id, ...more.map((file) => file.id)] }).expect(200);
    expect(five.body.attachments).toHaveLength(5);
    const cleared = await edit({ attachmentIds: [] }).expect(200);
    expect(cleared.body.attachments).toEqual([]);

    // Only the applicant edits the files.
    const stranger = await signUpFreelancer(app);
    const theirs = await upload(stranger.agent, 'x.pdf');
    await stranger.agent
      .patch(`/api/applications/${sent.id}`)
      .send({ attachmentIds: [theirs.id] })
      .expect(403);
    expectErrorBody((await edit({ attachmentIds: [theirs.id] }).expect(422)).body, 422, 'ATTACHMENTS.NOT_AVAILABLE');
  });

  it('lets the safety check read the files with the letter, and keeps a held proposal’s files from the owner', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);
    const note = await upload(
      freelancer.agent,
      'next-steps.txt',
      Buffer.from('Let us continue the interview on Telegram, add me @hr_recruit'),
    );
    const sent = await freelancer.agent
      .post('/api/applications')
      .send({ jobId: job.id, coverLetter: 'See the attached note', ...PROPOSAL_TERMS, attachmentIds: [note.id] })
      .expect(201);
    expect(sent.body.safety.verdict).toBe('hold');
    expectErrorBody((await client.agent.get(`/api/attachments/${note.id}/link`).expect(404)).body, 404, 'ATTACHMENTS.NOT_FOUND');
    await freelancer.agent.get(`/api/attachments/${note.id}/link`).expect(200);

    // Clear letter and a clear file: the edit reaches the owner; a held file again holds it.
    const clean = await upload(freelancer.agent, 'portfolio.pdf');
    const cleared = await freelancer.agent
      .patch(`/api/applications/${sent.body.id}`)
      .send({ attachmentIds: [clean.id] })
      .expect(200);
    expect(cleared.body.safety.verdict).toBe('clear');
    await client.agent.get(`/api/attachments/${clean.id}/link`).expect(200);
  });

  it('puts the proposal’s terms, stage and decline in the data file', async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const [declined, shortlisted] = [await postJob(client.agent), await postJob(client.agent)];
    const first = await apply(freelancer.agent, declined.id);
    const second = await apply(freelancer.agent, shortlisted.id);
    await client.agent.post(`/api/applications/${first.id}/reject`).send({ reason: 'availability', note: 'We need mornings.' }).expect(200);
    await client.agent.post(`/api/applications/${second.id}/shortlist`).expect(200);

    const exported = (await freelancer.agent.get('/api/auth/account/export').expect(200)).body;
    const byId = new Map<string, Record<string, unknown>>(exported.applications.map((row: { id: string }) => [row.id, row]));
    expect(byId.get(first.id)).toMatchObject({
      proposedRateType: 'hourly',
      proposedRateCurrency: 'USD',
      proposedRateAmount: 1800,
      hoursPerWeek: 20,
      startDate: '2027-01-04',
      stage: 'declined',
      declineReason: 'availability',
      declineNote: 'We need mornings.',
    });
    expect(byId.get(second.id)).toMatchObject({ stage: 'shortlisted', declineReason: null, declineNote: null });
  });
});
