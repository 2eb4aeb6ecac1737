import type { NestExpressApplication } from '@nestjs/platform-express';
import { hire, settleEvents } from '../factories/contracts';
import { Administrator, apply, Member, postJob, signUpAdmin, signUpClient, signUpFreelancer, uniqueWord } from '../factories/jobs';
import { deliverAgain } from '../support/account-mail';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { agentFor, createTestApp } from '../support/test-app';

type Safety = { verdict: 'clear' | 'warn' | 'hold'; reasons: { code: string; message: string }[] };
type Review = {
  id: string;
  contentKind: string;
  contentId: string;
  status: string;
  verdict: string;
  text: string;
  author: { id: string; history: Record<string, number> };
};
type Notification = { type: string; entityId: string | null; title: string; message: string };

const FEE_POST = 'A $25 registration fee is required before you start. Pay it by GCash and send the receipt.';
const OFF_PLATFORM = 'Let us continue the interview on Telegram, add me @hr_recruit';
const SHORT_LINK = 'Here is the brief: https://bit.ly/3xYzAbc';

/**
 * The scam shield through the API (docs/safety.md): what a flagged text shows to whom, the Safety
 * queue and its decisions, contests. The rules themselves are measured on the corpus
 * (src/contexts/safety/domain/corpus.spec.ts); here each path is taken with texts whose verdict
 * the rules settle plainly. Every account here is new and unverified, so a warning for moving off
 * the platform is held.
 */
describe('Safety', () => {
  let app: NestExpressApplication;
  let admin: Administrator;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signUpAdmin(app);
  });
  afterAll(() => app.close());

  const queue = async (status = 'open'): Promise<Review[]> =>
    (await admin.agent.get(`/api/admin/safety/reviews?status=${status}&limit=100`).expect(200)).body;
  const reviewOf = async (contentId: string, status = 'open'): Promise<Review> => {
    await settleEvents(app);
    const review = (await queue(status)).find((item) => item.contentId === contentId);
    if (!review) throw new Error(`no ${status} review of ${contentId}`);
    return review;
  };
  /** Delivers the events of this type about this subject again: once, then twice at once (support/account-mail.ts). */
  const redeliver = async (type: string, field: string, value: string): Promise<void> => {
    expect(await deliverAgain(app, type, field, value)).toBeGreaterThan(0);
    await settleEvents(app);
  };
  const notificationsOf = async (member: Member): Promise<Notification[]> =>
    (await member.agent.get('/api/notifications').expect(200)).body;
  const searchFor = async (member: Member, word: string): Promise<{ id: string }[]> =>
    (await member.agent.get(`/api/jobs?searchTerm=${word}`).expect(200)).body;

  describe('a held job post', () => {
    it('shows to its owner under review, is a 404 and absent from search to others, and goes public once released, told to its owner', async () => {
      const client = await signUpClient(app);
      const worker = await signUpFreelancer(app);
      const word = uniqueWord();
      const job = await postJob(client.agent, { title: `Chat support ${word}`, description: FEE_POST });
      expect(job.safety).toEqual({ verdict: 'hold', reasons: expect.arrayContaining([expect.objectContaining({ code: 'pay_to_work' })]) });

      const own = await client.agent.get(`/api/jobs/${job.id}`).expect(200);
      expect((own.body.safety as Safety).verdict).toBe('hold');
      expectErrorBody((await worker.agent.get(`/api/jobs/${job.id}`).expect(404)).body, 404);
      expect(await searchFor(worker, word)).toEqual([]);
      expect((await worker.agent.get(`/api/jobs/client/${client.id}`).expect(200)).body).toEqual([]);

      const review = await reviewOf(job.id);
      expect(review).toMatchObject({ contentKind: 'job_post', verdict: 'hold', status: 'held', author: { id: client.id } });
      expect(review.text).toContain(FEE_POST);
      expect(review.author.history.held).toBeGreaterThanOrEqual(1);

      const released = await admin.agent
        .post(`/api/admin/safety/reviews/${review.id}/release`)
        .send({ note: 'A training deposit the client refunds; allowed.' })
        .expect(200);
      expect(released.body.status).toBe('released');
      await settleEvents(app);
      expect((await searchFor(worker, word)).map((found) => found.id)).toEqual([job.id]);
      const seen = await worker.agent.get(`/api/jobs/${job.id}`).expect(200);
      expect(seen.body.safety).toEqual({ verdict: 'clear', reasons: [] });
      await redeliver('safety.review_decided', 'reviewId', review.id);
      expect((await notificationsOf(client)).filter((n) => n.entityId === job.id)).toEqual([
        expect.objectContaining({ title: 'Your job post was approved' }),
      ]);
      const published = "select id from outbox_events where type = 'jobs.job_posted' and payload->>'jobId' = ?";
      expect(await sql(app, published, [job.id])).toHaveLength(1);
      const audit = await sql<{ action: string; admin_id: string }[]>(
        app,
        'select action, admin_id from admin_actions where subject_id = ?',
        [job.id],
      );
      expect(audit).toEqual([{ action: 'safety.released', admin_id: admin.id }]);

      // Decided once: a second administrator's release finds it decided.
      expectErrorBody(
        (await admin.agent.post(`/api/admin/safety/reviews/${review.id}/release`).send({}).expect(409)).body,
        409,
        'SAFETY.REVIEW_ALREADY_DECIDED',
      );
    });

    it('is taken down when removed: its owner reads why, nobody else ever saw it', async () => {
      const client = await signUpClient(app);
      const job = await postJob(client.agent, { description: FEE_POST });
      const review = await reviewOf(job.id);
      expectErrorBody(
        (await admin.agent.post(`/api/admin/safety/reviews/${review.id}/remove`).send({}).expect(400)).body,
        400,
        'SAFETY.REMOVAL_NEEDS_NOTE',
      );
      await admin.agent.post(`/api/admin/safety/reviews/${review.id}/remove`).send({ note: 'Charging workers a fee.' }).expect(200);
      await settleEvents(app);
      const own = await client.agent.get(`/api/jobs/${job.id}`).expect(200);
      expect(own.body.takenDown).toEqual({ reason: 'Removed after a safety review: Charging workers a fee.', at: expect.any(String) });
      expect(await notificationsOf(client)).toContainEqual(expect.objectContaining({ title: 'Your job post was removed' }));
      expect((await queue('removed')).map((item) => item.id)).toContain(review.id);
    });

    it('is judged again when edited: a clean post edited into a scam is held, edited back it is public and its review superseded', async () => {
      const client = await signUpClient(app);
      const worker = await signUpFreelancer(app);
      const word = uniqueWord();
      const job = await postJob(client.agent, { title: `Moderator ${word}` });
      expect(job.safety).toEqual({ verdict: 'clear', reasons: [] });
      expect(await searchFor(worker, word)).toHaveLength(1);

      await client.agent.patch(`/api/jobs/${job.id}`).send({ description: FEE_POST }).expect(200);
      expect(await searchFor(worker, word)).toEqual([]);
      const review = await reviewOf(job.id);

      await client.agent
        .patch(`/api/jobs/${job.id}`)
        .send({ description: 'Moderate our forum in the evenings. We never charge any fee.' })
        .expect(200);
      expect(await searchFor(worker, word)).toHaveLength(1);
      expect((await reviewOf(job.id, 'superseded')).id).toBe(review.id);
    });

    it('leaves honest support work alone: messengers, crypto and gift cards as the job, and fees refused', async () => {
      const client = await signUpClient(app);
      const honest = [
        {
          title: 'WhatsApp Business support agent',
          description:
            'Answer our customers on WhatsApp Business and Viber, 8 hours a day. We never charge any fee; training is paid by us.',
        },
        {
          title: 'Telegram community moderator',
          description: 'Keep our Telegram community friendly and answer questions about USDT withdrawals on our crypto exchange help desk.',
        },
        {
          title: 'Customer care for a gift card shop',
          description: 'Handle refund requests and gift card balance questions from customers. Paid weekly by bank transfer.',
        },
      ];
      for (const post of honest) expect((await postJob(client.agent, post)).safety).toEqual({ verdict: 'clear', reasons: [] });
    });
  });

  describe('a held message', () => {
    it('does not reach the receiver, their unread count or notifications, shows to its sender under review, and is delivered once when released', async () => {
      const client = await signUpClient(app);
      const worker = await signUpFreelancer(app);
      const sent = await client.agent.post('/api/messages').send({ receiverId: worker.id, content: OFF_PLATFORM }).expect(201);
      expect(sent.body.safety).toEqual({
        verdict: 'hold',
        reasons: expect.arrayContaining([expect.objectContaining({ code: 'off_platform' })]),
      });
      await settleEvents(app);

      const unread = await worker.agent.get('/api/conversations/unread-count').expect(200);
      expect(unread.body.unreadMessages).toBe(0);
      expect((await worker.agent.get('/api/conversations').expect(200)).body).toEqual([]);
      expect((await worker.agent.get(`/api/messages/${sent.body.conversationId}`).expect(200)).body).toEqual([]);
      expect((await notificationsOf(worker)).filter((n) => n.type === 'message')).toEqual([]);
      // A first contact held: the conversation exists for its sender alone.
      const withWorker = await client.agent.get(`/api/conversations/with/${worker.id}`).expect(200);
      expect(withWorker.body.conversation).toMatchObject({ id: sent.body.conversationId, lastMessage: { id: sent.body.id } });
      expect((await worker.agent.get(`/api/conversations/with/${client.id}`).expect(200)).body.conversation).toBeNull();
      const ownThread = await client.agent.get(`/api/messages/${sent.body.conversationId}`).expect(200);
      expect(ownThread.body).toEqual([
        expect.objectContaining({ id: sent.body.id, content: OFF_PLATFORM, safety: expect.objectContaining({ verdict: 'hold' }) }),
      ]);

      const review = await reviewOf(sent.body.id);
      expect(review).toMatchObject({ contentKind: 'message', status: 'held', text: OFF_PLATFORM });
      await admin.agent.post(`/api/admin/safety/reviews/${review.id}/release`).send({}).expect(200);
      await settleEvents(app);
      // Repeated deliveries of the screening and of the decision record and deliver nothing more.
      await redeliver('messaging.message_screened', 'messageId', sent.body.id);
      await redeliver('safety.review_decided', 'reviewId', review.id);
      expect(await sql(app, 'select id from safety_reviews where content_id = ?', [sent.body.id])).toHaveLength(1);

      expect((await worker.agent.get('/api/conversations/unread-count').expect(200)).body.unreadMessages).toBe(1);
      expect((await notificationsOf(worker)).filter((n) => n.type === 'message')).toHaveLength(1);
      const thread = await worker.agent.get(`/api/messages/${sent.body.conversationId}`).expect(200);
      expect(thread.body).toEqual([
        expect.objectContaining({ id: sent.body.id, content: OFF_PLATFORM, safety: { verdict: 'clear', reasons: [] } }),
      ]);
      expect((await client.agent.get(`/api/messages/${sent.body.conversationId}`).expect(200)).body).toHaveLength(1);
    });

    it('is never delivered when removed; its sender sees it removed', async () => {
      const client = await signUpClient(app);
      const worker = await signUpFreelancer(app);
      const sent = await client.agent.post('/api/messages').send({ receiverId: worker.id, content: OFF_PLATFORM }).expect(201);
      const review = await reviewOf(sent.body.id);
      await admin.agent.post(`/api/admin/safety/reviews/${review.id}/remove`).send({ note: 'Moving a worker to Telegram.' }).expect(200);
      await settleEvents(app);
      expect((await worker.agent.get(`/api/messages/${sent.body.conversationId}`).expect(200)).body).toEqual([]);
      const own = await client.agent.get(`/api/messages/${sent.body.conversationId}`).expect(200);
      expect(own.body).toEqual([expect.objectContaining({ id: sent.body.id, content: '', removedByAdministrator: true })]);
    });

    it('is dropped, not delivered, when the receiver blocked the sender before it was released', async () => {
      const client = await signUpClient(app);
      const worker = await signUpFreelancer(app);
      const sent = await client.agent.post('/api/messages').send({ receiverId: worker.id, content: OFF_PLATFORM }).expect(201);
      await worker.agent.post(`/api/users/${client.id}/block`).expect(204);
      const review = await reviewOf(sent.body.id);
      await admin.agent.post(`/api/admin/safety/reviews/${review.id}/release`).send({}).expect(200);
      await settleEvents(app);
      expect((await worker.agent.get(`/api/messages/${sent.body.conversationId}`).expect(200)).body).toEqual([]);
      expect((await client.agent.get(`/api/messages/${sent.body.conversationId}`).expect(200)).body).toEqual([
        expect.objectContaining({ id: sent.body.id, removedByAdministrator: true }),
      ]);
    });

    it('repeats the held message for a retry with the same client id, storing nothing new', async () => {
      const client = await signUpClient(app);
      const worker = await signUpFreelancer(app);
      const clientMessageId = '6f0b7f5e-4d1c-4a63-9d0e-3f1d2a7c9b11';
      const first = await client.agent
        .post('/api/messages')
        .send({ receiverId: worker.id, content: OFF_PLATFORM, clientMessageId })
        .expect(201);
      const again = await client.agent
        .post('/api/messages')
        .send({ receiverId: worker.id, content: OFF_PLATFORM, clientMessageId })
        .expect(201);
      expect(again.body.id).toBe(first.body.id);
      expect(await sql(app, 'select id from held_messages where sender_id = ?', [client.id])).toHaveLength(1);
    });

    it('warns the receiver of a short link, with why; after a contract, a work email is plain talk', async () => {
      const client = await signUpClient(app);
      const worker = await signUpFreelancer(app);
      const warned = await client.agent.post('/api/messages').send({ receiverId: worker.id, content: SHORT_LINK }).expect(201);
      const thread = await worker.agent.get(`/api/messages/${warned.body.conversationId}`).expect(200);
      expect(thread.body[0].safety).toEqual({
        verdict: 'warn',
        reasons: [expect.objectContaining({ code: 'suspicious_link', message: expect.any(String) })],
      });

      const hired = await hire(app);
      const email = await hired.client.agent
        .post('/api/messages')
        .send({
          receiverId: hired.freelancer.id,
          content: 'Welcome aboard! My work email is ana@brightdesk.com, and our Telegram group is where the team chats.',
        })
        .expect(201);
      expect(email.body.safety).toEqual({ verdict: 'clear', reasons: [] });
    });
  });

  describe('a held application', () => {
    it('reaches the post’s owner only when released, notified then', async () => {
      const client = await signUpClient(app);
      const worker = await signUpFreelancer(app);
      const job = await postJob(client.agent);
      const application = await apply(
        worker.agent,
        job.id,
        'Before we start, send me your bank login and the one-time code so I can set up your payroll.',
      );
      expect((application.safety as Safety).verdict).toBe('hold');
      await settleEvents(app);
      expect((await client.agent.get(`/api/applications/job/${job.id}`).expect(200)).body).toEqual([]);
      expect((await client.agent.get(`/api/jobs/${job.id}`).expect(200)).body.applicationCount).toBe(0);
      expectErrorBody((await client.agent.get(`/api/applications/${application.id}`).expect(404)).body, 404);
      expectErrorBody((await client.agent.post(`/api/applications/${application.id}/accept`).send({ terms: 'x' }).expect(404)).body, 404);
      expect((await notificationsOf(client)).filter((n) => n.type === 'job_application')).toEqual([]);
      expect(((await worker.agent.get(`/api/applications/${application.id}`).expect(200)).body.safety as Safety).verdict).toBe('hold');

      const review = await reviewOf(application.id);
      await redeliver('jobs.content_screened', 'contentId', application.id);
      expect((await queue()).filter((item) => item.contentId === application.id)).toHaveLength(1);
      await admin.agent.post(`/api/admin/safety/reviews/${review.id}/release`).send({}).expect(200);
      await settleEvents(app);
      await redeliver('safety.review_decided', 'reviewId', review.id);
      expect((await client.agent.get(`/api/applications/job/${job.id}`).expect(200)).body).toEqual([
        expect.objectContaining({ id: application.id }),
      ]);
      expect((await client.agent.get(`/api/jobs/${job.id}`).expect(200)).body.applicationCount).toBe(1);
      expect((await notificationsOf(client)).filter((n) => n.type === 'job_application')).toHaveLength(1);
      expect((await notificationsOf(worker)).filter((n) => n.entityId === application.id)).toHaveLength(1);
    });
  });

  describe('contests', () => {
    it('puts a contested warning in the queue once, for its author only; an administrator keeps or lifts it', async () => {
      const client = await signUpClient(app);
      const worker = await signUpFreelancer(app);
      const warned = await client.agent.post('/api/messages').send({ receiverId: worker.id, content: SHORT_LINK }).expect(201);
      await settleEvents(app);
      const contest = { contentKind: 'message', contentId: warned.body.id, note: 'It is our own design brief.' };

      expectErrorBody((await worker.agent.post('/api/safety/contests').send(contest).expect(404)).body, 404, 'SAFETY.REVIEW_NOT_FOUND');
      const contested = await client.agent.post('/api/safety/contests').send(contest).expect(201);
      expect(contested.body).toMatchObject({ contentKind: 'message', contentId: warned.body.id, status: 'contested' });
      expectErrorBody((await client.agent.post('/api/safety/contests').send(contest).expect(409)).body, 409, 'SAFETY.ALREADY_CONTESTED');

      const review = await reviewOf(warned.body.id);
      expect(review.status).toBe('contested');
      await admin.agent.post(`/api/admin/safety/reviews/${review.id}/release`).send({ note: 'A design brief.' }).expect(200);
      await settleEvents(app);
      const thread = await worker.agent.get(`/api/messages/${warned.body.conversationId}`).expect(200);
      expect(thread.body[0].safety).toEqual({ verdict: 'clear', reasons: [] });
      expect(await notificationsOf(client)).toContainEqual(expect.objectContaining({ title: 'Your message was approved' }));
    });

    it('keeps a warning an administrator upholds; only a contested warning can be upheld', async () => {
      const client = await signUpClient(app);
      const worker = await signUpFreelancer(app);
      const warned = await client.agent.post('/api/messages').send({ receiverId: worker.id, content: SHORT_LINK }).expect(201);
      const held = await postJob(client.agent, { description: FEE_POST });
      await settleEvents(app);
      await client.agent
        .post('/api/safety/contests')
        .send({ contentKind: 'message', contentId: warned.body.id, note: 'Mine.' })
        .expect(201);
      const heldReview = await reviewOf(held.id);
      expectErrorBody(
        (await admin.agent.post(`/api/admin/safety/reviews/${heldReview.id}/uphold`).send({}).expect(409)).body,
        409,
        'SAFETY.NOTHING_TO_UPHOLD',
      );
      const review = await reviewOf(warned.body.id);
      await admin.agent
        .post(`/api/admin/safety/reviews/${review.id}/uphold`)
        .send({ note: 'Shortened links hide where they lead.' })
        .expect(200);
      await settleEvents(app);
      expect((await worker.agent.get(`/api/messages/${warned.body.conversationId}`).expect(200)).body[0].safety.verdict).toBe('warn');
      expect(await notificationsOf(client)).toContainEqual(expect.objectContaining({ title: 'The warning on your message stays' }));
    });
  });

  it('keeps the queue and its decisions to administrators', async () => {
    const member = await signUpFreelancer(app);
    const someId = '0b7c6f0e-0000-4000-8000-000000000001';
    for (const [method, path] of [
      ['get', '/api/admin/safety/reviews'],
      ['post', `/api/admin/safety/reviews/${someId}/release`],
      ['post', `/api/admin/safety/reviews/${someId}/remove`],
      ['post', `/api/admin/safety/reviews/${someId}/uphold`],
    ] as const) {
      expectErrorBody((await agentFor(app)[method](path).send({}).expect(401)).body, 401);
      expectErrorBody((await member.agent[method](path).send({}).expect(403)).body, 403);
    }
    expectErrorBody((await admin.agent.post(`/api/admin/safety/reviews/${someId}/release`).send({}).expect(404)).body, 404);
    expectErrorBody((await admin.agent.get('/api/admin/safety/reviews?status=nonsense').expect(400)).body, 400);
  });
});
