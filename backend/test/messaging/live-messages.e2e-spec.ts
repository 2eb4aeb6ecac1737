import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { REALTIME_CHANNEL } from '../../src/platform/realtime/realtime-bus';
import { Member, signUpClient, signUpFreelancer } from '../factories/jobs';
import { SentMessage, sendMessage, sendMessages } from '../factories/messages';
import { sessionCookie } from '../factories/users';
import { LiveSocket, PushedEvent } from '../support/live-socket';
import { sql } from '../support/sql';
import { createTestApp } from '../support/test-app';

/** How long a push may take in these tests: generous for a loaded CI machine, far below a poll. */
const PUSH_BOUND_MS = 2_000;

async function listening(app: NestExpressApplication): Promise<NestExpressApplication> {
  await app.listen(0, '127.0.0.1');
  return app;
}

describe('Messages over /ws', () => {
  let app: NestExpressApplication;
  let client: Member;
  let freelancer: Member;

  beforeAll(async () => {
    app = await listening(await createTestApp({ WS_HEARTBEAT_SECONDS: '1' }));
  });
  afterAll(() => app.close());

  beforeEach(async () => {
    client = await signUpClient(app);
    freelancer = await signUpFreelancer(app);
  });

  it('pushes new_message to both participants once stored, and message_read to the sender when the receiver reads', async () => {
    const receiver = await LiveSocket.open(app, await sessionCookie(app, freelancer));
    const sender = await LiveSocket.open(app, await sessionCookie(app, client));
    try {
      const sent = await sendMessage(client, freelancer.id, 'Are you available?');
      const pushed = await receiver.waitFor('new_message', undefined, PUSH_BOUND_MS);
      expect(pushed).toEqual({ type: 'new_message', conversationId: sent.conversationId, message: sent });
      await sender.waitFor('new_message', undefined, PUSH_BOUND_MS);

      await freelancer.agent.get(`/api/messages/${sent.conversationId}`).expect(200);
      const read = await sender.waitFor('message_read', undefined, PUSH_BOUND_MS);
      expect(read).toMatchObject({ conversationId: sent.conversationId, readerId: freelancer.id, lastReadMessageId: sent.id });
      expect(typeof read.readAt).toBe('string');
    } finally {
      await Promise.all([receiver.close(), sender.close()]);
    }
  });

  it('pushes a retried send once', async () => {
    const receiver = await LiveSocket.open(app, await sessionCookie(app, freelancer));
    try {
      const clientMessageId = randomUUID();
      const send = () =>
        client.agent.post('/api/messages').send({ receiverId: freelancer.id, content: 'Once', clientMessageId }).expect(201);
      const sent = (await send()).body;
      expect(await receiver.waitFor('new_message', undefined, PUSH_BOUND_MS)).toMatchObject({ message: { id: sent.id, clientMessageId } });
      await send();
      // The next message's push comes after anything the retry could have pushed.
      const next = await sendMessage(client, freelancer.id, 'Next');
      const contentOf = (event: PushedEvent) => (event.message as SentMessage).content;
      await receiver.waitFor('new_message', (event) => (event.message as SentMessage).id === next.id, PUSH_BOUND_MS);
      expect(receiver.events.filter((event) => event.type === 'new_message').map(contentOf)).toEqual(['Once', 'Next']);
    } finally {
      await receiver.close();
    }
  });

  it('pushes nothing to a third user', async () => {
    const outsider = await signUpFreelancer(app);
    const watching = await LiveSocket.open(app, await sessionCookie(app, outsider));
    const receiver = await LiveSocket.open(app, await sessionCookie(app, freelancer));
    try {
      await sendMessage(client, freelancer.id, 'private');
      await receiver.waitFor('new_message', undefined, PUSH_BOUND_MS);
      expect(watching.events.map((event) => event.type)).toEqual(['connected']);
    } finally {
      await Promise.all([watching.close(), receiver.close()]);
    }
  });

  it('loses nothing while a socket is down: resync by the last id held returns exactly the missed messages', async () => {
    const first = await LiveSocket.open(app, await sessionCookie(app, freelancer));
    const held = await sendMessage(client, freelancer.id, 'before the drop');
    await first.waitFor('new_message', undefined, PUSH_BOUND_MS);
    first.socket.terminate();

    const missed = await sendMessages(client, freelancer.id, ['one', 'two', 'three']);
    const again = await LiveSocket.open(app, await sessionCookie(app, freelancer));
    try {
      const resync = (await freelancer.agent.get(`/api/messages/${held.conversationId}?after=${held.id}`).expect(200)).body;
      expect(resync).toEqual(missed.map((message) => ({ ...message, readAt: expect.any(String) })));
    } finally {
      await again.close();
    }
  });

  it('drops a socket that stops answering pings', async () => {
    const { port } = app.getHttpServer().address() as AddressInfo;
    const silent = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { Cookie: await sessionCookie(app, client) }, autoPong: false });
    const closed = new Promise<number>((resolve) => silent.on('close', (code) => resolve(code)));
    // Pinged at most 1 s after connecting, terminated at the next beat without a pong.
    expect(await closed).toBe(1006);
  });
});

describe('Server shutdown', () => {
  it('closes open sockets with 1001 (going away)', async () => {
    const app = await listening(await createTestApp());
    const member = await signUpFreelancer(app);
    const socket = await LiveSocket.open(app, await sessionCookie(app, member));
    const closed = new Promise<number>((resolve) => socket.socket.on('close', (code) => resolve(code)));
    await app.close();
    expect(await closed).toBe(1001);
  });
});

// Fan-out across instances is PostgreSQL LISTEN/NOTIFY; the embedded database serves one
// instance by design (in-process delivery, covered above), so this runs on a server only.
if (process.env.TEST_DATABASE_EMBEDDED !== '1') {
  describe('Two API instances on one PostgreSQL', () => {
    let instanceA: NestExpressApplication;
    let instanceB: NestExpressApplication;

    beforeAll(async () => {
      instanceA = await listening(await createTestApp());
      // B serves requests only; A relays the outbox, so B's notifications are made on A.
      instanceB = await listening(await createTestApp({ OUTBOX_RELAY_ENABLED: 'false' }));
    });
    afterAll(async () => {
      await instanceB.close();
      await instanceA.close();
    });

    it('delivers a message sent through B to the recipient’s socket on A, with its notification and read receipt', async () => {
      const client = await signUpClient(instanceB);
      const freelancer = await signUpFreelancer(instanceB);
      const onA = await LiveSocket.open(instanceA, await sessionCookie(instanceA, freelancer));
      const senderOnA = await LiveSocket.open(instanceA, await sessionCookie(instanceA, client));
      try {
        const sent = await sendMessage(client, freelancer.id, 'through B');
        expect(await onA.waitFor('new_message', undefined, PUSH_BOUND_MS)).toMatchObject({
          message: { id: sent.id, content: 'through B' },
        });
        expect(await onA.waitFor('notification', undefined, 10_000)).toMatchObject({
          notification: { type: 'message', entityId: client.id },
        });
        await freelancer.agent.get(`/api/messages/${sent.conversationId}`).expect(200);
        expect(await senderOnA.waitFor('message_read', undefined, PUSH_BOUND_MS)).toMatchObject({ lastReadMessageId: sent.id });
      } finally {
        await Promise.all([onA.close(), senderOnA.close()]);
      }
    });

    it('drops an event type it does not know (an instance of another version sent it) and delivers the rest of its batch', async () => {
      const client = await signUpClient(instanceB);
      const freelancer = await signUpFreelancer(instanceB);
      const onA = await LiveSocket.open(instanceA, await sessionCookie(instanceA, freelancer));
      try {
        const sent = await sendMessage(client, freelancer.id, 'known type');
        const first = await onA.waitFor('new_message', undefined, PUSH_BOUND_MS);
        const batch = [
          { type: 'offer_withdrawn', userIds: [freelancer.id], ref: { offerId: randomUUID() } },
          { type: 'new_message', userIds: [freelancer.id], ref: { messageId: sent.id } },
        ];
        await sql(instanceB, 'select pg_notify(?, ?)', [REALTIME_CHANNEL, JSON.stringify(batch)]);
        expect(await onA.waitFor('new_message', (event) => event !== first, PUSH_BOUND_MS)).toMatchObject({
          message: { id: sent.id, content: 'known type' },
        });
        expect(onA.events.map((event) => event.type)).not.toContain('offer_withdrawn');
      } finally {
        await onA.close();
      }
    });
  });
}
