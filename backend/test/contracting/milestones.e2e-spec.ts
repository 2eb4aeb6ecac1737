import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ReviewWaitingSubmissionsCommand } from '../../src/contexts/contracting/application/commands/review-waiting-submissions';
import { Clock } from '../../src/platform/clock/clock';
import { settleEvents } from '../factories/contracts';
import { Member, signUpClient } from '../factories/jobs';
import { hireOnOffer } from '../factories/offers';
import { deliverAgain, expectNotificationEmail, nameUser } from '../notifications/notification-email';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';

const DAY_MS = 24 * 60 * 60 * 1000;
type Milestone = { id: string; position: number; title: string; status: string; latestSubmission: Record<string, unknown> | null };

describe('Milestones without money', () => {
  let app: NestExpressApplication;
  let mailbox: TestMailbox;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  const milestonesOf = async (member: Member, contractId: string): Promise<Milestone[]> =>
    (await member.agent.get(`/api/contracts/${contractId}/milestones`).expect(200)).body;
  const submit = (member: Member, milestoneId: string, body: Record<string, unknown> = { note: 'Done, see the notes' }) =>
    member.agent.post(`/api/milestones/${milestoneId}/submissions`).send(body);
  const latest = (milestone: { latestSubmission: Record<string, unknown> | null }) => milestone.latestSubmission as { id: string };

  /** Runs `work` with the app's clock `ms` ahead. */
  async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
    const clock = app.get(Clock);
    const realNow = clock.now.bind(clock);
    clock.now = () => new Date(realNow().getTime() + ms);
    try {
      return await work();
    } finally {
      clock.now = realNow;
    }
  }
  const reviewWaiting = (): Promise<{ reminded: number; autoApproved: number }> =>
    app.get(CommandBus).execute(new ReviewWaitingSubmissionsCommand());

  it('are the accepted offer’s, submitted with files, sent back, resubmitted and approved; the contract shows progress', async () => {
    const { client, freelancer, contractId } = await hireOnOffer(app);
    const milestones = await milestonesOf(freelancer, contractId);
    expect(milestones).toMatchObject([
      { position: 1, title: 'Set up the help desk', dueDate: '2027-01-15', status: 'open', latestSubmission: null },
      { position: 2, title: 'Monthly report', dueDate: null, status: 'open', latestSubmission: null },
    ]);

    const file = await freelancer.agent
      .post('/api/attachments')
      .attach('file', Buffer.from('Week one: 120 tickets answered.\n'), { filename: 'report.txt', contentType: 'text/plain' })
      .expect(201);
    const submitted = await submit(freelancer, milestones[0].id, { note: 'Set up, see the report', attachmentIds: [file.body.id] }).expect(
      201,
    );
    expect(submitted.body).toMatchObject({
      status: 'submitted',
      latestSubmission: { note: 'Set up, see the report', outcome: null, attachments: [{ id: file.body.id, name: 'report.txt' }] },
    });
    const { submittedAt, autoApproveAt } = submitted.body.latestSubmission as { submittedAt: string; autoApproveAt: string };
    expect(new Date(autoApproveAt).getTime() - new Date(submittedAt).getTime()).toBe(7 * DAY_MS);
    // The client reads the file too; anyone else does not.
    await client.agent.get(`/api/attachments/${file.body.id}/link`).expect(200);
    await (await signUpClient(app)).agent.get(`/api/attachments/${file.body.id}/link`).expect(404);

    expectErrorBody((await submit(freelancer, milestones[0].id).expect(409)).body, 409, 'CONTRACTING.MILESTONE_NOT_SUBMITTABLE');
    expect((await client.agent.get(`/api/contracts/${contractId}`).expect(200)).body.progress).toEqual({
      total: 2,
      approved: 0,
      waiting: 1,
    });
    expectErrorBody(
      (await client.agent.post(`/api/contracts/${contractId}/complete`).expect(409)).body,
      409,
      'CONTRACTING.SUBMISSION_AWAITS_ANSWER',
    );

    const sentBack = await client.agent
      .post(`/api/milestone-submissions/${latest(submitted.body).id}/request-changes`)
      .send({ note: 'Add the macros list' })
      .expect(200);
    expect(sentBack.body).toMatchObject({
      status: 'changes_requested',
      latestSubmission: { outcome: 'changes_requested', outcomeNote: 'Add the macros list' },
    });
    expectErrorBody(
      (await client.agent.post(`/api/milestone-submissions/${latest(submitted.body).id}/approve`).expect(409)).body,
      409,
      'CONTRACTING.SUBMISSION_ANSWERED',
    );

    const again = await submit(freelancer, milestones[0].id, { note: 'Macros listed' }).expect(201);
    const approved = await client.agent.post(`/api/milestone-submissions/${latest(again.body).id}/approve`).expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', latestSubmission: { note: 'Macros listed', outcome: 'approved' } });
    expect((await freelancer.agent.get(`/api/contracts/${contractId}`).expect(200)).body.progress).toEqual({
      total: 2,
      approved: 1,
      waiting: 0,
    });

    const added = await client.agent
      .post(`/api/contracts/${contractId}/milestones`)
      .send({ title: 'Hand-over', dueDate: '2027-06-30', description: 'Document everything' })
      .expect(201);
    expect(added.body).toMatchObject({ position: 3, title: 'Hand-over', status: 'open' });
    await client.agent.post(`/api/contracts/${contractId}/complete`).expect(200);
    expectErrorBody((await submit(freelancer, added.body.id).expect(409)).body, 409, 'CONTRACTING.CONTRACT_NOT_ACTIVE');
  });

  it('are for the contract’s parties only, each in their part', async () => {
    const { client, freelancer, contractId } = await hireOnOffer(app);
    const [first] = await milestonesOf(client, contractId);
    const stranger = await signUpClient(app);
    expectErrorBody(
      (await stranger.agent.get(`/api/contracts/${contractId}/milestones`).expect(404)).body,
      404,
      'CONTRACTING.CONTRACT_NOT_FOUND',
    );
    expectErrorBody((await submit(stranger, first.id).expect(404)).body, 404, 'CONTRACTING.MILESTONE_NOT_FOUND');
    expectErrorBody(
      (
        await stranger.agent
          .post(`/api/contracts/${contractId}/milestones`)
          .send({ title: 'x', dueDate: null, description: '' })
          .expect(404)
      ).body,
      404,
    );
    expectErrorBody((await submit(client, first.id).expect(403)).body, 403, 'CONTRACTING.NOT_THE_FREELANCER');
    expectErrorBody(
      (
        await freelancer.agent
          .post(`/api/contracts/${contractId}/milestones`)
          .send({ title: 'x', dueDate: null, description: '' })
          .expect(403)
      ).body,
      403,
      'CONTRACTING.NOT_THE_CLIENT',
    );
    const submitted = await submit(freelancer, first.id).expect(201);
    const submissionId = latest(submitted.body).id;
    expectErrorBody(
      (await freelancer.agent.post(`/api/milestone-submissions/${submissionId}/approve`).expect(403)).body,
      403,
      'CONTRACTING.NOT_THE_CLIENT',
    );
    expectErrorBody(
      (await stranger.agent.post(`/api/milestone-submissions/${submissionId}/approve`).expect(404)).body,
      404,
      'CONTRACTING.SUBMISSION_NOT_FOUND',
    );
    expectErrorBody(
      (await client.agent.post(`/api/milestone-submissions/${submissionId}/request-changes`).send({ note: ' ' }).expect(400)).body,
      400,
    );
  });

  it('reminds the client a day before, then approves an unanswered submission after 7 days, once', async () => {
    const { client, freelancer, contractId } = await hireOnOffer(app);
    await nameUser(app, client, 'Cora', 'Client');
    const [first] = await milestonesOf(freelancer, contractId);
    const submitted = await submit(freelancer, first.id).expect(201);
    await settleEvents(app);

    const submissionId = latest(submitted.body).id;
    // Other tests' submissions wait too: what counts is what became of this one.
    const events = async (change: string) =>
      (
        await sql<unknown[]>(
          app,
          "select id from outbox_events where type = 'contracting.milestone_changed' and payload->>'submissionId' = ? and payload->>'change' = ?",
          [submissionId, change],
        )
      ).length;
    await later(5 * DAY_MS, reviewWaiting);
    expect(await events('reminder')).toBe(0);
    await later(6 * DAY_MS + 60_000, () => Promise.all([reviewWaiting(), reviewWaiting()]));
    await later(6 * DAY_MS + 120_000, reviewWaiting);
    expect(await events('reminder')).toBe(1);
    expect(await events('auto_approved')).toBe(0);
    await settleEvents(app);
    await expectNotificationEmail(app, mailbox, {
      to: client,
      firstName: 'Cora',
      subject: `A submission waits for you: “Set up the help desk”`,
      topic: 'milestones',
      screen: `/contracts/${contractId}`,
      says: ['is approved automatically on'],
    });

    // Two instances' schedules at once approve it once.
    await later(7 * DAY_MS + 60_000, () => Promise.all([reviewWaiting(), reviewWaiting()]));
    expect(await events('auto_approved')).toBe(1);
    expect((await milestonesOf(client, contractId))[0]).toMatchObject({
      status: 'approved',
      latestSubmission: { outcome: 'auto_approved' },
    });
    expectErrorBody(
      (await client.agent.post(`/api/milestone-submissions/${submissionId}/request-changes`).send({ note: 'Too late?' }).expect(409)).body,
      409,
      'CONTRACTING.SUBMISSION_ANSWERED',
    );
    await settleEvents(app);
    const told = async (member: Member) =>
      ((await member.agent.get('/api/notifications').expect(200)).body as { title: string; entityId: string }[])
        .filter((n) => n.entityId === contractId && n.title !== 'Contract started')
        .map((n) => n.title);
    expect(await told(client)).toEqual(['A submission waits for you', 'Milestone submitted']);
    expect(await told(freelancer)).toEqual(['Milestone approved automatically']);
    await deliverAgain(app, 'contracting.milestone_changed', 'contractId', contractId);
    expect(await told(client)).toHaveLength(2);
    expect(await told(freelancer)).toHaveLength(1);
  });

  it('settles the client’s answer and the automatic approval at the same moment to one outcome', async () => {
    const { client, freelancer, contractId } = await hireOnOffer(app);
    const [first] = await milestonesOf(freelancer, contractId);
    const submissionId = latest((await submit(freelancer, first.id).expect(201)).body).id;
    const [, answer] = await later(7 * DAY_MS + 60_000, () =>
      Promise.all([
        reviewWaiting(),
        client.agent.post(`/api/milestone-submissions/${submissionId}/request-changes`).send({ note: 'Redo it' }),
      ]),
    );
    const [milestone] = await milestonesOf(client, contractId);
    if (answer.status === 200) {
      expect(milestone).toMatchObject({ status: 'changes_requested', latestSubmission: { outcome: 'changes_requested' } });
    } else {
      expectErrorBody(answer.body, 409, 'CONTRACTING.SUBMISSION_ANSWERED');
      expect(milestone).toMatchObject({ status: 'approved', latestSubmission: { outcome: 'auto_approved' } });
    }
  });
});
