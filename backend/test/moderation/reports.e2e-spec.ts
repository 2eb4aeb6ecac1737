import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { Member, postJob, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { sendMessage } from '../factories/messages';
import { fileReport } from '../factories/moderation';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

describe('Reports', () => {
  let app: NestExpressApplication;
  let reporter: Member;
  let client: Member;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    reporter = await signUpFreelancer(app);
    client = await signUpClient(app);
  });

  const storedReportsOf = (member: Member) => sql<unknown[]>(app, 'select 1 from reports where reporter_id = ?', [member.id]);

  it('files a report on a user, a job post and a message, pending, and lists the reporter’s own, newest first', async () => {
    const job = await postJob(client.agent);
    const message = await sendMessage(client, reporter.id, 'Pay me outside the platform and I will give you a discount');

    const onUser = await reporter.agent
      .post('/api/reports')
      .send({ reportType: 'user', targetId: client.id, reason: '  Rude and threatening  ', evidence: '  https://example.test/shot.png ' })
      .expect(201);
    expect(onUser.body).toEqual({
      id: expect.any(String),
      reportType: 'user',
      targetId: client.id,
      reason: 'Rude and threatening',
      evidence: 'https://example.test/shot.png',
      status: 'pending',
      note: null,
      createdAt: expect.any(String),
      reviewedAt: null,
    });
    const onJob = await fileReport(reporter, 'job', job.id);
    const onMessage = (
      await reporter.agent
        .post('/api/reports')
        .send({ reportType: 'message', targetId: message.id, reason: 'Scam', evidence: '   ' })
        .expect(201)
    ).body;
    expect(onMessage).toMatchObject({ reportType: 'message', targetId: message.id, evidence: null, status: 'pending' });

    const mine = (await reporter.agent.get('/api/reports/my').expect(200)).body;
    expect(mine.map((report: { id: string }) => report.id)).toEqual([onMessage.id, onJob.id, onUser.body.id]);
    expect((await client.agent.get('/api/reports/my').expect(200)).body).toEqual([]);
  });

  it('lets the sender report their own message too', async () => {
    const message = await sendMessage(reporter, client.id, 'hello');
    await fileReport(reporter, 'message', message.id);
  });

  it('takes a reason of exactly 2000 characters and evidence of exactly 5000', async () => {
    const response = await reporter.agent
      .post('/api/reports')
      .send({ reportType: 'user', targetId: client.id, reason: 'r'.repeat(2000), evidence: 'e'.repeat(5000) })
      .expect(201);
    expect(response.body.reason).toHaveLength(2000);
    expect(response.body.evidence).toHaveLength(5000);
  });

  it.each([
    ['no reason', { reportType: 'user' }],
    ['a blank reason', { reportType: 'user', reason: ' \n ' }],
    ['a reason over 2000 characters', { reportType: 'user', reason: 'r'.repeat(2001) }],
    ['evidence over 5000 characters', { reportType: 'user', reason: 'Spam', evidence: 'e'.repeat(5001) }],
    ['a reason that is not text', { reportType: 'user', reason: { text: 'Spam' } }],
    ['an unknown report type', { reportType: 'contract', reason: 'Spam' }],
    ['no report type', { reason: 'Spam' }],
    ['a target that is not an id', { reportType: 'user', reason: 'Spam', targetId: 'bob' }],
    ['an unknown field', { reportType: 'user', reason: 'Spam', severity: 'high' }],
    ['a null evidence', { reportType: 'user', reason: 'Spam', evidence: null }],
  ])('refuses a report with %s, storing nothing', async (_case, body) => {
    const response = await reporter.agent
      .post('/api/reports')
      .send({ targetId: client.id, ...body })
      .expect(400);
    expectErrorBody(response.body, 400, 'VALIDATION_FAILED');
    expect(await storedReportsOf(reporter)).toHaveLength(0);
  });

  it('refuses reporting yourself', async () => {
    const response = await reporter.agent
      .post('/api/reports')
      .send({ reportType: 'user', targetId: reporter.id, reason: 'Me' })
      .expect(400);
    expectErrorBody(response.body, 400, 'MODERATION.SELF_REPORT');
    expect(response.body.message).toBe('You cannot report yourself');
  });

  it('answers 404 for a target that does not exist or that the reporter cannot see', async () => {
    const job = await postJob(client.agent);
    const other = await signUpFreelancer(app);
    // A message between two other users: the reporter cannot see it, so it does not exist for them.
    const theirs = await sendMessage(client, other.id, 'between us');
    const mine = await sendMessage(client, reporter.id, 'to the reporter');
    for (const [reportType, targetId] of [
      ['user', randomUUID()],
      ['job', randomUUID()],
      ['message', randomUUID()],
      ['message', theirs.id],
      // Ids of one kind are no target of another.
      ['job', mine.id],
      ['user', job.id],
      ['message', job.id],
    ]) {
      const response = await reporter.agent.post('/api/reports').send({ reportType, targetId, reason: 'Spam' });
      expect({ reportType, targetId, status: response.status }).toEqual({ reportType, targetId, status: 404 });
      expectErrorBody(response.body, 404, 'MODERATION.REPORT_TARGET_NOT_FOUND');
      expect(response.body.message).toBe('Report target not found');
    }
    expect(await storedReportsOf(reporter)).toHaveLength(0);
  });

  it('keeps one pending report per reporter and target, also when two arrive at once', async () => {
    const job = await postJob(client.agent);
    await fileReport(reporter, 'job', job.id);
    const again = await reporter.agent
      .post('/api/reports')
      .send({ reportType: 'job', targetId: job.id, reason: 'Still there' })
      .expect(409);
    expectErrorBody(again.body, 409, 'MODERATION.ALREADY_REPORTED');

    // Another reporter, and another target of the same reporter, are not duplicates.
    await fileReport(await signUpFreelancer(app), 'job', job.id);
    await fileReport(reporter, 'user', client.id);

    const racer = await signUpFreelancer(app);
    const statuses = await Promise.all(
      [1, 2].map(async () => (await racer.agent.post('/api/reports').send({ reportType: 'job', targetId: job.id, reason: 'Spam' })).status),
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('takes a new report on the same target once the pending one was reviewed', async () => {
    const admin = await signUpAdmin(app);
    const first = await fileReport(reporter, 'user', client.id);
    await admin.agent.patch(`/api/admin/reports/${first.id}`).send({ status: 'dismissed', note: 'Nothing against the rules' }).expect(200);
    const second = await fileReport(reporter, 'user', client.id, 'It happened again');
    expect(second.id).not.toBe(first.id);
    const mine = (await reporter.agent.get('/api/reports/my').expect(200)).body;
    expect(mine.map((report: { status: string }) => report.status)).toEqual(['pending', 'dismissed']);
    expect(mine[1].note).toBe('Nothing against the rules');
  });
});
