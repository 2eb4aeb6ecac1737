import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { RecordDueAdminQueueDigestsCommand } from '../../src/contexts/notifications/application/commands/record-due-admin-queue-digests';
import { ADMIN_QUEUE_LABELS, adminQueueDigestText } from '../../src/contexts/notifications/domain/admin-queue-texts';
import { AdminQueueDigestDue } from '../../src/contexts/notifications/events';
import { AdminQueues } from '../../src/platform/admin-queues/admin-queues';
import { EventDispatcher } from '../../src/platform/outbox/event-handlers';
import { hire, settleEvents } from '../factories/contracts';
import { Administrator, Member, signUpAdmin, signUpFreelancer } from '../factories/jobs';
import { fileReport, openDispute } from '../factories/moderation';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';
import { verificationFiles } from '../support/videos';
import { deliverAgain, expectNotificationEmail, nameUser } from './notification-email';

type Notification = { id: string; type: string; entityId: string | null; queue?: string; title: string; message: string; isRead: boolean };

describe('Administrators are told of new work in their queues', () => {
  let mailbox: TestMailbox;
  let app: NestExpressApplication;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  const notificationsOf = async (user: { agent: Member['agent'] }): Promise<Notification[]> =>
    (await user.agent.get('/api/notifications').query({ limit: 100 }).expect(200)).body;
  const toldOf = async (user: { agent: Member['agent'] }, itemId: string) =>
    (await notificationsOf(user)).filter((notification) => notification.type === 'admin_queue' && notification.entityId === itemId);

  async function namedAdmin(firstName: string): Promise<Administrator> {
    const admin = await signUpAdmin(app);
    await nameUser(app, admin, firstName, 'Admin');
    return admin;
  }

  async function submitVerification(member: Member): Promise<{ id: string }> {
    const { idDocument, video } = await verificationFiles();
    const response = await member.agent
      .post('/api/verifications')
      .attach('idDocument', idDocument, { filename: 'id.jpg', contentType: 'image/jpeg' })
      .attach('video', video, { filename: 'me.mp4', contentType: 'video/mp4' })
      .expect(201);
    return response.body;
  }

  describe('in the app', () => {
    it('tells each administrator once of a report, a verification and a dispute, leading to its queue, and no member', async () => {
      const admins = [await namedAdmin('Ada'), await namedAdmin('Grace')];
      const reporter = await signUpFreelancer(app);
      const reported = await signUpFreelancer(app);
      await nameUser(app, reported, 'Ana', 'Lee');
      const applicant = await signUpFreelancer(app);
      await nameUser(app, applicant, 'Bo', 'Chen');
      const { client, freelancer, contract } = await hire(app);
      await nameUser(app, freelancer, 'Cleo', 'Diaz');

      const report = await fileReport(reporter, 'user', reported.id);
      const verification = await submitVerification(applicant);
      const dispute = await openDispute(client, contract.id);
      await settleEvents(app);

      for (const admin of admins) {
        expect(await toldOf(admin, report.id)).toEqual([
          expect.objectContaining({
            queue: 'reports',
            title: 'New report to review',
            message: 'A member reported Ana Lee, or something of theirs.',
            isRead: false,
          }),
        ]);
        expect(await toldOf(admin, verification.id)).toEqual([
          expect.objectContaining({
            queue: 'verifications',
            title: 'New verification to review',
            message: 'Bo Chen submitted their identity for verification.',
          }),
        ]);
        expect(await toldOf(admin, dispute.id)).toEqual([
          expect.objectContaining({
            queue: 'disputes',
            title: 'New dispute',
            message: 'A dispute was opened against Cleo Diaz on a contract.',
          }),
        ]);
      }
      // The report's reason is not in the bell.
      expect(JSON.stringify(await toldOf(admins[0], report.id))).not.toContain('Asks for payment');
      for (const member of [reporter, reported, applicant, client, freelancer]) {
        expect((await notificationsOf(member)).filter((notification) => notification.type === 'admin_queue')).toEqual([]);
      }

      // Delivered again, and twice at once: nothing more.
      for (const itemId of [report.id, verification.id, dispute.id]) await deliverAgain(app, 'admin_queues.item_changed', 'itemId', itemId);
      for (const admin of admins) {
        for (const itemId of [report.id, verification.id, dispute.id]) expect(await toldOf(admin, itemId)).toHaveLength(1);
      }
    });

    it('marks every administrator’s notification of an item read once one of them decided it', async () => {
      const [deciding, other] = [await namedAdmin('Ada'), await namedAdmin('Grace')];
      const reporter = await signUpFreelancer(app);
      const reported = await signUpFreelancer(app);
      const report = await fileReport(reporter, 'user', reported.id);
      const untouched = await fileReport(reporter, 'user', (await signUpFreelancer(app)).id);
      await settleEvents(app);
      expect(await toldOf(other, report.id)).toEqual([expect.objectContaining({ isRead: false })]);

      await deciding.agent.patch(`/api/admin/reports/${report.id}`).send({ status: 'dismissed', note: 'No rule broken' }).expect(200);
      await settleEvents(app);

      for (const admin of [deciding, other]) {
        expect(await toldOf(admin, report.id)).toEqual([expect.objectContaining({ isRead: true })]);
        expect(await toldOf(admin, untouched.id)).toEqual([expect.objectContaining({ isRead: false })]);
      }
      await deliverAgain(app, 'admin_queues.item_changed', 'itemId', report.id);
      expect(await toldOf(other, report.id)).toHaveLength(1);
    });
  });

  describe('by email, as a digest', () => {
    /** One run of the schedule (each instance runs it every minute), then every event it recorded handled. */
    async function runSchedule(): Promise<void> {
      await app.get(CommandBus).execute(new RecordDueAdminQueueDigestsCommand());
      await settleEvents(app);
    }

    /** Time passes for these administrators: their pending digests are due. */
    async function digestsFallDue(admins: { id: string }[]): Promise<void> {
      for (const admin of admins) {
        await sql(app, "update admin_queue_digests set due_at = now() - interval '1 second' where admin_id = ? and due_at is not null", [
          admin.id,
        ]);
      }
    }

    async function scheduleOf(admin: { id: string }) {
      const [row] = await sql<{ due_at: Date | null; last_due_at: Date | null }[]>(
        app,
        'select due_at, last_due_at from admin_queue_digests where admin_id = ?',
        [admin.id],
      );
      return row;
    }

    const digestsTo = (admin: { email: string }) =>
      mailbox.to(admin.email).filter((mail) => /wait(s)? for administrators$/.test(mail.subject));

    it('sends each administrator one digest of three reports in a row, counting what waits in each queue, and none with the topic off', async () => {
      const admins = [await namedAdmin('Ada'), await namedAdmin('Grace')];
      const quiet = await namedAdmin('Quinn');
      await quiet.agent
        .put('/api/email/preferences')
        .send({ topics: { admin_queue: false } })
        .expect(200);
      const reporter = await signUpFreelancer(app);
      const reported = [await signUpFreelancer(app), await signUpFreelancer(app), await signUpFreelancer(app), await signUpFreelancer(app)];

      const before = Date.now();
      for (const [index, reason] of ['Spam', 'Asks for payment outside the platform', 'Fake profile'].entries()) {
        await fileReport(reporter, 'user', reported[index].id, reason);
      }
      await settleEvents(app);

      // One digest pending each, due a few minutes after the first item; none for the administrator with the topic off.
      for (const admin of admins) {
        const { due_at } = await scheduleOf(admin);
        expect(new Date(due_at!).getTime()).toBeGreaterThanOrEqual(before + 4 * 60_000);
      }
      expect(await scheduleOf(quiet)).toBeUndefined();
      await runSchedule();
      for (const admin of admins) expect(digestsTo(admin)).toEqual([]);

      await digestsFallDue([...admins, quiet]);
      // Two instances at once, then again: one digest each.
      await Promise.all([runSchedule(), runSchedule()]);
      await runSchedule();

      for (const admin of admins) {
        const queues = await app.get(AdminQueues).summaries(admin.id);
        const reports = queues.find((queue) => queue.kind === 'reports')!;
        expect(reports.open).toBeGreaterThanOrEqual(3);
        // What waits now, in every queue (other suites of this database left items too).
        const expected = adminQueueDigestText(queues, new Date())!;
        const mail = await expectNotificationEmail(app, mailbox, {
          to: admin,
          subject: expected.subject,
          firstName: admin === admins[0] ? 'Ada' : 'Grace',
          screen: expected.screen,
          topic: 'admin_queue',
          says: queues
            .filter((queue) => queue.open > 0)
            .map((queue) => `${ADMIN_QUEUE_LABELS[queue.kind]}: ${queue.open} waiting, the oldest for `),
        });
        expect(mail.text).not.toContain('Asks for payment');
        expect(digestsTo(admin)).toHaveLength(1);
      }
      expect(digestsTo(quiet)).toEqual([]);

      for (const admin of admins) await deliverAgain(app, 'notifications.admin_queue_digest_due', 'adminId', admin.id);
      for (const admin of admins) expect(digestsTo(admin)).toHaveLength(1);

      // A fourth report soon after: its digest waits out the window since the last one.
      await fileReport(reporter, 'user', reported[3].id, 'Still spamming');
      await settleEvents(app);
      for (const admin of admins) {
        const { due_at, last_due_at } = await scheduleOf(admin);
        expect(new Date(due_at!).getTime() - new Date(last_due_at!).getTime()).toBeGreaterThanOrEqual(30 * 60_000);
      }
      await runSchedule();
      for (const admin of admins) expect(digestsTo(admin)).toHaveLength(1);
    });

    it('sends nothing to someone who is no longer an administrator when their digest is due', async () => {
      const member = await signUpFreelancer(app);
      await app.get(EventDispatcher).dispatch(randomUUID(), new AdminQueueDigestDue(member.id, new Date().toISOString()));
      await settleEvents(app);
      expect(digestsTo(member)).toEqual([]);
    });
  });

  describe('the topic in Settings', () => {
    it('is offered to administrators, on until turned off, and refused to members', async () => {
      const admin = await signUpAdmin(app);
      const member = await signUpFreelancer(app);

      const offered = (await admin.agent.get('/api/email/preferences').expect(200)).body.topics;
      expect(offered).toContainEqual({
        topic: 'admin_queue',
        label: 'Work waiting for administrators (one email for all new items)',
        enabled: true,
      });
      const changed = await admin.agent
        .put('/api/email/preferences')
        .send({ topics: { admin_queue: false } })
        .expect(200);
      expect(changed.body.topics).toContainEqual(expect.objectContaining({ topic: 'admin_queue', enabled: false }));

      const memberTopics = (await member.agent.get('/api/email/preferences').expect(200)).body.topics as { topic: string }[];
      expect(memberTopics.map(({ topic }) => topic)).not.toContain('admin_queue');
      for (const enabled of [true, false]) {
        const refused = await member.agent
          .put('/api/email/preferences')
          .send({ topics: { admin_queue: enabled } })
          .expect(403);
        expectErrorBody(refused.body, 403, 'EMAIL.TOPIC_NOT_OFFERED');
      }
      // The member's other topics are left as they were.
      const after = (await member.agent.get('/api/email/preferences').expect(200)).body.topics as { enabled: boolean }[];
      expect(after.every(({ enabled }) => enabled)).toBe(true);
    });
  });
});
