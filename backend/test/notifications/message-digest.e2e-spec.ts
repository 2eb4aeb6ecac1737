import { CommandBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomUUID } from 'node:crypto';
import { RecordDueMessageDigestsCommand } from '../../src/contexts/notifications/application/commands/record-due-message-digests';
import { UnreadMessagesDigestDue } from '../../src/contexts/notifications/events';
import { EventDispatcher } from '../../src/platform/outbox/event-handlers';
import { settleEvents } from '../factories/contracts';
import { sendMessage, sendMessages } from '../factories/messages';
import { signUp, SignedUpUser } from '../factories/users';
import { sql } from '../support/sql';
import { closeMailedTestApp, createMailedTestApp, TestMailbox } from '../support/test-mailbox';
import { deliverAgain, expectNotificationEmail, nameUser } from './notification-email';

describe('The unread-message digest', () => {
  let mailbox: TestMailbox;
  let app: NestExpressApplication;

  beforeAll(async () => {
    ({ app, mailbox } = await createMailedTestApp({ MESSAGE_DIGEST_DELAY_MINUTES: '15' }));
  });
  afterAll(() => closeMailedTestApp(app, mailbox));

  /** One run of the schedule (each instance runs it every minute), then every event it recorded handled. */
  async function runSchedule(times = 1): Promise<void> {
    for (let run = 0; run < times; run++) await app.get(CommandBus).execute(new RecordDueMessageDigestsCommand());
    await settleEvents(app);
  }

  /** Time passes for the user: the messages to them, and how far their digests reached, moved `minutes` back. */
  async function messagesWaited(receiver: { id: string }, minutes: number): Promise<void> {
    await sql(app, 'update messages set created_at = created_at - make_interval(mins => ?) where receiver_id = ?', [minutes, receiver.id]);
    await sql(app, 'update message_digests set covered_until = covered_until - make_interval(mins => ?) where user_id = ?', [
      minutes,
      receiver.id,
    ]);
  }

  async function digestEvents(receiver: { id: string }): Promise<number> {
    const [row] = await sql<{ count: number }[]>(
      app,
      "select count(*)::int as count from outbox_events where type = 'email.unread_messages_digest_due' and payload->>'userId' = ?",
      [receiver.id],
    );
    return row.count;
  }

  const digests = (receiver: SignedUpUser) => mailbox.to(receiver.email).filter((mail) => /unread message/.test(mail.subject));

  async function people() {
    const receiver = await signUp(app);
    const ana = await signUp(app);
    const bo = await signUp(app);
    await nameUser(app, receiver, 'Cleo', 'Diaz');
    await nameUser(app, ana, 'Ana', 'Lee');
    await nameUser(app, bo, 'Bo', 'Chen');
    return { receiver, ana, bo };
  }

  it('sends one digest of a burst of messages left unread past the delay, naming the senders, leading to /messages', async () => {
    const { receiver, ana, bo } = await people();
    await sendMessages(ana, receiver.id, ['Hi!', 'Are you free tomorrow?']);
    await sendMessage(bo, receiver.id, 'About the contract');
    await runSchedule();
    expect(digests(receiver)).toEqual([]);

    await messagesWaited(receiver, 16);
    // Two instances at once, then again later: one digest for the window.
    await Promise.all([runSchedule(), runSchedule()]);
    await runSchedule(2);
    await expectNotificationEmail(app, mailbox, {
      to: receiver,
      subject: 'You have 3 unread messages',
      firstName: 'Cleo',
      screen: '/messages',
      topic: 'unread_messages',
      says: ['You have 3 unread messages on VerifiedWork, from Bo Chen and Ana Lee.'],
    });
    expect(await digestEvents(receiver)).toBe(1);
    expect(digests(receiver)).toHaveLength(1);

    await deliverAgain(app, 'email.unread_messages_digest_due', 'userId', receiver.id);
    expect(digests(receiver)).toHaveLength(1);
  });

  it('sends none for messages read before the delay', async () => {
    const { receiver, ana } = await people();
    const message = await sendMessage(ana, receiver.id, 'Quick question');
    await receiver.agent.get(`/api/messages/${message.conversationId}`).expect(200);
    await messagesWaited(receiver, 16);
    await runSchedule();
    expect(await digestEvents(receiver)).toBe(0);
    expect(digests(receiver)).toEqual([]);
  });

  it('sends another only for messages that arrived after the last digest and waited out the delay too', async () => {
    const { receiver, ana, bo } = await people();
    await sendMessage(ana, receiver.id, 'First');
    await messagesWaited(receiver, 20);
    // Younger than the delay at the first digest: it is counted there, and brings no digest of its own.
    await sendMessage(ana, receiver.id, 'Second');
    await messagesWaited(receiver, 5);
    await runSchedule();
    await mailbox.next({ to: receiver.email, subject: 'You have 2 unread messages' });
    await messagesWaited(receiver, 15);
    await runSchedule(2);
    expect(digests(receiver)).toHaveLength(1);

    await sendMessage(bo, receiver.id, 'Third');
    await runSchedule();
    expect(digests(receiver)).toHaveLength(1);
    await messagesWaited(receiver, 16);
    await runSchedule(2);
    const second = await mailbox.next({ to: receiver.email, subject: 'You have 3 unread messages' });
    expect(second.text).toContain('from Bo Chen and Ana Lee.');
    expect(await digestEvents(receiver)).toBe(2);
  });

  it('says only what is still unread when it is sent, and sends nothing once all was read', async () => {
    // The event as the schedule records it, delivered after some of the messages were read.
    const deliverDigest = (receiver: { id: string }) =>
      app.get(EventDispatcher).dispatch(randomUUID(), new UnreadMessagesDigestDue(receiver.id, new Date().toISOString()));
    const { receiver, ana, bo } = await people();
    await sendMessage(ana, receiver.id, 'One');
    const fromBo = await sendMessage(bo, receiver.id, 'Two');
    await receiver.agent.get(`/api/messages/${fromBo.conversationId}`).expect(200);
    await deliverDigest(receiver);
    const mail = await mailbox.next({ to: receiver.email, subject: 'You have 1 unread message' });
    expect(mail.text).toContain('from Ana Lee.');

    const { receiver: reader, ana: writer } = await people();
    const message = await sendMessage(writer, reader.id, 'Hello');
    await reader.agent.get(`/api/messages/${message.conversationId}`).expect(200);
    await deliverDigest(reader);
    await settleEvents(app);
    expect(digests(reader)).toEqual([]);
  });

  it('sends none to a user who turned the topic off, or whose messages come from users they blocked', async () => {
    const quiet = await people();
    await quiet.receiver.agent
      .put('/api/email/preferences')
      .send({ topics: { unread_messages: false } })
      .expect(200);
    await sendMessage(quiet.ana, quiet.receiver.id, 'Hello?');

    const blocking = await people();
    await sendMessage(blocking.ana, blocking.receiver.id, 'Buy my course');
    await blocking.receiver.agent.post(`/api/users/${blocking.ana.id}/block`).expect(204);

    await messagesWaited(quiet.receiver, 16);
    await messagesWaited(blocking.receiver, 16);
    await runSchedule();
    expect(digests(quiet.receiver)).toEqual([]);
    expect(digests(blocking.receiver)).toEqual([]);
    expect(await digestEvents(blocking.receiver)).toBe(0);
  });
});
