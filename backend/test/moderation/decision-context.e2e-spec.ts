import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { hire, settleEvents, TERMS } from '../factories/contracts';
import { Administrator, Member, postJob, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { SentMessage, sendMessage, sendMessages } from '../factories/messages';
import { fileReport, openDispute } from '../factories/moderation';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { agentFor, createTestApp } from '../support/test-app';

type AuditRow = {
  admin_id: string;
  action: string;
  subject_type: string;
  subject_id: string;
  person_id: string | null;
  after: Record<string, unknown>;
};
type WindowMessage = { id: string; senderId: string; receiverId: string; content: string; removed: boolean; reported: boolean };
type ActionTaken = {
  id: string;
  kind: string;
  status: string;
  subjectId: string;
  liftedAt: string | null;
  admin: { id: string; username: string };
};

describe('What administrators see of a report or a dispute', () => {
  let app: NestExpressApplication;
  let admin: Administrator;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const openingsOf = (conversationId: string) =>
    sql<AuditRow[]>(
      app,
      `select admin_id, action, subject_type, subject_id, person_id, after from admin_actions
       where action = 'conversation.opened' and subject_id = ? order by created_at`,
      [conversationId],
    );

  const reportContext = async (reportId: string) => (await admin.agent.get(`/api/admin/reports/${reportId}/context`).expect(200)).body;

  const listedReport = async (reportId: string) =>
    ((await admin.agent.get('/api/admin/reports?limit=100').expect(200)).body as { id: string }[]).find(
      (report) => report.id === reportId,
    ) as { id: string; actionsTaken: ActionTaken[]; inForce: { target: boolean; ownerSuspended: boolean } } | undefined;

  describe('a message report', () => {
    let sender: Member;
    let receiver: Member;
    let thread: SentMessage[];
    let reported: SentMessage;
    let reportId: string;

    beforeEach(async () => {
      sender = await signUpClient(app);
      receiver = await signUpFreelancer(app);
      // 25 messages, both ways; the 13th is reported.
      thread = [];
      for (let index = 1; index <= 25; index += 1) {
        const [from, to] = index % 2 === 0 ? [receiver, sender] : [sender, receiver];
        thread.push(await sendMessage(from, to.id, `message ${index}`));
      }
      reported = thread[12];
      reportId = (await fileReport(receiver, 'message', reported.id)).id;
    });

    it('shows the message, its sender and receiver and the 10 messages before and after it in their conversation, and no other', async () => {
      // The same people in other conversations: none of it is in the window.
      const other = await signUpFreelancer(app);
      await sendMessages(sender, other.id, ['elsewhere 1', 'elsewhere 2']);
      await sendMessage(receiver, other.id, 'elsewhere 3');

      const context = await reportContext(reportId);

      expect(context).toMatchObject({
        reportId,
        reportType: 'message',
        asReported: { job: null, profile: null, message: { text: 'message 13', removed: false } },
        now: { job: null, profile: null, message: { text: 'message 13', removed: false } },
        message: {
          messageId: reported.id,
          sentAt: expect.any(String),
          sender: { id: sender.id, firstName: expect.any(String), lastName: expect.any(String), username: sender.username },
          receiver: { id: receiver.id, username: receiver.username },
          conversationId: reported.conversationId,
          hasEarlier: true,
          hasLater: true,
        },
      });
      const window = context.message.messages as WindowMessage[];
      expect(window.map((message) => message.content)).toEqual(thread.slice(2, 23).map((message) => message.content));
      expect(window.filter((message) => message.reported).map((message) => message.id)).toEqual([reported.id]);
      expect(window.every((message) => [sender.id, receiver.id].includes(message.senderId))).toBe(true);
    });

    it('shows fewer messages at the start of a conversation, and says nothing precedes them', async () => {
      const early = await fileReport(sender, 'message', thread[1].id);
      const { message } = await reportContext(early.id);
      expect((message.messages as WindowMessage[]).map((each) => each.content)).toEqual(thread.slice(0, 12).map((each) => each.content));
      expect(message).toMatchObject({ hasEarlier: false, hasLater: true });
    });

    it('writes exactly one audit entry per opening, naming the report, before answering', async () => {
      await reportContext(reportId);

      const openings = await openingsOf(reported.conversationId);
      expect(openings).toEqual([
        {
          admin_id: admin.id,
          action: 'conversation.opened',
          subject_type: 'conversation',
          subject_id: reported.conversationId,
          person_id: sender.id,
          after: { reportId, messagesShown: 21 },
        },
      ]);

      await reportContext(reportId);
      expect(await openingsOf(reported.conversationId)).toHaveLength(2);
    });

    it('keeps the text as reported once an administrator removed the message', async () => {
      await admin.agent
        .post('/api/admin/enforcement-actions')
        .send({ kind: 'message_removal', subjectId: reported.id, reason: 'Scam', reportId })
        .expect(201);
      await settleEvents(app);

      const context = await reportContext(reportId);
      expect(context.asReported.message).toEqual({ text: 'message 13', removed: false });
      expect(context.now.message).toEqual({ text: '', removed: true });
      expect((context.message.messages as WindowMessage[]).find((message) => message.reported)).toMatchObject({
        content: '',
        removed: true,
      });

      const listed = await listedReport(reportId);
      expect(listed?.inForce).toEqual({ target: true, ownerSuspended: false });
      expect(listed?.actionsTaken).toEqual([
        expect.objectContaining({ kind: 'message_removal', status: 'active', subjectId: reported.id }),
      ]);
    });

    it('shows the text a report kept of a message that is gone, and records that reading too', async () => {
      await sql(app, 'delete from messages where id = ?', [reported.id]);

      const context = await reportContext(reportId);

      expect(context).toMatchObject({ asReported: { message: { text: 'message 13', removed: false } }, now: null, message: null });
      expect(
        await sql(app, 'select subject_type, subject_id, after from admin_actions where after->>? = ?', ['reportId', reportId]),
      ).toEqual([{ subject_type: 'message', subject_id: reported.id, after: { reportId, messagesShown: 1 } }]);
    });

    it('is for administrators only, parties included: 401 signed out, 403 for members, and nothing is recorded', async () => {
      for (const member of [sender, receiver, await signUpFreelancer(app)]) {
        const response = await member.agent.get(`/api/admin/reports/${reportId}/context`).expect(403);
        expectErrorBody(response.body, 403, 'AUTH.ADMINISTRATORS_ONLY');
      }
      expectErrorBody((await agentFor(app).get(`/api/admin/reports/${reportId}/context`).expect(401)).body, 401);
      expect(await openingsOf(reported.conversationId)).toEqual([]);
    });
  });

  it('answers 404 for an unknown report or dispute, and 400 for an id that is none', async () => {
    expectErrorBody(
      (await admin.agent.get(`/api/admin/reports/${randomUUID()}/context`).expect(404)).body,
      404,
      'MODERATION.REPORT_NOT_FOUND',
    );
    expectErrorBody(
      (await admin.agent.get(`/api/admin/disputes/${randomUUID()}/context`).expect(404)).body,
      404,
      'MODERATION.DISPUTE_NOT_FOUND',
    );
    expectErrorBody((await admin.agent.get('/api/admin/reports/not-an-id/context').expect(400)).body, 400);
  });

  describe('a job or profile report', () => {
    it('shows the job post as reported and as edited since, without opening any conversation', async () => {
      const owner = await signUpClient(app);
      const reporter = await signUpFreelancer(app);
      const job = await postJob(owner.agent, { title: 'Chat operator, evenings', tags: ['Chat'] });
      const report = await fileReport(reporter, 'job', job.id);
      await owner.agent.patch(`/api/jobs/${job.id}`).send({ title: 'Chat operator', description: 'Weekends only.' }).expect(200);

      const context = await reportContext(report.id);

      expect(context).toEqual({
        reportId: report.id,
        reportType: 'job',
        asReported: {
          job: expect.objectContaining({ title: 'Chat operator, evenings', tags: ['Chat'], status: 'open', takenDown: false }),
          profile: null,
          message: null,
        },
        now: {
          job: expect.objectContaining({ title: 'Chat operator', description: 'Weekends only.', status: 'open', takenDown: false }),
          profile: null,
          message: null,
        },
        message: null,
      });
      expect(
        await sql(app, "select 1 from admin_actions where action = 'conversation.opened' and admin_id = ? and after->>'reportId' = ?", [
          admin.id,
          report.id,
        ]),
      ).toEqual([]);
    });

    it('shows a profile as reported and as it is now, and null once the account is deleted', async () => {
      const reported = await signUpFreelancer(app);
      await reported.agent
        .patch('/api/users/profile')
        .send({ firstName: 'Rex', lastName: 'Recruiter', bio: 'Chat support since 2019', skills: ['Banking'] })
        .expect(200);
      const report = await fileReport(await signUpClient(app), 'user', reported.id);
      await reported.agent
        .patch('/api/users/profile')
        .send({ firstName: 'Rex', lastName: 'Recruiter', bio: 'Friendly chat support' })
        .expect(200);

      const context = await reportContext(report.id);
      expect(context.asReported.profile).toMatchObject({
        firstName: 'Rex',
        username: reported.username,
        bio: 'Chat support since 2019',
        skills: ['Banking'],
      });
      expect(context.now.profile).toMatchObject({ username: reported.username, bio: 'Friendly chat support', skills: ['Banking'] });

      await sql(app, 'update users set deleted_at = now() where id = ?', [reported.id]);
      const gone = await reportContext(report.id);
      expect(gone.asReported.profile).toMatchObject({ bio: 'Chat support since 2019' });
      expect(gone.now).toBeNull();
    });

    it('says a report filed before snapshots were kept has none, rather than inventing one', async () => {
      const owner = await signUpClient(app);
      const job = await postJob(owner.agent);
      const report = await fileReport(await signUpFreelancer(app), 'job', job.id);
      await sql(app, 'update reports set snapshot = null where id = ?', [report.id]);

      const context = await reportContext(report.id);
      expect(context.asReported).toBeNull();
      expect(context.now.job).toMatchObject({ title: expect.any(String) });
    });
  });

  describe('actions taken on a report', () => {
    it('are listed on it, and what is in force is said, so no action is offered twice', async () => {
      const owner = await signUpClient(app);
      const job = await postJob(owner.agent);
      const report = await fileReport(await signUpFreelancer(app), 'job', job.id);
      expect(await listedReport(report.id)).toMatchObject({ actionsTaken: [], inForce: { target: false, ownerSuspended: false } });

      const takedown = (
        await admin.agent
          .post('/api/admin/enforcement-actions')
          .send({ kind: 'job_takedown', subjectId: job.id, reason: 'Asks for a fee', reportId: report.id })
          .expect(201)
      ).body;
      const suspension = (
        await admin.agent
          .post('/api/admin/enforcement-actions')
          .send({ kind: 'suspension', subjectId: owner.id, reason: 'Fee scam', reportId: report.id })
          .expect(201)
      ).body;
      await settleEvents(app);

      const listed = await listedReport(report.id);
      expect(listed?.inForce).toEqual({ target: true, ownerSuspended: true });
      expect(listed?.actionsTaken).toEqual([
        {
          id: suspension.id,
          kind: 'suspension',
          status: 'active',
          subjectId: owner.id,
          createdAt: expect.any(String),
          endsAt: null,
          liftedAt: null,
          admin: { id: admin.id, firstName: expect.any(String), lastName: expect.any(String), username: admin.username },
        },
        expect.objectContaining({ id: takedown.id, kind: 'job_takedown', status: 'active', subjectId: job.id }),
      ]);

      await admin.agent.post(`/api/admin/enforcement-actions/${takedown.id}/lift`).send({ reason: 'Edited' }).expect(200);
      await settleEvents(app);
      const afterLift = await listedReport(report.id);
      expect(afterLift?.inForce).toEqual({ target: false, ownerSuspended: true });
      expect(afterLift?.actionsTaken.find((action) => action.id === takedown.id)).toMatchObject({
        status: 'lifted',
        liftedAt: expect.any(String),
      });
    });
  });

  describe('a dispute', () => {
    let client: Member;
    let freelancer: Member;
    let contract: { id: string };
    let disputeId: string;

    beforeEach(async () => {
      ({ client, freelancer, contract } = await hire(app));
      disputeId = (await openDispute(freelancer, contract.id)).id;
    });

    const disputeContext = async (query = '') =>
      (await admin.agent.get(`/api/admin/disputes/${disputeId}/context${query}`).expect(200)).body;

    it('shows the contract’s terms and dates, both parties and their conversation, the newest 30 last, and pages older messages', async () => {
      const sent: SentMessage[] = [];
      for (let index = 1; index <= 33; index += 1) {
        const [from, to] = index % 2 === 0 ? [freelancer, client] : [client, freelancer];
        sent.push(await sendMessage(from, to.id, `note ${index}`));
      }
      // Neither party's other conversations are in it.
      await sendMessage(client, (await signUpFreelancer(app)).id, 'Another job');
      const contents = (page: { conversation: { messages: { content: string }[] } }) =>
        page.conversation.messages.map((message) => message.content);

      const newest = await disputeContext();
      expect(newest).toMatchObject({
        disputeId,
        contract: {
          id: contract.id,
          terms: TERMS,
          status: 'active',
          startedAt: expect.any(String),
          completedAt: null,
          jobTitle: expect.any(String),
        },
        job: { title: expect.any(String), description: expect.any(String) },
        client: { id: client.id, username: client.username },
        freelancer: { id: freelancer.id, username: freelancer.username },
        conversation: { conversationId: sent[0].conversationId, hasEarlier: true },
      });
      expect(contents(newest)).toEqual(sent.slice(3).map((message) => message.content));

      const older = await disputeContext(`?before=${newest.conversation.messages[0].id}`);
      expect(contents(older)).toEqual(['note 1', 'note 2', 'note 3']);
      expect(older.conversation.hasEarlier).toBe(false);

      const openings = await openingsOf(sent[0].conversationId);
      expect(openings).toEqual([
        expect.objectContaining({
          admin_id: admin.id,
          subject_type: 'conversation',
          person_id: client.id,
          after: { disputeId, messagesShown: 30 },
        }),
        expect.objectContaining({ after: { disputeId, messagesShown: 3 } }),
      ]);
    });

    it('refuses a cursor from another conversation, and says there is no conversation when the parties never wrote', async () => {
      expect(await disputeContext()).toMatchObject({ contract: { id: contract.id }, conversation: null });
      expect(
        await sql(app, "select 1 from admin_actions where action = 'conversation.opened' and after->>'disputeId' = ?", [disputeId]),
      ).toEqual([]);

      await sendMessage(client, freelancer.id, 'Hello');
      const elsewhere = await sendMessage(client, (await signUpFreelancer(app)).id, 'Not theirs');
      const response = await admin.agent.get(`/api/admin/disputes/${disputeId}/context?before=${elsewhere.id}`).expect(400);
      expectErrorBody(response.body, 400, 'MESSAGING.UNKNOWN_CURSOR');
    });

    it('is for administrators only, parties included', async () => {
      for (const member of [client, freelancer]) {
        expectErrorBody(
          (await member.agent.get(`/api/admin/disputes/${disputeId}/context`).expect(403)).body,
          403,
          'AUTH.ADMINISTRATORS_ONLY',
        );
      }
    });

    it('lists the actions taken on it and whether each party is suspended', async () => {
      const suspension = (
        await admin.agent
          .post('/api/admin/enforcement-actions')
          .send({ kind: 'suspension', subjectId: client.id, reason: 'Did not pay', disputeId })
          .expect(201)
      ).body;
      await settleEvents(app);

      const listed = ((await admin.agent.get('/api/admin/disputes?limit=100').expect(200)).body as { id: string }[]).find(
        (dispute) => dispute.id === disputeId,
      );
      expect(listed).toMatchObject({
        partiesSuspended: { client: true, freelancer: false },
        actionsTaken: [{ id: suspension.id, kind: 'suspension', status: 'active', subjectId: client.id, admin: { id: admin.id } }],
      });
    });
  });
});
