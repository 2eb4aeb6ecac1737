import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { GrantAdminCommand } from '../../src/contexts/identity/public';
import { deliverAgain } from '../notifications/notification-email';
import { hire, settleEvents } from '../factories/contracts';
import {
  Administrator,
  apply,
  Member,
  postJob,
  signUpAdmin,
  signUpClient,
  signUpFreelancer,
  uniqueWord,
  PROPOSAL_TERMS,
} from '../factories/jobs';
import { sendMessage } from '../factories/messages';
import { sessionCookie } from '../factories/users';
import { expectErrorBody } from '../support/error-body';
import { LiveSocket } from '../support/live-socket';
import { TEST_PUBLIC_URL, agentFor } from '../support/test-app';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';

type Notification = { type: string; entityId: string | null; title: string; message: string };
type Message = { id: string; content: string; removedByAdministrator: boolean };

/** What each context does with an administrator's enforcement actions (decision 0035). */
describe('Effects of enforcement actions', () => {
  let mailbox: TestMailbox;
  let app: NestExpressApplication;
  let admin: Administrator;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp());
    // Listening: the message removal's live push is checked on real sockets.
    await app.listen(0, '127.0.0.1');
    admin = await signUpAdmin(app);
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  async function enforce(body: { kind: string; subjectId: string; reason: string }): Promise<{ id: string }> {
    const response = await admin.agent.post('/api/admin/enforcement-actions').send(body).expect(201);
    await settleEvents(app);
    return response.body;
  }

  async function lift(actionId: string): Promise<void> {
    await admin.agent.post(`/api/admin/enforcement-actions/${actionId}/lift`).send({ reason: 'Appeal accepted' }).expect(200);
    await settleEvents(app);
  }

  const searchFor = async (viewer: Member, word: string): Promise<string[]> =>
    ((await viewer.agent.get('/api/jobs').query({ searchTerm: word }).expect(200)).body as { id: string }[]).map((job) => job.id);

  const adminNotificationsOf = async (member: Member): Promise<Notification[]> =>
    ((await member.agent.get('/api/notifications').expect(200)).body as Notification[]).filter((n) => n.type === 'admin_action');

  /** The suspension ended the member's sessions: a fresh sign-in, as they would after it ends. */
  async function signInAgain(member: Member): Promise<Member> {
    const agent = agentFor(app);
    await agent.post('/api/auth/login').send({ email: member.email, password: member.password }).expect(200);
    return { ...member, agent };
  }

  /** An enforcement email: the greeting, the reason, and no unsubscribe (it is transactional). */
  async function expectEnforcementEmail(to: Member, subject: string, says: string[]): Promise<void> {
    const mail = await mailbox.next({ to: to.email, subject });
    expect(mail.text).toContain('Hi Test,');
    for (const line of says) expect(mail.text).toContain(line);
    expect(mail.headers.has('list')).toBe(false);
    expect(mail.text).toContain('cannot be turned off');
  }

  const mailsTo = (member: Member, subject: string) => mailbox.to(member.email).filter((mail) => mail.subject === subject);

  it("hides a suspended client's posts from others, refuses messages to them, marks them on contracts, until it is lifted", async () => {
    const word = uniqueWord();
    const { client, freelancer, contract } = await hire(app);
    const job = await postJob(client.agent, { title: `Evening chat support ${word}` });
    const other = await signUpFreelancer(app);
    expect(await searchFor(other, word)).toEqual([job.id]);

    const suspension = await enforce({ kind: 'suspension', subjectId: client.id, reason: 'Asked freelancers to pay a fee' });

    expect(await searchFor(other, word)).toEqual([]);
    expectErrorBody((await other.agent.get(`/api/jobs/${job.id}`).expect(404)).body, 404, 'JOBS.JOB_NOT_FOUND');
    expect((await other.agent.get(`/api/jobs/client/${client.id}`).expect(200)).body).toEqual([]);
    expectErrorBody(
      (
        await other.agent
          .post('/api/applications')
          .send({ jobId: job.id, coverLetter: 'Hello', ...PROPOSAL_TERMS })
          .expect(404)
      ).body,
      404,
      'JOBS.JOB_NOT_FOUND',
    );
    // Administrators still see it.
    await admin.agent.get(`/api/jobs/${job.id}`).expect(200);

    const refused = await freelancer.agent.post('/api/messages').send({ receiverId: client.id, content: 'Are you there?' }).expect(403);
    expectErrorBody(refused.body, 403, 'MESSAGING.RECIPIENT_SUSPENDED');

    const suspendedView = (await freelancer.agent.get(`/api/contracts/${contract.id}`).expect(200)).body;
    expect(suspendedView.client).toMatchObject({ id: client.id, isSuspended: true });
    expect(suspendedView.freelancer).toMatchObject({ id: freelancer.id, isSuspended: false });

    await expectEnforcementEmail(client, 'Your account was suspended', [
      'until an administrator lifts it',
      'Reason: Asked freelancers to pay a fee',
    ]);

    await lift(suspension.id);

    expect(await searchFor(other, word)).toEqual([job.id]);
    expect((await other.agent.get(`/api/jobs/${job.id}`).expect(200)).body).toMatchObject({ id: job.id, takenDown: null });
    await sendMessage(freelancer, client.id, 'Welcome back');
    expect((await freelancer.agent.get(`/api/contracts/${contract.id}`).expect(200)).body.client.isSuspended).toBe(false);
    await expectEnforcementEmail(client, 'Your account is active again', ['you can sign in again']);

    // What the suspended user reads once it has ended.
    const returned = await signInAgain(client);
    expect(await adminNotificationsOf(returned)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entityId: suspension.id,
          title: 'Your account was suspended',
          message: 'An administrator suspended your account until an administrator lifts it. Reason: Asked freelancers to pay a fee',
        }),
        expect.objectContaining({ entityId: suspension.id, title: 'Your account is active again' }),
      ]),
    );

    // A late repeat of the suspension hides nothing again and tells nothing again.
    await deliverAgain(app, 'moderation.account_suspended', 'actionId', suspension.id);
    await deliverAgain(app, 'moderation.account_suspension_lifted', 'actionId', suspension.id);
    expect(await searchFor(other, word)).toEqual([job.id]);
    expect(await adminNotificationsOf(returned)).toHaveLength(2);
    expect(mailsTo(client, 'Your account was suspended')).toHaveLength(1);
    expect(mailsTo(client, 'Your account is active again')).toHaveLength(1);
  });

  it("withdraws a suspended freelancer's pending applications, for good", async () => {
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent);
    const application = await apply(freelancer.agent, job.id);

    const suspension = await enforce({ kind: 'suspension', subjectId: freelancer.id, reason: 'Fake identity documents' });
    const statusOf = async () =>
      ((await client.agent.get(`/api/applications/job/${job.id}`).expect(200)).body as { id: string; status: string }[]).find(
        (listed) => listed.id === application.id,
      )?.status;
    expect(await statusOf()).toBe('withdrawn');
    const decided = await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: 'Weekly' }).expect(409);
    expectErrorBody(decided.body, 409, 'JOBS.APPLICATION_NOT_PENDING');

    await lift(suspension.id);
    expect(await statusOf()).toBe('withdrawn');
  });

  it('shows a taken-down job post to its owner only, with the reason, and refuses applications, until it is restored', async () => {
    const word = uniqueWord();
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent, { title: `Weekend email support ${word}` });

    const takedown = await enforce({ kind: 'job_takedown', subjectId: job.id, reason: 'Misleading pay' });

    expect(await searchFor(freelancer, word)).toEqual([]);
    await freelancer.agent.get(`/api/jobs/${job.id}`).expect(404);
    expect((await freelancer.agent.get(`/api/jobs/client/${client.id}`).expect(200)).body).toEqual([]);
    const refused = await freelancer.agent
      .post('/api/applications')
      .send({ jobId: job.id, coverLetter: 'Hello', ...PROPOSAL_TERMS })
      .expect(404);
    expectErrorBody(refused.body, 404, 'JOBS.JOB_NOT_FOUND');

    const owned = (await client.agent.get(`/api/jobs/${job.id}`).expect(200)).body;
    expect(owned.takenDown).toEqual({ reason: 'Misleading pay', at: expect.any(String) });
    const mine = (await client.agent.get(`/api/jobs/client/${client.id}`).expect(200)).body as { id: string; takenDown: unknown }[];
    expect(mine).toEqual([expect.objectContaining({ id: job.id, takenDown: { reason: 'Misleading pay', at: owned.takenDown.at } })]);

    expect(await adminNotificationsOf(client)).toEqual([
      expect.objectContaining({
        entityId: takedown.id,
        title: 'Your content was taken down',
        message: `An administrator took down your job post “Weekend email support ${word}”: only you can see it now. Reason: Misleading pay`,
      }),
    ]);
    const mail = await mailbox.next({ to: client.email, subject: 'Your content was taken down' });
    expect(mail.text).toContain('Reason: Misleading pay');
    expect(mail.links[0]).toBe(`${TEST_PUBLIC_URL}/jobs/${job.id}`);

    await lift(takedown.id);
    expect(await searchFor(freelancer, word)).toEqual([job.id]);
    expect((await freelancer.agent.get(`/api/jobs/${job.id}`).expect(200)).body.takenDown).toBeNull();
    await apply(freelancer.agent, job.id);
    expect((await adminNotificationsOf(client)).map((n) => n.title)).toContain('Your content was restored');
    await mailbox.next({ to: client.email, subject: 'Your content was restored' });

    // A repeated takedown after the restore hides nothing again.
    await deliverAgain(app, 'moderation.content_taken_down', 'actionId', takedown.id);
    await deliverAgain(app, 'moderation.content_restored', 'actionId', takedown.id);
    expect(await searchFor(freelancer, word)).toEqual([job.id]);
    expect(await adminNotificationsOf(client)).toHaveLength(2);
    expect(mailsTo(client, 'Your content was taken down')).toHaveLength(1);
  });

  it('freezes a taken-down post: its owner cannot edit it or hire through it, its applicants no longer read its title', async () => {
    const word = uniqueWord();
    const client = await signUpClient(app);
    const freelancer = await signUpFreelancer(app);
    const job = await postJob(client.agent, { title: `Night shift chat support ${word}` });
    const application = await apply(freelancer.agent, job.id);

    const takedown = await enforce({ kind: 'job_takedown', subjectId: job.id, reason: 'Asks for a fee' });

    const edited = await client.agent
      .patch(`/api/jobs/${job.id}`)
      .send({ title: `Night shift chat support, no fee ${word}` })
      .expect(409);
    expectErrorBody(edited.body, 409, 'JOBS.JOB_TAKEN_DOWN');
    const hired = await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: 'Start Monday' }).expect(409);
    expectErrorBody(hired.body, 409, 'JOBS.JOB_TAKEN_DOWN');
    const mine = (await freelancer.agent.get('/api/applications/my').expect(200)).body as { id: string; job: { title: string } }[];
    expect(mine.find((item) => item.id === application.id)?.job.title).toBe('This post is no longer available');
    // The owner still reads their own post's title, with the reason it was taken down.
    const received = (await client.agent.get(`/api/applications/job/${job.id}`).expect(200)).body as { job: { title: string } }[];
    expect(received[0].job.title).toBe(`Night shift chat support ${word}`);

    // An administrator reads it only as an administrator: with the second factor the admin panel needs.
    await admin.agent.get(`/api/jobs/${job.id}`).expect(200);
    const withoutFactor = await signUpClient(app);
    await app.get(CommandBus).execute(new GrantAdminCommand(withoutFactor.email));
    await withoutFactor.agent.get(`/api/jobs/${job.id}`).expect(404);
    expect((await withoutFactor.agent.get(`/api/jobs/client/${client.id}`).expect(200)).body).toEqual([]);

    await lift(takedown.id);
    await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: 'Start Monday' }).expect(200);
  });

  it('empties a removed message for both parties, marked as removed by an administrator, pushed live to both', async () => {
    const sender = await signUpFreelancer(app);
    const receiver = await signUpClient(app);
    const kept = await sendMessage(sender, receiver.id, 'Hello, about your job');
    const message = await sendMessage(sender, receiver.id, 'Pay me outside the platform');
    const sockets = [
      await LiveSocket.open(app, await sessionCookie(app, sender)),
      await LiveSocket.open(app, await sessionCookie(app, receiver)),
    ];

    const removal = await enforce({ kind: 'message_removal', subjectId: message.id, reason: 'Off-platform payment' });

    for (const socket of sockets) {
      const pushed = await socket.waitFor('message_removed');
      expect(pushed).toMatchObject({
        conversationId: message.conversationId,
        message: { id: message.id, content: '', removedByAdministrator: true },
      });
    }
    for (const member of [sender, receiver]) {
      const thread = (await member.agent.get(`/api/messages/${message.conversationId}`).expect(200)).body as Message[];
      expect(thread).toEqual([
        expect.objectContaining({ id: kept.id, content: 'Hello, about your job', removedByAdministrator: false }),
        expect.objectContaining({ id: message.id, content: '', removedByAdministrator: true }),
      ]);
      const [conversation] = (await member.agent.get('/api/conversations').expect(200)).body;
      expect(conversation.lastMessage).toMatchObject({ id: message.id, content: '', removedByAdministrator: true });
    }

    expect(await adminNotificationsOf(sender)).toEqual([
      expect.objectContaining({
        entityId: removal.id,
        title: 'Your message was removed',
        message: 'An administrator removed a message you sent. Reason: Off-platform payment',
      }),
    ]);
    await expectEnforcementEmail(sender, 'Your message was removed', ['Reason: Off-platform payment']);

    await deliverAgain(app, 'moderation.content_taken_down', 'actionId', removal.id);
    expect(sockets.flatMap((socket) => socket.events.filter((event) => event.type === 'message_removed'))).toHaveLength(2);
    expect(await adminNotificationsOf(sender)).toHaveLength(1);
    expect(mailsTo(sender, 'Your message was removed')).toHaveLength(1);
    for (const socket of sockets) socket.socket.close();
  });

  it("takes a removed message's words out of the receiver's New message notification, once", async () => {
    const sender = await signUpFreelancer(app);
    const receiver = await signUpClient(app);
    const message = await sendMessage(sender, receiver.id, 'Pay me outside the platform');
    await settleEvents(app);
    const messageNotifications = async () =>
      ((await receiver.agent.get('/api/notifications').expect(200)).body as Notification[]).filter((n) => n.type === 'message');
    expect(await messageNotifications()).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Pay me outside the platform') }),
    ]);

    const removal = await enforce({ kind: 'message_removal', subjectId: message.id, reason: 'Off-platform payment' });

    expect(await messageNotifications()).toEqual([
      expect.objectContaining({ entityId: sender.id, message: 'Test User sent you a message.' }),
    ]);
    await deliverAgain(app, 'moderation.content_taken_down', 'actionId', removal.id);
    expect(await messageNotifications()).toHaveLength(1);
  });

  it('marks a suspended reviewer on the reviews they wrote, which stay', async () => {
    const { client, freelancer, contract } = await hire(app);
    await client.agent.post(`/api/contracts/${contract.id}/complete`).expect(200);
    for (const [author, subject] of [
      [client, freelancer],
      [freelancer, client],
    ] as const) {
      await author.agent
        .post('/api/reviews')
        .send({ contractId: contract.id, revieweeId: subject.id, rating: 5, comment: 'Great to work with' })
        .expect(201);
    }
    await settleEvents(app);

    await enforce({ kind: 'suspension', subjectId: client.id, reason: 'Spam' });

    const reviews = (await freelancer.agent.get(`/api/reviews/${freelancer.id}`).expect(200)).body as { reviewer: unknown }[];
    expect(reviews).toEqual([expect.objectContaining({ reviewer: expect.objectContaining({ id: client.id, isSuspended: true }) })]);
  });
});
