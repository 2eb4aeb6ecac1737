import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import * as kysely from 'kysely';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { GetUserSummariesQuery } from '../../src/contexts/identity/public';
import { ExpireSuspensionsCommand } from '../../src/contexts/moderation/application/commands/expire-suspensions';
import { PrincipalDirectory } from '../../src/platform/auth/principal';
import { Clock } from '../../src/platform/clock/clock';
import { settleEvents } from '../factories/contracts';
import { Administrator, Member, postJob, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { sendMessage } from '../factories/messages';
import { fileReport } from '../factories/moderation';
import { sessionCookie } from '../factories/users';
import { deliverAgain } from '../support/account-mail';
import { expectErrorBody } from '../support/error-body';
import { LiveSocket } from '../support/live-socket';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

const SESSION_ENDED = { code: 4401, reason: 'Session ended: suspended' };
/** How long a suspended user's socket may stay open: the requirement is at once; this allows for a loaded machine. */
const CLOSE_BOUND_MS = 5_000;

type EnforcementBody = { kind: string; subjectId: string; reason?: string; endsAt?: string; reportId?: string; disputeId?: string };
type EnforcementAction = { id: string; status: string; [key: string]: unknown };
type AuditEntry = { action: string; adminId: string; subjectType: string; subjectId: string; after: Record<string, unknown> | null };

describe('Enforcement actions (decision 0035)', () => {
  let app: NestExpressApplication;
  let admin: Administrator;

  beforeAll(async () => {
    app = await createTestApp();
    await app.listen(0, '127.0.0.1');
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  async function enforce(body: EnforcementBody, status = 201): Promise<EnforcementAction> {
    return (
      await admin.agent
        .post('/api/admin/enforcement-actions')
        .send({ reason: 'Asked for payment off the platform', ...body })
        .expect(status)
    ).body;
  }

  async function lift(actionId: string, status = 200): Promise<EnforcementAction> {
    return (await admin.agent.post(`/api/admin/enforcement-actions/${actionId}/lift`).send({ reason: 'Appeal accepted' }).expect(status))
      .body;
  }

  async function auditOf(subjectId: string): Promise<AuditEntry[]> {
    return (await admin.agent.get('/api/admin/audit-log').query({ subjectId }).expect(200)).body;
  }

  async function directoryIds(viewer: Member, username: string): Promise<string[]> {
    const found = (await viewer.agent.get('/api/freelancers').query({ searchTerm: username }).expect(200)).body as { id: string }[];
    return found.map(({ id }) => id);
  }

  /** The principal a session of the user would read with it (null: no one). */
  async function principalOf(userId: string): Promise<unknown> {
    const principal = app.get(PrincipalDirectory).principalOf(kysely.sql<string>`${userId}::uuid`);
    const row = await app.get(EntityManager).getKysely().selectNoFrom(principal.as('principal')).executeTakeFirstOrThrow();
    return row.principal;
  }

  async function isSuspended(userId: string): Promise<boolean | undefined> {
    return (await app.get(QueryBus).execute(new GetUserSummariesQuery([userId]))).get(userId)?.isSuspended;
  }

  describe('suspension', () => {
    it('ends every session and socket of the user at once and hides them from others; lifting brings them back', async () => {
      const member = await signUpFreelancer(app);
      const other = await signUpClient(app);
      const socket = await LiveSocket.open(app, await sessionCookie(app, member));
      expect(await directoryIds(other, member.username)).toEqual([member.id]);

      const action = await enforce({ kind: 'suspension', subjectId: member.id, reason: 'Spam in messages' });
      expect(action).toMatchObject({
        kind: 'suspension',
        subjectId: member.id,
        userId: member.id,
        reason: 'Spam in messages',
        endsAt: null,
        reportId: null,
        disputeId: null,
        adminId: admin.id,
        status: 'active',
        liftedAt: null,
        liftedBy: null,
        liftReason: null,
        user: { id: member.id, firstName: 'Test', lastName: 'User', username: member.username },
      });
      await settleEvents(app);

      try {
        expect(await socket.closedWithin(CLOSE_BOUND_MS)).toEqual(SESSION_ENDED);
      } finally {
        await socket.close();
      }
      await member.agent.get('/api/auth/user').expect(401);
      // A session kept anyhow (one the termination missed) names no one to the guards.
      expect(await principalOf(member.id)).toBeNull();
      const [row] = await sql<Record<string, unknown>[]>(
        app,
        'select suspended_at, suspended_until, suspension_reason, suspension_action_id from users where id = ?',
        [member.id],
      );
      expect(row).toMatchObject({ suspended_until: null, suspension_reason: 'Spam in messages', suspension_action_id: action.id });
      expect(row.suspended_at).not.toBeNull();

      expectErrorBody((await other.agent.get(`/api/users/${member.id}`).expect(404)).body, 404, 'IDENTITY.USER_NOT_FOUND');
      await other.agent.get(`/api/portfolio/${member.id}`).expect(404);
      await admin.agent.get(`/api/users/${member.id}`).expect(200);
      expect(await directoryIds(other, member.username)).toEqual([]);
      expect(await isSuspended(member.id)).toBe(true);

      const listed = (await admin.agent.get('/api/admin/enforcement-actions').query({ userId: member.id }).expect(200)).body;
      expect(listed).toEqual([action]);

      const lifted = await lift(action.id);
      expect(lifted).toMatchObject({ id: action.id, status: 'lifted', liftedBy: admin.id, liftReason: 'Appeal accepted' });
      expect(lifted.liftedAt).not.toBeNull();
      await settleEvents(app);

      await other.agent.get(`/api/users/${member.id}`).expect(200);
      await other.agent.get(`/api/portfolio/${member.id}`).expect(200);
      expect(await directoryIds(other, member.username)).toEqual([member.id]);
      expect(await isSuspended(member.id)).toBe(false);
      expect(await principalOf(member.id)).toMatchObject({ id: member.id });

      expect((await auditOf(member.id)).map(({ action: name, adminId }) => ({ name, adminId }))).toEqual([
        { name: 'enforcement.lifted', adminId: admin.id },
        { name: 'enforcement.suspended', adminId: admin.id },
      ]);
      expectErrorBody(await lift(action.id, 409), 409, 'MODERATION.ENFORCEMENT_NOT_ACTIVE');

      // Repeated deliveries of both events change nothing: the account stays back, its new session kept.
      const cookie = await sessionCookie(app, member);
      const reopened = await LiveSocket.open(app, cookie);
      try {
        expect(await deliverAgain(app, 'moderation.account_suspended', 'actionId', action.id)).toBe(1);
        expect(await deliverAgain(app, 'moderation.account_suspension_lifted', 'actionId', action.id)).toBe(1);
        expect(await isSuspended(member.id)).toBe(false);
        await other.agent.get(`/api/users/${member.id}`).expect(200);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(reopened.socket.readyState).toBe(reopened.socket.OPEN);
      } finally {
        await reopened.close();
      }
    });

    it('a repeated AccountSuspended while it holds keeps the one suspension', async () => {
      const member = await signUpFreelancer(app);
      const action = await enforce({ kind: 'suspension', subjectId: member.id });
      await settleEvents(app);
      expect(await deliverAgain(app, 'moderation.account_suspended', 'actionId', action.id)).toBe(1);
      expect(await isSuspended(member.id)).toBe(true);
      const [{ suspension_action_id }] = await sql<{ suspension_action_id: string }[]>(
        app,
        'select suspension_action_id from users where id = ?',
        [member.id],
      );
      expect(suspension_action_id).toBe(action.id);
      await lift(action.id);
      await settleEvents(app);
    });

    it('a timed suspension ends at its time: expired by the schedule, the account back', async () => {
      const member = await signUpFreelancer(app);
      const other = await signUpClient(app);
      const endsAt = new Date(Date.now() + 60 * 60_000);
      const action = await enforce({ kind: 'suspension', subjectId: member.id, endsAt: endsAt.toISOString() });
      expect(action.endsAt).toBe(endsAt.toISOString());
      await settleEvents(app);
      await other.agent.get(`/api/users/${member.id}`).expect(404);
      const [{ suspended_until }] = await sql<{ suspended_until: Date }[]>(app, 'select suspended_until from users where id = ?', [
        member.id,
      ]);
      expect(new Date(suspended_until).toISOString()).toBe(endsAt.toISOString());

      // Not yet due: the schedule leaves it.
      await app.get(CommandBus).execute(new ExpireSuspensionsCommand());
      expect((await admin.agent.get('/api/admin/enforcement-actions').query({ userId: member.id }).expect(200)).body[0].status).toBe(
        'active',
      );

      jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date(endsAt.getTime() + 1_000));
      expect(await app.get(CommandBus).execute(new ExpireSuspensionsCommand())).toBeGreaterThanOrEqual(1);
      jest.restoreAllMocks();
      await settleEvents(app);

      const [expired] = (await admin.agent.get('/api/admin/enforcement-actions').query({ userId: member.id }).expect(200)).body;
      expect(expired).toMatchObject({ id: action.id, status: 'expired', liftedBy: null });
      expect(expired.liftedAt).not.toBeNull();
      await other.agent.get(`/api/users/${member.id}`).expect(200);
      expect(await isSuspended(member.id)).toBe(false);
      expectErrorBody(await lift(action.id, 409), 409, 'MODERATION.ENFORCEMENT_NOT_ACTIVE');
    });

    it('refuses an end in the past, and an end for anything but a suspension', async () => {
      const member = await signUpFreelancer(app);
      const past = new Date(Date.now() - 60_000).toISOString();
      expectErrorBody(
        await enforce({ kind: 'suspension', subjectId: member.id, endsAt: past }, 400),
        400,
        'MODERATION.ENDS_AT_IN_THE_PAST',
      );
      const item = (await member.agent.post('/api/portfolio').send({ title: 'Support playbook' }).expect(201)).body;
      const future = new Date(Date.now() + 60_000).toISOString();
      expectErrorBody(
        await enforce({ kind: 'portfolio_takedown', subjectId: item.id, endsAt: future }, 400),
        400,
        'MODERATION.ENDS_AT_ONLY_FOR_SUSPENSION',
      );
    });
  });

  describe('portfolio takedown', () => {
    it('hides the item from others; its owner sees it with the reason; lifting restores it; repeated deliveries change nothing', async () => {
      const owner = await signUpFreelancer(app);
      const other = await signUpClient(app);
      const kept = (await owner.agent.post('/api/portfolio').send({ title: 'Helpdesk migration' }).expect(201)).body;
      const item = (await owner.agent.post('/api/portfolio').send({ title: 'Copied work' }).expect(201)).body;
      expect(item.takenDown).toBeNull();

      const action = await enforce({ kind: 'portfolio_takedown', subjectId: item.id, reason: 'Not your work' });
      expect(action).toMatchObject({ kind: 'portfolio_takedown', subjectId: item.id, userId: owner.id, status: 'active' });
      await settleEvents(app);

      const seenByOther = (await other.agent.get(`/api/portfolio/${owner.id}`).expect(200)).body as { id: string }[];
      expect(seenByOther.map(({ id }) => id)).toEqual([kept.id]);
      const seenByOwner = (await owner.agent.get(`/api/portfolio/${owner.id}`).expect(200)).body;
      expect(seenByOwner.map(({ id }: { id: string }) => id)).toEqual([item.id, kept.id]);
      expect(seenByOwner[0].takenDown).toEqual({ reason: 'Not your work', at: expect.any(String) });
      expect(seenByOwner[1].takenDown).toBeNull();
      expect((await auditOf(item.id)).map(({ action: name, subjectType }) => [name, subjectType])).toEqual([
        ['enforcement.portfolio_item_taken_down', 'portfolio_item'],
      ]);

      await lift(action.id);
      await settleEvents(app);
      const restored = (await other.agent.get(`/api/portfolio/${owner.id}`).expect(200)).body as { id: string; takenDown: unknown }[];
      expect(restored.map(({ id }) => id)).toEqual([item.id, kept.id]);
      expect(restored[0].takenDown).toBeNull();
      expect((await auditOf(item.id)).map(({ action: name }) => name)).toEqual([
        'enforcement.lifted',
        'enforcement.portfolio_item_taken_down',
      ]);

      expect(await deliverAgain(app, 'moderation.content_taken_down', 'actionId', action.id)).toBe(1);
      expect(await deliverAgain(app, 'moderation.content_restored', 'actionId', action.id)).toBe(1);
      expect(((await other.agent.get(`/api/portfolio/${owner.id}`).expect(200)).body as unknown[]).length).toBe(2);

      // Taken down again, by a new action: the old action's restore (delivered again) leaves it down.
      const again = await enforce({ kind: 'portfolio_takedown', subjectId: item.id });
      await settleEvents(app);
      await deliverAgain(app, 'moderation.content_restored', 'actionId', action.id);
      expect(((await other.agent.get(`/api/portfolio/${owner.id}`).expect(200)).body as unknown[]).length).toBe(1);
      await lift(again.id);
      await settleEvents(app);
    });
  });

  describe('other subjects and links', () => {
    it('takes down a job post and removes a message, owned by their poster and sender; a removed message stays removed', async () => {
      const client = await signUpClient(app);
      const freelancer = await signUpFreelancer(app);
      const job = await postJob(client.agent);
      const takedown = await enforce({ kind: 'job_takedown', subjectId: job.id });
      expect(takedown).toMatchObject({ kind: 'job_takedown', subjectId: job.id, userId: client.id });
      expect((await auditOf(job.id)).map(({ action: name, subjectType }) => [name, subjectType])).toEqual([
        ['enforcement.job_taken_down', 'job_post'],
      ]);

      const message = await sendMessage(freelancer, client.id, 'pay me outside the platform');
      const removal = await enforce({ kind: 'message_removal', subjectId: message.id });
      expect(removal).toMatchObject({ kind: 'message_removal', subjectId: message.id, userId: freelancer.id });
      expect((await auditOf(message.id)).map(({ action: name }) => name)).toEqual(['enforcement.message_removed']);
      expectErrorBody(await lift(removal.id, 409), 409, 'MODERATION.ENFORCEMENT_NOT_LIFTABLE');
      await settleEvents(app);
      await lift(takedown.id);
      await settleEvents(app);
    });

    it('links the report or dispute it answers, which must exist', async () => {
      const member = await signUpFreelancer(app);
      const reporter = await signUpClient(app);
      const report = await fileReport(reporter, 'user', member.id);
      expectErrorBody(
        await enforce({ kind: 'suspension', subjectId: member.id, reportId: randomUUID() }, 404),
        404,
        'MODERATION.REPORT_NOT_FOUND',
      );
      expectErrorBody(
        await enforce({ kind: 'suspension', subjectId: member.id, disputeId: randomUUID() }, 404),
        404,
        'MODERATION.DISPUTE_NOT_FOUND',
      );
      const action = await enforce({ kind: 'suspension', subjectId: member.id, reportId: report.id });
      expect(action.reportId).toBe(report.id);
      const linked = (await admin.agent.get('/api/admin/enforcement-actions').query({ reportId: report.id }).expect(200)).body;
      expect(linked.map(({ id }: { id: string }) => id)).toEqual([action.id]);
      await settleEvents(app);
      await lift(action.id);
      await settleEvents(app);
    });

    it('pages the list, newest first', async () => {
      const member = await signUpFreelancer(app);
      const items = [];
      for (const title of ['one', 'two', 'three']) items.push((await member.agent.post('/api/portfolio').send({ title }).expect(201)).body);
      const actions = [];
      for (const item of items) actions.push(await enforce({ kind: 'portfolio_takedown', subjectId: item.id }));
      const first = (await admin.agent.get('/api/admin/enforcement-actions').query({ userId: member.id, limit: 2 }).expect(200)).body;
      expect(first.map(({ id }: { id: string }) => id)).toEqual([actions[2].id, actions[1].id]);
      const next = (
        await admin.agent.get('/api/admin/enforcement-actions').query({ userId: member.id, limit: 2, before: first[1].id }).expect(200)
      ).body;
      expect(next.map(({ id }: { id: string }) => id)).toEqual([actions[0].id]);
      await settleEvents(app);
    });
  });

  describe('refusals', () => {
    it('refuses the administrator’s own account and content, another administrator, a second action, and unknown subjects', async () => {
      const member = await signUpFreelancer(app);
      expectErrorBody(await enforce({ kind: 'suspension', subjectId: admin.id }, 403), 403, 'MODERATION.CANNOT_ACT_ON_OWN_ACCOUNT');
      const ownMessage = await sendMessage(admin, member.id, 'a note from the team');
      expectErrorBody(
        await enforce({ kind: 'message_removal', subjectId: ownMessage.id }, 403),
        403,
        'MODERATION.CANNOT_ACT_ON_OWN_ACCOUNT',
      );
      const otherAdmin = await signUpAdmin(app);
      expectErrorBody(await enforce({ kind: 'suspension', subjectId: otherAdmin.id }, 403), 403, 'MODERATION.CANNOT_ACT_ON_ADMINISTRATOR');
      for (const kind of ['suspension', 'job_takedown', 'portfolio_takedown', 'message_removal']) {
        expectErrorBody(await enforce({ kind, subjectId: randomUUID() }, 404), 404, 'MODERATION.ENFORCEMENT_SUBJECT_NOT_FOUND');
      }

      const action = await enforce({ kind: 'suspension', subjectId: member.id });
      expectErrorBody(await enforce({ kind: 'suspension', subjectId: member.id }, 409), 409, 'MODERATION.ALREADY_ENFORCED');
      expect((await auditOf(member.id)).map(({ action: name }) => name)).toEqual(['enforcement.suspended']);
      await settleEvents(app);
      await lift(action.id);
      await settleEvents(app);
    });

    it('is for administrators only', async () => {
      const member = await signUpFreelancer(app);
      const target = await signUpClient(app);
      await member.agent.post('/api/admin/enforcement-actions').send({ kind: 'suspension', subjectId: target.id, reason: 'x' }).expect(403);
      await member.agent.get('/api/admin/enforcement-actions').expect(403);
      await member.agent.post(`/api/admin/enforcement-actions/${randomUUID()}/lift`).send({ reason: 'x' }).expect(403);
      expect(await isSuspended(target.id)).toBe(false);
    });
  });
});
