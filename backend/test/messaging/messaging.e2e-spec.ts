import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { settleEvents } from '../factories/contracts';
import { Member, signUpClient, signUpFreelancer } from '../factories/jobs';
import { sendMessage, sendMessages } from '../factories/messages';
import { expectErrorBody } from '../support/error-body';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

describe('Direct messages', () => {
  let app: NestExpressApplication;
  let client: Member;
  let freelancer: Member;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    client = await signUpClient(app);
    freelancer = await signUpFreelancer(app);
  });

  const unreadOf = async (member: Member) => (await member.agent.get('/api/conversations/unread-count').expect(200)).body.unreadMessages;

  it('creates the conversation with the first message and lists it for both, newest first', async () => {
    const first = await sendMessage(client, freelancer.id, '  Hello, are you free next week?  ');
    expect(first).toMatchObject({
      senderId: client.id,
      receiverId: freelancer.id,
      content: 'Hello, are you free next week?',
      readAt: null,
    });
    const reply = await sendMessage(freelancer, client.id, 'Yes, from Tuesday.');
    expect(reply.conversationId).toBe(first.conversationId);

    const [conversation] = (await freelancer.agent.get('/api/conversations').expect(200)).body;
    expect(conversation).toMatchObject({
      id: first.conversationId,
      otherUser: { id: client.id, firstName: 'Test', lastName: 'User', username: client.username, isVerified: false },
      lastMessage: { id: reply.id, content: 'Yes, from Tuesday.' },
      unreadCount: 1,
      blockedByMe: false,
    });
    expect(conversation.otherUser).not.toHaveProperty('email');

    // A newer conversation goes first.
    const other = await signUpFreelancer(app);
    await sendMessage(other, client.id, 'Hi there');
    const listed = (await client.agent.get('/api/conversations').expect(200)).body.map(
      (c: { otherUser: { id: string } }) => c.otherUser.id,
    );
    expect(listed).toEqual([other.id, freelancer.id]);
  });

  it('keeps one conversation per pair even when both write first at the same moment', async () => {
    await Promise.all([
      ...Array.from({ length: 4 }, (_, i) =>
        client.agent
          .post('/api/messages')
          .send({ receiverId: freelancer.id, content: `c${i}` })
          .expect(201),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        freelancer.agent
          .post('/api/messages')
          .send({ receiverId: client.id, content: `f${i}` })
          .expect(201),
      ),
    ]);
    const conversations = await sql<{ id: string; last_seq: number }[]>(
      app,
      'select id, last_seq from conversations where (first_user_id = ? and second_user_id = ?) or (first_user_id = ? and second_user_id = ?)',
      [client.id, freelancer.id, freelancer.id, client.id],
    );
    expect(conversations).toHaveLength(1);
    const seqs = await sql<{ seq: number }[]>(app, 'select seq from messages where conversation_id = ? order by seq', [
      conversations[0].id,
    ]);
    expect(seqs.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('writes a delivered message, its place in the conversation and its MessageSent in one statement (decision 0084)', async () => {
    const first = await sendMessage(client, freelancer.id, 'Starting the conversation');
    const writes: string[] = [];
    const send = Client.prototype.query;
    const query = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
      const [statement] = args as [string | { text: string }];
      const text = typeof statement === 'string' ? statement : statement.text;
      if (/insert into messages|insert into conversations|insert into outbox_events|update "?conversations/i.test(text)) writes.push(text);
      return (send as (...parameters: unknown[]) => unknown).apply(this, args) as never;
    });
    let second: Awaited<ReturnType<typeof sendMessage>>;
    try {
      second = await sendMessage(client, freelancer.id, 'And continuing it');
    } finally {
      query.mockRestore();
    }
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/insert into conversations[\s\S]*insert into messages[\s\S]*insert into outbox_events/);

    expect(second.conversationId).toBe(first.conversationId);
    const [conversation] = await sql<{ last_seq: number; last_message_id: string }[]>(
      app,
      'select last_seq, last_message_id from conversations where id = ?',
      [first.conversationId],
    );
    expect(conversation).toEqual({ last_seq: 2, last_message_id: second.id });
    const events = await sql<{ payload: Record<string, string> }[]>(
      app,
      "select payload from outbox_events where type = 'messaging.message_sent' and payload->>'messageId' in (?, ?) order by occurred_at",
      [first.id, second.id],
    );
    expect(events.map((event) => event.payload)).toEqual([
      expect.objectContaining({
        messageId: first.id,
        conversationId: first.conversationId,
        senderId: client.id,
        receiverId: freelancer.id,
      }),
      expect.objectContaining({ messageId: second.id, conversationId: first.conversationId, preview: 'And continuing it' }),
    ]);
  });
  it('reads oldest → newest, marks what the reader received as read, and the counts fall', async () => {
    const sent = await sendMessages(client, freelancer.id, ['one', 'two', 'three']);
    await sendMessage(freelancer, client.id, 'reply');
    expect(await unreadOf(freelancer)).toBe(3);
    expect((await freelancer.agent.get('/api/dashboard/stats').expect(200)).body.unreadMessages).toBe(3);

    const messages = (await freelancer.agent.get(`/api/messages/${sent[0].conversationId}`).expect(200)).body;
    expect(messages.map((m: { content: string }) => m.content)).toEqual(['one', 'two', 'three', 'reply']);
    expect(messages.slice(0, 3).every((m: { readAt: string | null }) => m.readAt !== null)).toBe(true);
    // Reading does not mark the reader's own message read for the other side.
    expect(messages[3].readAt).toBeNull();

    expect(await unreadOf(freelancer)).toBe(0);
    expect((await freelancer.agent.get('/api/dashboard/stats').expect(200)).body.unreadMessages).toBe(0);
    expect((await freelancer.agent.get('/api/conversations').expect(200)).body[0].unreadCount).toBe(0);
    expect(await unreadOf(client)).toBe(1);
  });

  it('pages: the latest page, exactly the messages after one, and the ones before one', async () => {
    const sent = await sendMessages(
      client,
      freelancer.id,
      Array.from({ length: 7 }, (_, i) => `m${i + 1}`),
    );
    const conversation = sent[0].conversationId;
    const contents = (body: { content: string }[]) => body.map((m) => m.content);

    expect(contents((await client.agent.get(`/api/messages/${conversation}?limit=3`).expect(200)).body)).toEqual(['m5', 'm6', 'm7']);
    expect(contents((await client.agent.get(`/api/messages/${conversation}?after=${sent[3].id}`).expect(200)).body)).toEqual([
      'm5',
      'm6',
      'm7',
    ]);
    expect(contents((await client.agent.get(`/api/messages/${conversation}?after=${sent[6].id}`).expect(200)).body)).toEqual([]);
    expect(contents((await client.agent.get(`/api/messages/${conversation}?before=${sent[4].id}&limit=2`).expect(200)).body)).toEqual([
      'm3',
      'm4',
    ]);
    expect(contents((await client.agent.get(`/api/messages/${conversation}?before=${sent[0].id}`).expect(200)).body)).toEqual([]);
  });

  it('keeps conversations to their participants: a third user finds nothing on any id', async () => {
    const message = await sendMessage(client, freelancer.id, 'private');
    const outsider = await signUpFreelancer(app);
    const refused = await outsider.agent.get(`/api/messages/${message.conversationId}`).expect(404);
    expectErrorBody(refused.body, 404, 'MESSAGING.CONVERSATION_NOT_FOUND');
    await outsider.agent.get(`/api/messages/${message.conversationId}?after=${message.id}`).expect(404);
    await outsider.agent.get(`/api/messages/${randomUUID()}`).expect(404);
    expect((await outsider.agent.get('/api/conversations').expect(200)).body).toEqual([]);
    expect((await outsider.agent.get(`/api/conversations/with/${client.id}`).expect(200)).body.conversation).toBeNull();
    // Nothing the outsider did marked the message read.
    expect((await sql<{ read_at: Date | null }[]>(app, 'select read_at from messages where id = ?', [message.id]))[0].read_at).toBeNull();
  });

  it('opens the conversation with a user before and after the first message', async () => {
    const before = (await client.agent.get(`/api/conversations/with/${freelancer.id}`).expect(200)).body;
    expect(before).toMatchObject({ conversation: null, otherUser: { id: freelancer.id }, blockedByMe: false, blocksMe: false });
    const message = await sendMessage(client, freelancer.id, 'hello');
    const after = (await client.agent.get(`/api/conversations/with/${freelancer.id}`).expect(200)).body;
    expect(after.conversation).toMatchObject({ id: message.conversationId, lastMessage: { id: message.id }, unreadCount: 0 });
    expectErrorBody((await client.agent.get(`/api/conversations/with/${randomUUID()}`).expect(404)).body, 404, 'MESSAGING.USER_NOT_FOUND');
    expectErrorBody((await client.agent.get(`/api/conversations/with/${client.id}`).expect(400)).body, 400, 'MESSAGING.SELF');
  });

  it.each([
    ['no content', (receiverId: string) => ({ receiverId }), 400],
    ['blank content', (receiverId: string) => ({ receiverId, content: ' \n ' }), 400],
    ['content over 5000 characters', (receiverId: string) => ({ receiverId, content: 'x'.repeat(5001) }), 400],
    ['content that is not text', (receiverId: string) => ({ receiverId, content: { text: 'hi' } }), 400],
    ['a receiverId that is not an id', () => ({ receiverId: 'bob', content: 'hi' }), 400],
    ['an unknown receiver', () => ({ receiverId: randomUUID(), content: 'hi' }), 404],
  ])('refuses a message with %s, storing nothing', async (_case, body, status) => {
    const response = await client.agent.post('/api/messages').send(body(freelancer.id)).expect(status);
    expectErrorBody(response.body, status);
    expect(await sql(app, 'select 1 from messages where sender_id = ?', [client.id])).toHaveLength(0);
  });

  it('takes a message of exactly 5000 characters', async () => {
    expect((await sendMessage(client, freelancer.id, 'x'.repeat(5000))).content).toHaveLength(5000);
  });

  it('refuses a message to yourself and bad cursors', async () => {
    expectErrorBody(
      (await client.agent.post('/api/messages').send({ receiverId: client.id, content: 'me' }).expect(400)).body,
      400,
      'MESSAGING.SELF',
    );
    const message = await sendMessage(client, freelancer.id, 'hello');
    const elsewhere = await sendMessage(client, (await signUpFreelancer(app)).id, 'other');
    const path = `/api/messages/${message.conversationId}`;
    expectErrorBody((await client.agent.get(`${path}?after=${elsewhere.id}`).expect(400)).body, 400, 'MESSAGING.UNKNOWN_CURSOR');
    expectErrorBody(
      (await client.agent.get(`${path}?after=${message.id}&before=${message.id}`).expect(400)).body,
      400,
      'MESSAGING.ONE_CURSOR',
    );
    expectErrorBody((await client.agent.get(`${path}?after=nope`).expect(400)).body, 400);
    expectErrorBody((await client.agent.get(`${path}?limit=0`).expect(400)).body, 400);
    expectErrorBody((await client.agent.get(`${path}?limit=101`).expect(400)).body, 400);
    expectErrorBody((await client.agent.get('/api/messages/not-a-uuid').expect(400)).body, 400);
  });

  it('needs a session for every messaging call', async () => {
    const anonymous = app.getHttpServer();
    const request = (await import('supertest')).default;
    for (const path of ['/api/conversations', '/api/conversations/unread-count', `/api/messages/${randomUUID()}`, '/api/blocked-users']) {
      expectErrorBody((await request(anonymous).get(path).expect(401)).body, 401);
    }
    expectErrorBody((await request(anonymous).post('/api/messages').send({ receiverId: client.id, content: 'hi' }).expect(401)).body, 401);
  });

  describe('retries (clientMessageId)', () => {
    const post = (sender: Member, receiverId: string, content: string, clientMessageId?: string) =>
      sender.agent.post('/api/messages').send({ receiverId, content, clientMessageId });
    const storedWith = (clientMessageId: string) =>
      sql<{ id: string }[]>(app, 'select id from messages where client_message_id = ?', [clientMessageId]);

    it('stores a repeated send once and answers it with the message stored the first time', async () => {
      const clientMessageId = randomUUID();
      const first = (await post(client, freelancer.id, 'Are you free on Friday?', clientMessageId).expect(201)).body;
      expect(first).toMatchObject({ clientMessageId, content: 'Are you free on Friday?', readAt: null });

      // The reply was lost; the retry carries the same id (and the same text, trimmed the same way).
      const retried = (await post(client, freelancer.id, ' Are you free on Friday? ', clientMessageId).expect(201)).body;
      expect(retried).toEqual(first);
      expect(await storedWith(clientMessageId)).toHaveLength(1);

      const listed = (await freelancer.agent.get(`/api/messages/${first.conversationId}`).expect(200)).body;
      expect(listed.map((message: { id: string }) => message.id)).toEqual([first.id]);
      expect(listed[0].clientMessageId).toBe(clientMessageId);
      await settleEvents(app);
      const notifications = (await freelancer.agent.get('/api/notifications').expect(200)).body;
      expect(notifications.filter((n: { type: string }) => n.type === 'message')).toHaveLength(1);

      // Once read, a late retry answers the message as it is now.
      expect((await post(client, freelancer.id, 'Are you free on Friday?', clientMessageId).expect(201)).body.readAt).toEqual(
        expect.any(String),
      );
    });

    it('stores one message when the same send arrives many times at once, also as the first of a conversation', async () => {
      const clientMessageId = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => post(client, freelancer.id, 'Hello at once', clientMessageId).expect(201)),
      );
      expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
      expect(await storedWith(clientMessageId)).toHaveLength(1);
      const [conversation] = await sql<{ last_seq: number }[]>(app, 'select last_seq from conversations where id = ?', [
        answers[0].body.conversationId,
      ]);
      expect(conversation.last_seq).toBe(1);
    });

    it('refuses an id already used for another message, even when both arrive at once', async () => {
      const clientMessageId = randomUUID();
      await post(client, freelancer.id, 'The first', clientMessageId).expect(201);
      expectErrorBody(
        (await post(client, freelancer.id, 'Something else', clientMessageId).expect(409)).body,
        409,
        'MESSAGING.CLIENT_MESSAGE_ID_REUSED',
      );
      const other = await signUpFreelancer(app);
      await post(client, other.id, 'The first', clientMessageId).expect(409);

      // Two receivers at once: two conversations, two locks; the unique constraint decides.
      const raced = randomUUID();
      const [one, two] = await Promise.all([post(client, other.id, 'Race', raced), post(client, freelancer.id, 'Race', raced)]);
      expect([one.status, two.status].sort()).toEqual([201, 409]);
      expectErrorBody((one.status === 409 ? one : two).body, 409, 'MESSAGING.CLIENT_MESSAGE_ID_REUSED');
      expect(await storedWith(raced)).toHaveLength(1);
      expect(await storedWith(clientMessageId)).toHaveLength(1);
    });

    it('keeps ids per sender, and without an id every send is a new message', async () => {
      const clientMessageId = randomUUID();
      await post(client, freelancer.id, 'Same id', clientMessageId).expect(201);
      await post(freelancer, client.id, 'Same id', clientMessageId).expect(201);
      expect(await storedWith(clientMessageId)).toHaveLength(2);

      const [a, b] = await sendMessages(client, freelancer.id, ['again', 'again']);
      expect(a.id).not.toBe(b.id);
      expect(a).toMatchObject({ clientMessageId: null });
      expectErrorBody((await post(client, freelancer.id, 'hi', 'not-an-id').expect(400)).body, 400);
    });

    it('answers a retry of a message stored before a block with that message, and refuses new ones', async () => {
      const clientMessageId = randomUUID();
      const first = (await post(client, freelancer.id, 'Sent before the block', clientMessageId).expect(201)).body;
      await freelancer.agent.post(`/api/users/${client.id}/block`).expect(204);
      expect((await post(client, freelancer.id, 'Sent before the block', clientMessageId).expect(201)).body.id).toBe(first.id);
      await post(client, freelancer.id, 'After the block', randomUUID()).expect(403);
    });
  });

  describe('notifications', () => {
    it('makes one unread message notification per sender, and reading the conversation settles it', async () => {
      await sendMessages(client, freelancer.id, ['one', 'two', 'three']);
      await settleEvents(app);
      const messageNotifications = async () =>
        (
          (await freelancer.agent.get('/api/notifications').expect(200)).body as {
            type: string;
            isRead: boolean;
            entityId: string;
            message: string;
          }[]
        ).filter((n) => n.type === 'message');
      const notified = await messageNotifications();
      expect(notified).toHaveLength(1);
      expect(notified[0]).toMatchObject({ entityId: client.id, isRead: false, message: 'Test User: one' });

      const conversation = (await freelancer.agent.get('/api/conversations').expect(200)).body[0].id;
      await freelancer.agent.get(`/api/messages/${conversation}`).expect(200);
      await settleEvents(app);
      expect((await messageNotifications()).map((n) => n.isRead)).toEqual([true]);

      // Once read, the next message notifies again.
      await sendMessage(client, freelancer.id, 'four');
      await settleEvents(app);
      expect((await messageNotifications()).map((n) => n.isRead)).toEqual([false, true]);
    });

    it('handles a repeated MessageSent delivery once', async () => {
      await sendMessage(client, freelancer.id, 'hello');
      await settleEvents(app);
      // The relay delivers the same event again (a crash before it was marked published).
      await sql(
        app,
        "update outbox_events set published_at = null, claimed_until = null where type = 'messaging.message_sent' and payload->>'receiverId' = ?",
        [freelancer.id],
      );
      await settleEvents(app);
      const notifications = (await freelancer.agent.get('/api/notifications').expect(200)).body;
      expect(notifications.filter((n: { type: string }) => n.type === 'message')).toHaveLength(1);
    });

    it('handles a repeated ConversationRead delivery once, leaving later notifications alone', async () => {
      await sendMessage(client, freelancer.id, 'hello');
      await settleEvents(app);
      const conversation = (await freelancer.agent.get('/api/conversations').expect(200)).body[0].id;
      await freelancer.agent.get(`/api/messages/${conversation}`).expect(200);
      await settleEvents(app);
      await sendMessage(client, freelancer.id, 'are you there?');
      await settleEvents(app);
      // The read event delivered again after the next message's notification exists.
      await sql(
        app,
        "update outbox_events set published_at = null, claimed_until = null where type = 'messaging.conversation_read' and payload->>'readerId' = ?",
        [freelancer.id],
      );
      await settleEvents(app);
      const notifications = (await freelancer.agent.get('/api/notifications').expect(200)).body;
      expect(notifications.filter((n: { type: string }) => n.type === 'message').map((n: { isRead: boolean }) => n.isRead)).toEqual([
        false,
        true,
      ]);
    });
  });

  describe('blocking', () => {
    it('stops the blocked user from starting or continuing a conversation, both ways, until lifted', async () => {
      await sendMessage(freelancer, client.id, 'hello');
      await client.agent.post(`/api/users/${freelancer.id}/block`).expect(204);
      await client.agent.post(`/api/users/${freelancer.id}/block`).expect(204);

      const refused = await freelancer.agent.post('/api/messages').send({ receiverId: client.id, content: 'again' }).expect(403);
      expectErrorBody(refused.body, 403, 'MESSAGING.BLOCKED');
      expect(refused.body.message).toBe('You cannot message this user');
      const own = await client.agent.post('/api/messages').send({ receiverId: freelancer.id, content: 'hi' }).expect(403);
      expectErrorBody(own.body, 403, 'MESSAGING.YOU_BLOCKED');

      // A blocked user cannot start a conversation either.
      const stranger = await signUpFreelancer(app);
      await client.agent.post(`/api/users/${stranger.id}/block`).expect(204);
      await stranger.agent.post('/api/messages').send({ receiverId: client.id, content: 'hi' }).expect(403);
      expect((await stranger.agent.get('/api/conversations').expect(200)).body).toEqual([]);

      await client.agent.delete(`/api/users/${freelancer.id}/block`).expect(204);
      await client.agent.delete(`/api/users/${freelancer.id}/block`).expect(204);
      await sendMessage(freelancer, client.id, 'thanks');
    });

    it('leaves the blocked user’s messages out of the blocker’s unread counts', async () => {
      await sendMessages(freelancer, client.id, ['a', 'b']);
      expect(await unreadOf(client)).toBe(2);
      await client.agent.post(`/api/users/${freelancer.id}/block`).expect(204);
      expect(await unreadOf(client)).toBe(0);
      expect((await client.agent.get('/api/dashboard/stats').expect(200)).body.unreadMessages).toBe(0);
      expect((await client.agent.get('/api/conversations').expect(200)).body[0]).toMatchObject({ unreadCount: 0, blockedByMe: true });
      expect((await client.agent.get(`/api/conversations/with/${freelancer.id}`).expect(200)).body.blockedByMe).toBe(true);
      await client.agent.delete(`/api/users/${freelancer.id}/block`).expect(204);
      expect(await unreadOf(client)).toBe(2);
    });

    it('tells the blocked user before they type that the other blocks them (blocksMe), and the blocker blockedByMe', async () => {
      await client.agent.post(`/api/users/${freelancer.id}/block`).expect(204);
      const blocked = (await freelancer.agent.get(`/api/conversations/with/${client.id}`).expect(200)).body;
      expect(blocked).toMatchObject({ blockedByMe: false, blocksMe: true });
      const blocker = (await client.agent.get(`/api/conversations/with/${freelancer.id}`).expect(200)).body;
      expect(blocker).toMatchObject({ blockedByMe: true, blocksMe: false });
      await client.agent.delete(`/api/users/${freelancer.id}/block`).expect(204);
      expect((await freelancer.agent.get(`/api/conversations/with/${client.id}`).expect(200)).body.blocksMe).toBe(false);
    });

    it('lists the users I blocked, newest first, and refuses blocking yourself or nobody', async () => {
      const other = await signUpFreelancer(app);
      await client.agent.post(`/api/users/${freelancer.id}/block`).expect(204);
      await client.agent.post(`/api/users/${other.id}/block`).expect(204);
      const blocked = (await client.agent.get('/api/blocked-users').expect(200)).body;
      expect(blocked.map((b: { user: { id: string } }) => b.user.id)).toEqual([other.id, freelancer.id]);
      expect(blocked[0].user).not.toHaveProperty('email');
      expect((await freelancer.agent.get('/api/blocked-users').expect(200)).body).toEqual([]);

      expectErrorBody((await client.agent.post(`/api/users/${client.id}/block`).expect(400)).body, 400, 'MESSAGING.BLOCK_SELF');
      expectErrorBody((await client.agent.post(`/api/users/${randomUUID()}/block`).expect(404)).body, 404, 'MESSAGING.USER_NOT_FOUND');
      expectErrorBody((await client.agent.post('/api/users/nobody/block').expect(400)).body, 400);
    });
  });
});
