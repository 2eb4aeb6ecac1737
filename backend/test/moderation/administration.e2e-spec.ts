import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { GrantAdminCommand } from '../../src/contexts/identity/public';
import { CountActiveReportsQuery, CountOpenDisputesQuery } from '../../src/contexts/moderation/public';
import { hire, settleEvents } from '../factories/contracts';
import { Member, postJob, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { fileReport, openDispute } from '../factories/moderation';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { Agent, agentFor, createTestApp } from '../support/test-app';

type Actor = 'anonymous' | 'freelancer (party)' | 'client (party)' | 'other freelancer' | 'other client' | 'admin';
type Response = { status: number; body: Record<string, unknown> };

const ANYONE_SIGNED_IN: Record<Actor, number> = {
  anonymous: 401,
  'freelancer (party)': 200,
  'client (party)': 200,
  'other freelancer': 200,
  'other client': 200,
  admin: 200,
};

const ADMINISTRATORS_ONLY: Record<Actor, number> = {
  anonymous: 401,
  'freelancer (party)': 403,
  'client (party)': 403,
  'other freelancer': 403,
  'other client': 403,
  admin: 200,
};

type Notification = { type: string; entityId: string | null; title: string; message: string; isRead: boolean };

describe('Moderation by administrators', () => {
  let app: NestExpressApplication;
  let admin: Member;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const notificationsOf = async (member: Member, type: string): Promise<Notification[]> =>
    ((await member.agent.get('/api/notifications').expect(200)).body as Notification[]).filter((n) => n.type === type);

  const auditRowsOf = (subjectId: string) =>
    sql<{ admin_id: string; action: string; subject_type: string; before: unknown; after: unknown; created_at: Date }[]>(
      app,
      'select admin_id, action, subject_type, before, after, created_at from admin_actions where subject_id = ? order by created_at',
      [subjectId],
    );

  /** Delivers the event of this type about this subject again, as after a relay crash before it was marked published. */
  async function redeliver(type: string, idField: string, id: string): Promise<void> {
    const reset = await sql<unknown[]>(
      app,
      `update outbox_events set published_at = null, claimed_until = null where type = ? and payload->>'${idField}' = ? returning id`,
      [type, id],
    );
    expect(reset.length).toBeGreaterThan(0);
    await settleEvents(app);
  }

  describe('who may call each endpoint', () => {
    let actors: Record<Actor, Agent>;
    let members: Record<Exclude<Actor, 'anonymous'>, Member>;
    let contractId: string;

    beforeEach(async () => {
      const { client, freelancer, contract } = await hire(app);
      contractId = contract.id;
      members = {
        'freelancer (party)': freelancer,
        'client (party)': client,
        'other freelancer': await signUpFreelancer(app),
        'other client': await signUpClient(app),
        admin,
      };
      actors = {
        anonymous: agentFor(app),
        ...(Object.fromEntries(Object.entries(members).map(([name, member]) => [name, member.agent])) as Record<
          Exclude<Actor, 'anonymous'>,
          Agent
        >),
      };
    });

    async function expectStatuses(call: (agent: Agent, actor: Actor) => Promise<Response>, expected: Record<Actor, number>) {
      const actual: Record<string, number> = {};
      for (const actor of Object.keys(expected) as Actor[]) {
        const response = await call(actors[actor], actor);
        actual[actor] = response.status;
        if (response.status >= 400) expectErrorBody(response.body, response.status);
        if (response.status === 403) {
          expect(response.body).toMatchObject({ code: 'AUTH.ADMINISTRATORS_ONLY', message: 'This is for administrators only' });
        }
      }
      expect(actual).toEqual(expected);
    }

    it('POST /api/reports: anyone signed in, each their own report', async () => {
      const job = await postJob(members['other client'].agent);
      await expectStatuses((agent) => agent.post('/api/reports').send({ reportType: 'job', targetId: job.id, reason: 'Scam' }), {
        ...ANYONE_SIGNED_IN,
        'freelancer (party)': 201,
        'client (party)': 201,
        'other freelancer': 201,
        'other client': 201,
        admin: 201,
      });
    });

    it('GET /api/reports/my and GET /api/disputes/my: anyone signed in', async () => {
      await expectStatuses((agent) => agent.get('/api/reports/my'), ANYONE_SIGNED_IN);
      await expectStatuses((agent) => agent.get('/api/disputes/my'), ANYONE_SIGNED_IN);
    });

    it('POST /api/disputes: a party of the contract, one unresolved at a time', async () => {
      await expectStatuses((agent) => agent.post('/api/disputes').send({ contractId, reason: 'Unpaid hours' }), {
        anonymous: 401,
        'other freelancer': 404,
        'other client': 404,
        admin: 404,
        'freelancer (party)': 201,
        'client (party)': 409,
      });
    });

    it('GET /api/admin/reports and GET /api/admin/disputes: administrators only', async () => {
      await expectStatuses((agent) => agent.get('/api/admin/reports'), ADMINISTRATORS_ONLY);
      await expectStatuses((agent) => agent.get('/api/admin/reports?status=resolved'), ADMINISTRATORS_ONLY);
      await expectStatuses((agent) => agent.get('/api/admin/disputes'), ADMINISTRATORS_ONLY);
      await expectStatuses((agent) => agent.get('/api/admin/disputes?status=resolved'), ADMINISTRATORS_ONLY);
    });

    it('PATCH /api/admin/reports/{id}: administrators only, and the refusal comes before the lookup', async () => {
      const report = await fileReport(members['client (party)'], 'user', members['freelancer (party)'].id);
      await expectStatuses(
        (agent) => agent.patch(`/api/admin/reports/${report.id}`).send({ status: 'resolved', note: 'Warned the user' }),
        ADMINISTRATORS_ONLY,
      );
      await expectStatuses((agent) => agent.patch(`/api/admin/reports/${randomUUID()}`).send({ status: 'resolved', note: 'x' }), {
        ...ADMINISTRATORS_ONLY,
        admin: 404,
      });
    });

    it('PATCH /api/admin/disputes/{id}: administrators only, and the refusal comes before the lookup', async () => {
      const dispute = await openDispute(members['freelancer (party)'], contractId);
      await expectStatuses(
        (agent) => agent.patch(`/api/admin/disputes/${dispute.id}`).send({ status: 'under_review' }),
        ADMINISTRATORS_ONLY,
      );
      await expectStatuses((agent) => agent.patch(`/api/admin/disputes/${randomUUID()}`).send({ status: 'under_review' }), {
        ...ADMINISTRATORS_ONLY,
        admin: 404,
      });
    });
    it('the administrators’ people screens: administrators only, and the refusal comes before the lookup', async () => {
      const subject = members['freelancer (party)'].id;
      for (const path of ['', '/verifications', '/reports', '/disputes']) {
        await expectStatuses((agent) => agent.get(`/api/admin/users/${subject}${path}`), ADMINISTRATORS_ONLY);
        await expectStatuses((agent) => agent.get(`/api/admin/users/${randomUUID()}${path}`), { ...ADMINISTRATORS_ONLY, admin: 404 });
      }
      await expectStatuses((agent) => agent.get('/api/admin/users'), ADMINISTRATORS_ONLY);
      await expectStatuses((agent) => agent.get('/api/admin/users?q=test&limit=5'), ADMINISTRATORS_ONLY);
    });

    it('two-factor sign-in: each signed-in user for their own account, no one signed out', async () => {
      await expectStatuses((agent) => agent.get('/api/auth/two-factor'), ANYONE_SIGNED_IN);
      const wrongPassword = {
        ...ANYONE_SIGNED_IN,
        'freelancer (party)': 400,
        'client (party)': 400,
        'other freelancer': 400,
        'other client': 400,
        admin: 400,
      };
      await expectStatuses((agent) => agent.post('/api/auth/two-factor/setup').send({ password: 'not-the-password' }), wrongPassword);
      await expectStatuses(
        (agent) => agent.delete('/api/auth/two-factor').send({ password: 'not-the-password', code: '000000' }),
        wrongPassword,
      );
      // Not one of them started a set-up; the administrator's factor refuses a wrong code.
      await expectStatuses((agent) => agent.post('/api/auth/two-factor/enable').send({ code: '000000' }), {
        ...ANYONE_SIGNED_IN,
        'freelancer (party)': 409,
        'client (party)': 409,
        'other freelancer': 409,
        'other client': 409,
        admin: 409,
      });
      await expectStatuses((agent) => agent.post('/api/auth/two-factor/recovery-codes').send({ code: '000000' }), {
        ...ANYONE_SIGNED_IN,
        'freelancer (party)': 409,
        'client (party)': 409,
        'other freelancer': 409,
        'other client': 409,
        admin: 400,
      });
    });

    it('every admin operation refuses an administrator without two-factor sign-in', async () => {
      const unenrolled = await signUpFreelancer(app);
      await app.get(CommandBus).execute(new GrantAdminCommand(unenrolled.email));
      const subject = members['freelancer (party)'].id;
      const calls = [
        unenrolled.agent.get('/api/admin/users'),
        unenrolled.agent.get(`/api/admin/users/${subject}`),
        unenrolled.agent.get(`/api/admin/users/${subject}/verifications`),
        unenrolled.agent.get(`/api/admin/users/${subject}/reports`),
        unenrolled.agent.get(`/api/admin/users/${subject}/disputes`),
        unenrolled.agent.get('/api/admin/reports'),
        unenrolled.agent.get('/api/admin/disputes'),
        unenrolled.agent.get('/api/admin/enforcement-actions'),
        unenrolled.agent.post('/api/admin/enforcement-actions').send({ kind: 'suspension', subjectId: subject, reason: 'Spam' }),
      ];
      for (const call of calls) expectErrorBody((await call.expect(403)).body, 403, 'AUTH.SECOND_FACTOR_NOT_SET_UP');
    });

    it('POST /api/admin/enforcement-actions and its lift, GET the list: administrators only', async () => {
      await expectStatuses((agent) => agent.get('/api/admin/enforcement-actions'), ADMINISTRATORS_ONLY);
      await expectStatuses(
        (agent) => agent.get(`/api/admin/enforcement-actions?userId=${members['other client'].id}`),
        ADMINISTRATORS_ONLY,
      );
      const subject = await signUpFreelancer(app);
      await expectStatuses(
        (agent) =>
          agent.post('/api/admin/enforcement-actions').send({ kind: 'suspension', subjectId: subject.id, reason: 'Spam in messages' }),
        { ...ADMINISTRATORS_ONLY, admin: 201 },
      );
      const [action] = (await admin.agent.get(`/api/admin/enforcement-actions?userId=${subject.id}`).expect(200)).body;
      await expectStatuses(
        (agent) => agent.post(`/api/admin/enforcement-actions/${action.id}/lift`).send({ reason: 'Appeal accepted' }),
        ADMINISTRATORS_ONLY,
      );
      await expectStatuses((agent) => agent.post(`/api/admin/enforcement-actions/${randomUUID()}/lift`).send({ reason: 'x' }), {
        ...ADMINISTRATORS_ONLY,
        admin: 404,
      });
    });
  });

  describe('reports', () => {
    let reporter: Member;
    let reported: Member;

    beforeEach(async () => {
      reporter = await signUpFreelancer(app);
      reported = await signUpClient(app);
    });

    const listIds = async (query: string) =>
      ((await admin.agent.get(`/api/admin/reports${query}`).expect(200)).body as { id: string }[]).map((report) => report.id);

    it('lists pending reports by default, oldest first (the queue), with the reporter; other statuses on request', async () => {
      const older = await fileReport(reporter, 'user', reported.id);
      const newer = await fileReport(reporter, 'job', (await postJob(reported.agent)).id);
      const dismissed = await fileReport(await signUpFreelancer(app), 'user', reported.id);
      await admin.agent.patch(`/api/admin/reports/${dismissed.id}`).send({ status: 'dismissed', note: 'No rule broken' }).expect(200);

      const pending = (await admin.agent.get('/api/admin/reports').expect(200)).body;
      const ours = pending.filter((report: { id: string }) => [older.id, newer.id, dismissed.id].includes(report.id));
      expect(ours.map((report: { id: string }) => report.id)).toEqual([older.id, newer.id]);
      expect(ours[0]).toMatchObject({
        status: 'pending',
        reporter: { id: reporter.id, firstName: 'Test', lastName: 'User', username: reporter.username },
      });
      expect(ours[0].reporter).not.toHaveProperty('email');

      expect(await listIds('?status=pending')).toEqual(expect.arrayContaining([newer.id, older.id]));
      const dismissedList = await listIds('?status=dismissed');
      expect(dismissedList).toContain(dismissed.id);
      expect(dismissedList).not.toContain(older.id);
      expect(await listIds('?status=resolved')).not.toContain(dismissed.id);
    });

    it('names what each report is about: the job’s title, the user’s name; nothing for a message', async () => {
      const job = await postJob(reported.agent, { title: 'Weekend moderation shifts' });
      const jobReport = await fileReport(reporter, 'job', job.id);
      const userReport = await fileReport(reporter, 'user', reported.id);
      const conversation = await reporter.agent
        .post('/api/messages')
        .send({ receiverId: reported.id, content: 'Pay me outside' })
        .expect(201);
      const messageReport = await fileReport(reported, 'message', conversation.body.id);

      const listed = (await admin.agent.get('/api/admin/reports?limit=100').expect(200)).body as {
        id: string;
        targetName: string | null;
      }[];
      const nameOf = (id: string) => listed.find((report) => report.id === id)?.targetName;
      expect(nameOf(jobReport.id)).toBe('Weekend moderation shifts');
      expect(nameOf(userReport.id)).toBe('Test User');
      expect(nameOf(messageReport.id)).toBeNull();
    });

    it('pages with before and limit', async () => {
      const filed: Awaited<ReturnType<typeof fileReport>>[] = [];
      for (const target of [reported, await signUpClient(app), await signUpClient(app)])
        filed.push(await fileReport(reporter, 'user', target.id));
      // Oldest first: the three in the order they were filed, each page going on after the last item of the one before.
      const [first, second, third] = filed;
      const all = await listIds('?limit=100');
      expect(all.filter((id) => filed.some((report) => report.id === id))).toEqual([first.id, second.id, third.id]);
      expect(await listIds(`?before=${first.id}&limit=1`)).toEqual([second.id]);
      expect((await listIds(`?before=${second.id}&limit=100`))[0]).toBe(third.id);
      expectErrorBody(
        (await admin.agent.get(`/api/admin/reports?before=${randomUUID()}`).expect(400)).body,
        400,
        'MODERATION.UNKNOWN_CURSOR',
      );
      for (const query of ['?status=open', '?limit=0', '?limit=101', '?before=nope']) {
        expectErrorBody((await admin.agent.get(`/api/admin/reports${query}`).expect(400)).body, 400, 'VALIDATION_FAILED');
      }
    });

    it('resolves a pending report once, records who did it, and tells the reporter exactly once', async () => {
      const report = await fileReport(reporter, 'user', reported.id);
      const countBefore = await app.get(QueryBus).execute(new CountActiveReportsQuery());

      const response = await admin.agent
        .patch(`/api/admin/reports/${report.id}`)
        .send({ status: 'resolved', note: '  The account was suspended  ' })
        .expect(200);
      expect(response.body).toMatchObject({
        id: report.id,
        status: 'resolved',
        note: 'The account was suspended',
        reviewedAt: expect.any(String),
        reporter: { id: reporter.id },
      });
      expect(await app.get(QueryBus).execute(new CountActiveReportsQuery())).toBe(countBefore - 1);

      const refused = await admin.agent
        .patch(`/api/admin/reports/${report.id}`)
        .send({ status: 'dismissed', note: 'Changed my mind' })
        .expect(409);
      expectErrorBody(refused.body, 409, 'MODERATION.REPORT_NOT_PENDING');

      const audit = await auditRowsOf(report.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        admin_id: admin.id,
        action: 'report.resolved',
        subject_type: 'report',
        before: { status: 'pending' },
        after: { status: 'resolved', note: 'The account was suspended' },
      });

      await settleEvents(app);
      const expected = [
        {
          entityId: report.id,
          title: 'Your report was reviewed',
          message: 'Your report about a user was resolved. Note from our team: The account was suspended',
          isRead: false,
        },
      ];
      expect(await notificationsOf(reporter, 'admin_action')).toMatchObject(expected);
      expect(await notificationsOf(reported, 'admin_action')).toEqual([]);

      await redeliver('moderation.report_closed', 'reportId', report.id);
      expect(await notificationsOf(reporter, 'admin_action')).toMatchObject(expected);
      expect(await notificationsOf(reporter, 'admin_action')).toHaveLength(1);
    });

    it('lets one of two administrators deciding at the same moment through, with one audit entry', async () => {
      const report = await fileReport(reporter, 'user', reported.id);
      const other = await signUpAdmin(app);
      const decide = async (member: Member, status: string) =>
        (await member.agent.patch(`/api/admin/reports/${report.id}`).send({ status, note: 'Decided' })).status;
      const statuses = await Promise.all([decide(admin, 'resolved'), decide(other, 'dismissed')]);
      expect(statuses.sort()).toEqual([200, 409]);
      expect(await auditRowsOf(report.id)).toHaveLength(1);
    });

    it('dismisses a report with a note for the reporter', async () => {
      const message = (await reported.agent.post('/api/messages').send({ receiverId: reporter.id, content: 'hi' }).expect(201)).body;
      const report = await fileReport(reporter, 'message', message.id);
      await admin.agent
        .patch(`/api/admin/reports/${report.id}`)
        .send({ status: 'dismissed', note: 'A greeting breaks no rule' })
        .expect(200);
      expect((await auditRowsOf(report.id)).map((row) => [row.action, row.before, row.after])).toEqual([
        ['report.dismissed', { status: 'pending' }, { status: 'dismissed', note: 'A greeting breaks no rule' }],
      ]);
      await settleEvents(app);
      expect((await notificationsOf(reporter, 'admin_action')).map((n) => n.message)).toEqual([
        'Your report about a message was dismissed. Note from our team: A greeting breaks no rule',
      ]);
    });

    it.each([
      ['no note', { status: 'resolved' }],
      ['a blank note', { status: 'resolved', note: '  ' }],
      ['a note over 2000 characters', { status: 'resolved', note: 'n'.repeat(2001) }],
      ['status pending', { status: 'pending', note: 'Back to the queue' }],
      ['no status', { note: 'Done' }],
    ])('refuses a decision with %s, changing nothing', async (_case, body) => {
      const report = await fileReport(reporter, 'user', reported.id);
      expectErrorBody((await admin.agent.patch(`/api/admin/reports/${report.id}`).send(body).expect(400)).body, 400, 'VALIDATION_FAILED');
      expect((await reporter.agent.get('/api/reports/my').expect(200)).body[0].status).toBe('pending');
      expect(await auditRowsOf(report.id)).toEqual([]);
    });
  });

  describe('disputes', () => {
    const listIds = async (query: string) =>
      ((await admin.agent.get(`/api/admin/disputes${query}`).expect(200)).body as { id: string }[]).map((dispute) => dispute.id);

    it('lists open and under_review disputes by default, oldest first (the queue), with who opened them; one status on request', async () => {
      const a = await hire(app);
      const b = await hire(app);
      const c = await hire(app);
      const open = await openDispute(a.freelancer, a.contract.id);
      const reviewed = await openDispute(b.client, b.contract.id);
      const resolved = await openDispute(c.client, c.contract.id);
      await admin.agent.patch(`/api/admin/disputes/${reviewed.id}`).send({ status: 'under_review' }).expect(200);
      await admin.agent.patch(`/api/admin/disputes/${resolved.id}`).send({ status: 'resolved', resolution: 'Settled' }).expect(200);

      const unresolved = (await admin.agent.get('/api/admin/disputes').expect(200)).body;
      const ours = unresolved.filter((dispute: { id: string }) => [open.id, reviewed.id, resolved.id].includes(dispute.id));
      expect(ours.map((dispute: { id: string; status: string }) => [dispute.id, dispute.status])).toEqual([
        [open.id, 'open'],
        [reviewed.id, 'under_review'],
      ]);
      expect(ours[0].initiator).toMatchObject({ id: a.freelancer.id, username: a.freelancer.username });

      expect(await listIds('?status=open')).toEqual(expect.arrayContaining([open.id]));
      expect(await listIds('?status=open')).not.toContain(reviewed.id);
      expect(await listIds('?status=under_review')).toEqual(expect.arrayContaining([reviewed.id]));
      const resolvedList = await listIds('?status=resolved');
      expect(resolvedList).toContain(resolved.id);
      expect(resolvedList).not.toContain(open.id);
      expectErrorBody((await admin.agent.get('/api/admin/disputes?status=closed').expect(400)).body, 400, 'VALIDATION_FAILED');
      const afterOpen = await listIds(`?before=${open.id}`);
      expect(afterOpen).toContain(reviewed.id);
      expect(afterOpen).not.toContain(open.id);
      // A report's id is no cursor of the disputes.
      const report = await fileReport(a.client, 'user', a.freelancer.id);
      expectErrorBody(
        (await admin.agent.get(`/api/admin/disputes?before=${report.id}`).expect(400)).body,
        400,
        'MODERATION.UNKNOWN_CURSOR',
      );
    });

    it('takes a dispute up, then resolves it, with audit entries and notifications to both parties, each once', async () => {
      const { client, freelancer, contract, job } = await hire(app);
      await settleEvents(app);
      const dispute = await openDispute(freelancer, contract.id);
      const openBefore = await app.get(QueryBus).execute(new CountOpenDisputesQuery());

      const reviewing = await admin.agent.patch(`/api/admin/disputes/${dispute.id}`).send({ status: 'under_review' }).expect(200);
      expect(reviewing.body).toMatchObject({
        status: 'under_review',
        resolution: null,
        resolvedAt: null,
        initiator: { id: freelancer.id },
      });
      expect(await app.get(QueryBus).execute(new CountOpenDisputesQuery())).toBe(openBefore);
      await settleEvents(app);

      const again = await admin.agent.patch(`/api/admin/disputes/${dispute.id}`).send({ status: 'under_review' }).expect(409);
      expectErrorBody(again.body, 409, 'MODERATION.DISPUTE_TRANSITION_NOT_ALLOWED');
      expectErrorBody(
        (await admin.agent.patch(`/api/admin/disputes/${dispute.id}`).send({ status: 'resolved' }).expect(400)).body,
        400,
        'MODERATION.RESOLUTION_REQUIRED',
      );

      const resolved = await admin.agent
        .patch(`/api/admin/disputes/${dispute.id}`)
        .send({ status: 'resolved', resolution: ' The client pays the last week ' })
        .expect(200);
      expect(resolved.body).toMatchObject({
        status: 'resolved',
        resolution: 'The client pays the last week',
        resolvedAt: expect.any(String),
      });
      expect(await app.get(QueryBus).execute(new CountOpenDisputesQuery())).toBe(openBefore - 1);
      expectErrorBody(
        (await admin.agent.patch(`/api/admin/disputes/${dispute.id}`).send({ status: 'under_review' }).expect(409)).body,
        409,
        'MODERATION.DISPUTE_TRANSITION_NOT_ALLOWED',
      );
      expectErrorBody(
        (await admin.agent.patch(`/api/admin/disputes/${dispute.id}`).send({ status: 'resolved', resolution: 'Twice' }).expect(409)).body,
        409,
        'MODERATION.DISPUTE_TRANSITION_NOT_ALLOWED',
      );

      const audit = await auditRowsOf(dispute.id);
      expect(audit.map(({ admin_id, action, subject_type, before, after }) => ({ admin_id, action, subject_type, before, after }))).toEqual(
        [
          {
            admin_id: admin.id,
            action: 'dispute.under_review',
            subject_type: 'dispute',
            before: { status: 'open' },
            after: { status: 'under_review', resolution: null },
          },
          {
            admin_id: admin.id,
            action: 'dispute.resolved',
            subject_type: 'dispute',
            before: { status: 'under_review' },
            after: { status: 'resolved', resolution: 'The client pays the last week' },
          },
        ],
      );

      await settleEvents(app);
      const disputeNotifications = async (member: Member) =>
        (await notificationsOf(member, 'contract')).filter((n) => ['Dispute under review', 'Dispute resolved'].includes(n.title));
      const expected = [
        {
          entityId: contract.id,
          title: 'Dispute resolved',
          message: `The dispute on “${job.title}” was resolved: The client pays the last week`,
        },
        {
          entityId: contract.id,
          title: 'Dispute under review',
          message: `Our team is now reviewing the dispute on “${job.title}”.`,
        },
      ];
      for (const party of [client, freelancer]) expect(await disputeNotifications(party)).toMatchObject(expected);

      await redeliver('moderation.dispute_updated', 'disputeId', dispute.id);
      for (const party of [client, freelancer]) expect(await disputeNotifications(party)).toHaveLength(2);
    });

    it('resolves an open dispute directly', async () => {
      const { client, contract } = await hire(app);
      const dispute = await openDispute(client, contract.id);
      await admin.agent
        .patch(`/api/admin/disputes/${dispute.id}`)
        .send({ status: 'resolved', resolution: 'Withdrawn by the client' })
        .expect(200);
      expect((await auditRowsOf(dispute.id)).map((row) => [row.action, row.before])).toEqual([['dispute.resolved', { status: 'open' }]]);
    });

    it.each([
      ['a resolution with under_review', { status: 'under_review', resolution: 'Too early' }, 'MODERATION.RESOLUTION_ONLY_WHEN_RESOLVING'],
      ['a blank resolution', { status: 'resolved', resolution: '   ' }, 'MODERATION.RESOLUTION_REQUIRED'],
      ['a resolution over 2000 characters', { status: 'resolved', resolution: 'r'.repeat(2001) }, 'VALIDATION_FAILED'],
      ['status open', { status: 'open' }, 'VALIDATION_FAILED'],
      ['no status', {}, 'VALIDATION_FAILED'],
    ])('refuses an update with %s, changing nothing', async (_case, body, code) => {
      const { freelancer, contract } = await hire(app);
      const dispute = await openDispute(freelancer, contract.id);
      expectErrorBody((await admin.agent.patch(`/api/admin/disputes/${dispute.id}`).send(body).expect(400)).body, 400, code);
      expect((await freelancer.agent.get('/api/disputes/my').expect(200)).body[0].status).toBe('open');
      expect(await auditRowsOf(dispute.id)).toEqual([]);
    });
  });
});
