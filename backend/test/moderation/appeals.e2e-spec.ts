import type { NestExpressApplication } from '@nestjs/platform-express';
import { QueryBus } from '@nestjs/cqrs';
import { CountPendingAppealsQuery } from '../../src/contexts/moderation/public';
import { Clock } from '../../src/platform/clock/clock';
import { settleEvents } from '../factories/contracts';
import { Administrator, enrolTotp, Member, postJob, signUpAdmin, signUpClient, signUpFreelancer } from '../factories/jobs';
import { sendMessage } from '../factories/messages';
import { unusedTotpCode } from '../factories/users';
import { deliverAgain } from '../support/account-mail';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { agentFor, TEST_PUBLIC_URL } from '../support/test-app';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';

type Action = { id: string; kind: string; subjectId: string; status: string };
type Appeal = { id: string; text: string; status: string; decisionReason: string | null; action: { id: string; kind: string } };
type AdminAppeal = Appeal & {
  appellant: { id: string } | null;
  subjectName: string | null;
  decidedBy: { id: string } | null;
  action: Appeal['action'] & { adminId: string; reason: string; admin: { id: string } | null };
};
type SuspensionAppealOffer = {
  actionId: string;
  token: string | null;
  secondFactorRequired: boolean;
  appeal: { status: string; filedAt: string; decidedAt: string | null; decisionReason: string | null } | null;
};
type AuditRow = { action: string; admin_id: string; person_id: string | null; subject_type: string; subject_id: string };

/** Appeals of administrators' actions (decision 0065). */
describe('Appeals', () => {
  let mailbox: TestMailbox;
  let app: NestExpressApplication;
  /** Took the actions: never decides their appeals. */
  let acting: Administrator;
  /** Another administrator, who decides. */
  let deciding: Administrator;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
    acting = await signUpAdmin(app);
    deciding = await signUpAdmin(app);
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  async function enforce(body: { kind: string; subjectId: string; reason?: string }, by: Administrator = acting): Promise<Action> {
    const response = await by.agent
      .post('/api/admin/enforcement-actions')
      .send({ reason: 'Asked for payment off the platform', ...body })
      .expect(201);
    await settleEvents(app);
    return response.body;
  }

  async function appeal(member: Member, actionId: string, status = 201, text = 'The payment link was the client’s own invoice.') {
    return (await member.agent.post('/api/appeals').send({ actionId, text }).expect(status)).body;
  }

  async function decide(by: Administrator, appealId: string, decision: 'uphold' | 'lift', status = 200, reason = 'Checked the thread') {
    return (await by.agent.post(`/api/admin/appeals/${appealId}/${decision}`).send({ reason }).expect(status)).body;
  }

  async function signIn(member: { email: string; password: string }, extra: { code?: string; password?: string } = {}) {
    return agentFor(app)
      .post('/api/auth/login')
      .send({ email: member.email, password: member.password, ...extra });
  }

  async function suspensionOffer(member: { email: string; password: string }, code?: string): Promise<SuspensionAppealOffer> {
    const refused = await signIn(member, code ? { code } : {});
    expectErrorBody(refused.body, 403, 'IDENTITY.ACCOUNT_SUSPENDED');
    return refused.body.details.appeal;
  }

  function fileWithToken(token: unknown, text = 'I shared my number by mistake; it will not happen again.') {
    return agentFor(app).post('/api/appeals/suspension').send({ token, text });
  }

  const auditOf = (subjectId: string) =>
    sql<AuditRow[]>(
      app,
      'select action, admin_id, person_id, subject_type, subject_id from admin_actions where subject_id = ? order by created_at',
      [subjectId],
    );

  const pendingQueue = async (by: Administrator = deciding): Promise<AdminAppeal[]> =>
    (await by.agent.get('/api/admin/appeals').query({ limit: 100 }).expect(200)).body;

  describe('of taken-down content', () => {
    it('files once per action, by its owner only, while the action is in force', async () => {
      const client = await signUpClient(app);
      const other = await signUpClient(app);
      const job = await postJob(client.agent, { title: 'Weekend email support' });
      const takedown = await enforce({ kind: 'job_takedown', subjectId: job.id, reason: 'Misleading pay' });

      expect((await client.agent.get(`/api/appeals/subjects/${job.id}`).expect(200)).body).toEqual({
        action: expect.objectContaining({ id: takedown.id, kind: 'job_takedown', reason: 'Misleading pay', status: 'active' }),
        appeal: null,
        canAppeal: true,
      });
      // Someone else learns nothing of the action, and cannot appeal it.
      expect((await other.agent.get(`/api/appeals/subjects/${job.id}`).expect(200)).body).toEqual({
        action: null,
        appeal: null,
        canAppeal: false,
      });
      expectErrorBody(await appeal(other, takedown.id, 404), 404, 'MODERATION.APPEAL_ACTION_NOT_FOUND');
      expectErrorBody(await appeal(client, '00000000-0000-4000-8000-000000000000', 404), 404, 'MODERATION.APPEAL_ACTION_NOT_FOUND');
      expectErrorBody(await appeal(client, takedown.id, 400, '   '), 400, 'VALIDATION_FAILED');
      expectErrorBody(await appeal(client, takedown.id, 400, 'x'.repeat(2001)), 400, 'VALIDATION_FAILED');

      const filed = (await appeal(client, takedown.id)) as Appeal;
      expect(filed).toMatchObject({ status: 'pending', decisionReason: null, action: { id: takedown.id, kind: 'job_takedown' } });
      expectErrorBody(await appeal(client, takedown.id, 409), 409, 'MODERATION.ALREADY_APPEALED');
      // Two at once: exactly one is filed.
      const second = await signUpClient(app);
      const secondJob = await postJob(second.agent);
      const secondTakedown = await enforce({ kind: 'job_takedown', subjectId: secondJob.id });
      const raced = await Promise.all(
        [1, 2].map(() => second.agent.post('/api/appeals').send({ actionId: secondTakedown.id, text: 'Mine' })),
      );
      expect(raced.map((answer) => answer.status).sort()).toEqual([201, 409]);

      expect((await client.agent.get(`/api/appeals/subjects/${job.id}`).expect(200)).body).toMatchObject({
        appeal: { id: filed.id, status: 'pending' },
        canAppeal: false,
      });
      expect((await client.agent.get('/api/appeals/mine').expect(200)).body).toEqual([expect.objectContaining({ id: filed.id })]);
      expect((await other.agent.get('/api/appeals/mine').expect(200)).body).toEqual([]);

      // An action no longer in force is not appealed.
      const item = (await client.agent.post('/api/portfolio').send({ title: 'Support playbook' }).expect(201)).body;
      const itemTakedown = await enforce({ kind: 'portfolio_takedown', subjectId: item.id });
      await acting.agent.post(`/api/admin/enforcement-actions/${itemTakedown.id}/lift`).send({ reason: 'Mistake' }).expect(200);
      expectErrorBody(await appeal(client, itemTakedown.id, 409), 409, 'MODERATION.ENFORCEMENT_NOT_ACTIVE');
    });

    it('keeps a taken-down post and portfolio item as they were judged: no edit, close or cancel until restored', async () => {
      const client = await signUpClient(app);
      const job = await postJob(client.agent);
      await enforce({ kind: 'job_takedown', subjectId: job.id });
      for (const change of ['close', 'cancel']) {
        expectErrorBody((await client.agent.post(`/api/jobs/${job.id}/${change}`).expect(409)).body, 409, 'JOBS.JOB_TAKEN_DOWN');
      }
      expectErrorBody(
        (await client.agent.patch(`/api/jobs/${job.id}`).send({ title: 'Renamed post' }).expect(409)).body,
        409,
        'JOBS.JOB_TAKEN_DOWN',
      );
      expect((await client.agent.get(`/api/jobs/${job.id}`).expect(200)).body.status).toBe('open');

      const freelancer = await signUpFreelancer(app);
      const item = (await freelancer.agent.post('/api/portfolio').send({ title: 'Copied work' }).expect(201)).body;
      await enforce({ kind: 'portfolio_takedown', subjectId: item.id });
      expectErrorBody(
        (await freelancer.agent.patch(`/api/portfolio/${item.id}`).send({ title: 'My work' }).expect(409)).body,
        409,
        'IDENTITY.PORTFOLIO_ITEM_TAKEN_DOWN',
      );
    });

    it('is decided by another administrator only; a lift restores the post, is audited, and tells the owner once', async () => {
      const client = await signUpClient(app);
      const freelancer = await signUpFreelancer(app);
      const job = await postJob(client.agent, { title: 'Night shift chat support' });
      const takedown = await enforce({ kind: 'job_takedown', subjectId: job.id, reason: 'Misleading pay' });
      await freelancer.agent.get(`/api/jobs/${job.id}`).expect(404);
      const filed = (await appeal(client, takedown.id, 201, 'The pay is stated per hour, as the post says.')) as Appeal;
      await settleEvents(app);

      const queued = (await pendingQueue()).find((listed) => listed.id === filed.id);
      expect(queued).toMatchObject({
        text: 'The pay is stated per hour, as the post says.',
        status: 'pending',
        subjectName: 'Night shift chat support',
        appellant: { id: client.id },
        action: { id: takedown.id, kind: 'job_takedown', reason: 'Misleading pay', adminId: acting.id, admin: { id: acting.id } },
      });

      // The administrator who acted cannot decide, either way; nor can a member.
      for (const decision of ['uphold', 'lift'] as const) {
        expectErrorBody(await decide(acting, filed.id, decision, 403), 403, 'MODERATION.CANNOT_DECIDE_OWN_ACTION');
      }
      await client.agent.post(`/api/admin/appeals/${filed.id}/lift`).send({ reason: 'Mine' }).expect(403);
      expectErrorBody(await decide(deciding, filed.id, 'lift', 400, ''), 400, 'VALIDATION_FAILED');
      expect((await freelancer.agent.get(`/api/jobs/${job.id}`).expect(404)).status).toBe(404);

      const decided = (await decide(deciding, filed.id, 'lift', 200, 'The pay is clear on second reading')) as AdminAppeal;
      expect(decided).toMatchObject({
        status: 'lifted',
        decisionReason: 'The pay is clear on second reading',
        decidedBy: { id: deciding.id },
      });
      expectErrorBody(await decide(deciding, filed.id, 'uphold', 409), 409, 'MODERATION.APPEAL_ALREADY_DECIDED');
      await settleEvents(app);

      // Restored as a lift restores, through the same events.
      expect((await freelancer.agent.get(`/api/jobs/${job.id}`).expect(200)).body.takenDown).toBeNull();
      const [action] = (await deciding.agent.get('/api/admin/enforcement-actions').query({ userId: client.id }).expect(200))
        .body as Action[];
      expect(action).toMatchObject({ id: takedown.id, status: 'lifted' });
      // Both audited in the decision's transaction, naming the appellant.
      expect(await auditOf(filed.id)).toEqual([
        { action: 'appeal.lifted', admin_id: deciding.id, person_id: client.id, subject_type: 'appeal', subject_id: filed.id },
      ]);
      expect((await auditOf(job.id)).map((row) => [row.action, row.admin_id, row.person_id])).toEqual([
        ['enforcement.job_taken_down', acting.id, client.id],
        ['enforcement.lifted', deciding.id, client.id],
      ]);

      // The owner is told, in the app and by email, with the reason; once however often it is delivered.
      const mail = await mailbox.next({ to: client.email, subject: 'Your appeal was accepted' });
      expect(mail.text).toContain('restored your job post “Night shift chat support”');
      expect(mail.text).toContain('Reason: The pay is clear on second reading');
      expect(mail.links[0]).toBe(`${TEST_PUBLIC_URL}/jobs/${job.id}`);
      await deliverAgain(app, 'moderation.appeal_decided', 'appealId', filed.id);
      await settleEvents(app);
      const told = ((await client.agent.get('/api/notifications').expect(200)).body as { title: string; message: string }[]).filter(
        (notification) => notification.title === 'Your appeal was accepted',
      );
      expect(told).toEqual([expect.objectContaining({ message: expect.stringContaining('Reason: The pay is clear on second reading') })]);
      expect(mailbox.to(client.email).filter((received) => received.subject === 'Your appeal was accepted')).toHaveLength(1);
      expect((await client.agent.get(`/api/appeals/subjects/${job.id}`).expect(200)).body).toMatchObject({
        action: { status: 'lifted' },
        appeal: { status: 'lifted', decisionReason: 'The pay is clear on second reading' },
        canAppeal: false,
      });
    });

    it('upholds a message removal, or overturns it on appeal: the message stays removed', async () => {
      const sender = await signUpFreelancer(app);
      const receiver = await signUpClient(app);
      const [first, second] = [
        await sendMessage(sender, receiver.id, 'Pay me by GCash'),
        await sendMessage(sender, receiver.id, 'Or PayPal'),
      ];
      const removals = [
        await enforce({ kind: 'message_removal', subjectId: first.id }),
        await enforce({ kind: 'message_removal', subjectId: second.id }),
      ];
      const [upheld, lifted] = [(await appeal(sender, removals[0].id)) as Appeal, (await appeal(sender, removals[1].id)) as Appeal];

      expect(await decide(deciding, upheld.id, 'uphold', 200, 'Off-platform payment')).toMatchObject({ status: 'upheld' });
      expect(await decide(deciding, lifted.id, 'lift', 200, 'It was a quote, not a request')).toMatchObject({ status: 'lifted' });
      await settleEvents(app);

      const actions = (await deciding.agent.get('/api/admin/enforcement-actions').query({ userId: sender.id }).expect(200))
        .body as Action[];
      expect(Object.fromEntries(actions.map((action) => [action.id, action.status]))).toEqual({
        [removals[0].id]: 'active',
        [removals[1].id]: 'lifted',
      });
      const thread = (await sender.agent.get(`/api/messages/${first.conversationId}`).expect(200)).body as {
        removedByAdministrator: boolean;
      }[];
      expect(thread.map((message) => message.removedByAdministrator)).toEqual([true, true]);
      await mailbox.next({ to: sender.email, subject: 'Your appeal was declined' });
      const overturned = await mailbox.next({ to: sender.email, subject: 'Your appeal was accepted' });
      expect(overturned.text).toContain('its text cannot be brought back');
    });

    it('is never decided by its appellant, an administrator whose message another removed', async () => {
      const member = await signUpClient(app);
      const message = await sendMessage(deciding, member.id, 'Please send your ID by email');
      const removal = await enforce({ kind: 'message_removal', subjectId: message.id, reason: 'IDs go through verification' });
      const filed = (await appeal(deciding, removal.id)) as Appeal;
      expectErrorBody(await decide(deciding, filed.id, 'lift', 403), 403, 'MODERATION.CANNOT_DECIDE_OWN_APPEAL');
    });

    it('lists pending appeals oldest first, a page at a time, and counts them; a direct lift closes its appeal', async () => {
      const before = await app.get(QueryBus).execute(new CountPendingAppealsQuery());
      const client = await signUpClient(app);
      const jobs = [await postJob(client.agent), await postJob(client.agent)];
      const takedowns = [
        await enforce({ kind: 'job_takedown', subjectId: jobs[0].id }),
        await enforce({ kind: 'job_takedown', subjectId: jobs[1].id }),
      ];
      const filed = [(await appeal(client, takedowns[0].id)) as Appeal, (await appeal(client, takedowns[1].id)) as Appeal];
      expect(await app.get(QueryBus).execute(new CountPendingAppealsQuery())).toBe(before + 2);

      const ids = (await pendingQueue()).map((listed) => listed.id);
      expect(ids.indexOf(filed[0].id)).toBeLessThan(ids.indexOf(filed[1].id));
      expect(ids.indexOf(filed[1].id)).toBe(ids.length - 1);
      const firstPage = await deciding.agent.get('/api/admin/appeals').query({ limit: 1 }).expect(200);
      expect(firstPage.body).toHaveLength(1);
      const nextPage = await deciding.agent
        .get('/api/admin/appeals')
        .query({ limit: 1, cursor: firstPage.headers['x-next-cursor'] })
        .expect(200);
      expect(nextPage.body[0].id).not.toBe(firstPage.body[0].id);
      await client.agent.get('/api/admin/appeals').expect(403);

      // Lifted directly by the administrator who acted: the appeal has what it asked for.
      await acting.agent
        .post(`/api/admin/enforcement-actions/${takedowns[0].id}/lift`)
        .send({ reason: 'Taken down by mistake' })
        .expect(200);
      expect((await pendingQueue()).map((listed) => listed.id)).not.toContain(filed[0].id);
      const closed = (await deciding.agent.get('/api/admin/appeals').query({ status: 'lifted' }).expect(200)).body as AdminAppeal[];
      expect(closed.find((listed) => listed.id === filed[0].id)).toMatchObject({
        decisionReason: 'Taken down by mistake',
        decidedBy: { id: acting.id },
      });
      expect(await app.get(QueryBus).execute(new CountPendingAppealsQuery())).toBe(before + 1);
    });
  });

  describe('of a suspension, from the sign-in screen', () => {
    it('gives the appeal token only past the right password, and files once with it', async () => {
      const member = await signUpFreelancer(app);
      const suspension = await enforce({ kind: 'suspension', subjectId: member.id, reason: 'Shared contact details' });

      // A wrong password learns nothing, token least of all.
      const wrong = await signIn(member, { password: 'not-the-password' });
      expectErrorBody(wrong.body, 401, 'IDENTITY.INVALID_CREDENTIALS');
      expect(JSON.stringify(wrong.body)).not.toMatch(/token|appeal|a1\./i);

      const offer = await suspensionOffer(member);
      expect(offer).toEqual({ actionId: suspension.id, token: expect.any(String), secondFactorRequired: false, appeal: null });

      expectErrorBody((await fileWithToken(offer.token, '').expect(400)).body, 400, 'VALIDATION_FAILED');
      const filed = (await fileWithToken(offer.token).expect(201)).body as Appeal;
      expect(filed).toMatchObject({ status: 'pending', action: { id: suspension.id, kind: 'suspension' } });
      expectErrorBody((await fileWithToken(offer.token).expect(409)).body, 409, 'MODERATION.ALREADY_APPEALED');

      // Later sign-ins say it was sent.
      expect((await suspensionOffer(member)).appeal).toEqual({
        status: 'pending',
        filedAt: expect.any(String),
        decidedAt: null,
        decisionReason: null,
      });
      expect((await pendingQueue()).find((listed) => listed.id === filed.id)).toMatchObject({
        subjectName: 'Test User',
        action: { kind: 'suspension', reason: 'Shared contact details' },
        appellant: { id: member.id },
      });
    });

    it('refuses forged, altered, expired and other suspensions’ tokens', async () => {
      const [first, second] = [await signUpFreelancer(app), await signUpFreelancer(app)];
      const firstSuspension = await enforce({ kind: 'suspension', subjectId: first.id });
      await enforce({ kind: 'suspension', subjectId: second.id });
      const token = (await suspensionOffer(first)).token!;
      const [version, payload, signature] = token.split('.');
      const decoded = Buffer.from(payload, 'base64url').toString('utf8').split(':');

      const secondOffer = await suspensionOffer(second);
      // The first's signature on the second's suspension, and the second's user on the first's suspension.
      const swapped = Buffer.from([decoded[0], secondOffer.actionId, decoded[2]].join(':')).toString('base64url');
      const otherUser = Buffer.from([second.id, decoded[1], decoded[2]].join(':')).toString('base64url');
      const later = Buffer.from([decoded[0], decoded[1], String(Number(decoded[2]) + 3600)].join(':')).toString('base64url');
      const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      for (const forged of [
        `${version}.${swapped}.${signature}`,
        `${version}.${otherUser}.${signature}`,
        `${version}.${later}.${signature}`,
        `${version}.${payload}.${flipped}`,
        `${version}.${payload}`,
        'a1.x.y',
        'not a token',
      ]) {
        expectErrorBody((await fileWithToken(forged).expect(400)).body, 400, 'MODERATION.APPEAL_TOKEN_INVALID');
      }

      // A token of a suspension that was lifted files no appeal of the next one.
      await acting.agent.post(`/api/admin/enforcement-actions/${firstSuspension.id}/lift`).send({ reason: 'Mistake' }).expect(200);
      await settleEvents(app);
      const next = await enforce({ kind: 'suspension', subjectId: first.id });
      expectErrorBody((await fileWithToken(token).expect(400)).body, 400, 'MODERATION.APPEAL_TOKEN_INVALID');
      // A token is for a suspension: the owner's content is appealed signed in.
      expect((await suspensionOffer(first)).actionId).toBe(next.id);

      // Expired: an hour after the refusal.
      const fresh = (await suspensionOffer(second)).token!;
      jest.spyOn(app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 61 * 60_000));
      try {
        expectErrorBody((await fileWithToken(fresh).expect(400)).body, 400, 'MODERATION.APPEAL_TOKEN_INVALID');
      } finally {
        jest.restoreAllMocks();
      }
    });

    it('asks an account with two-factor sign-in for its code before it gives the token', async () => {
      const member = await signUpFreelancer(app);
      const secret = await enrolTotp(member);
      await enforce({ kind: 'suspension', subjectId: member.id });

      expect(await suspensionOffer(member)).toMatchObject({ token: null, secondFactorRequired: true });
      const wrongCode = await signIn(member, { code: '000000' });
      expectErrorBody(wrongCode.body, 401, 'IDENTITY.SECOND_FACTOR_INVALID');
      const offer = await suspensionOffer(member, await unusedTotpCode(app, { id: member.id, totpSecret: secret }));
      expect(offer).toMatchObject({ token: expect.any(String), secondFactorRequired: false });
      await fileWithToken(offer.token).expect(201);
    });

    it('tells the decision by email and on the sign-in screen; a lift lets the user sign in again', async () => {
      const [upheldMember, liftedMember] = [await signUpFreelancer(app), await signUpFreelancer(app)];
      await enforce({ kind: 'suspension', subjectId: upheldMember.id, reason: 'Spam' });
      await enforce({ kind: 'suspension', subjectId: liftedMember.id, reason: 'Spam' });
      const upheld = (await fileWithToken((await suspensionOffer(upheldMember)).token).expect(201)).body as Appeal;
      const lifted = (await fileWithToken((await suspensionOffer(liftedMember)).token).expect(201)).body as Appeal;

      expectErrorBody(await decide(acting, lifted.id, 'lift', 403), 403, 'MODERATION.CANNOT_DECIDE_OWN_ACTION');
      await decide(deciding, upheld.id, 'uphold', 200, 'The messages were spam');
      await decide(deciding, lifted.id, 'lift', 200, 'Your messages were replies to clients');
      await settleEvents(app);

      expect((await suspensionOffer(upheldMember)).appeal).toMatchObject({ status: 'upheld', decisionReason: 'The messages were spam' });
      const declined = await mailbox.next({ to: upheldMember.email, subject: 'Your appeal was declined' });
      expect(declined.text).toContain('kept the suspension of your VerifiedWork account');
      expect(declined.text).toContain('Reason: The messages were spam');

      const accepted = await mailbox.next({ to: liftedMember.email, subject: 'Your appeal was accepted' });
      expect(accepted.text).toContain('you can sign in again');
      expect(accepted.text).toContain('Reason: Your messages were replies to clients');
      expect(accepted.links[0]).toBe(`${TEST_PUBLIC_URL}/login`);
      await deliverAgain(app, 'moderation.appeal_decided', 'appealId', lifted.id);
      await settleEvents(app);
      expect(mailbox.to(liftedMember.email).filter((mail) => mail.subject === 'Your appeal was accepted')).toHaveLength(1);
      const agent = agentFor(app);
      await agent.post('/api/auth/login').send({ email: liftedMember.email, password: liftedMember.password }).expect(200);
      const mine = (await agent.get('/api/appeals/mine').expect(200)).body as Appeal[];
      expect(mine).toEqual([
        expect.objectContaining({ id: lifted.id, status: 'lifted', decisionReason: 'Your messages were replies to clients' }),
      ]);
      // Their data file holds it too.
      const exported = JSON.parse((await agent.get('/api/auth/account/export').expect(200)).text) as { appeals: unknown[] };
      expect(exported.appeals).toEqual([
        {
          id: lifted.id,
          enforcementActionId: lifted.action.id,
          text: 'I shared my number by mistake; it will not happen again.',
          status: 'lifted',
          decisionReason: 'Your messages were replies to clients',
          createdAt: expect.any(String),
          decidedAt: expect.any(String),
        },
      ]);
    });
  });
});
