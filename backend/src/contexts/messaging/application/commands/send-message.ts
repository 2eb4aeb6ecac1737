import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Attachments } from '../../../../platform/attachments/public';
import { Clock } from '../../../../platform/clock/clock';
import { isUniqueViolation } from '../../../../platform/database/database-errors';
import { outboxRow, recordEvent } from '../../../../platform/outbox/outbox';
import { RealtimeBus } from '../../../../platform/realtime/realtime-bus';
import { GetUserSummariesQuery } from '../../../identity/public';
import { ScreenTextQuery } from '../../../safety/public';
import { Conversation, orderedPair } from '../../domain/conversation.entity';
import { HeldMessage } from '../../domain/held-message.entity';
import { ContentSafety, Message } from '../../domain/message.entity';
import { RecipientNotFound, RecipientSuspended, SenderSuspended } from '../../domain/messaging-errors';
import { assertMayMessage } from '../../domain/user-block.entity';
import { ConversationRepository } from '../../infrastructure/conversation-repository';
import { MessageRepository } from '../../infrastructure/message-repository';
import { UserBlockRepository } from '../../infrastructure/user-block-repository';
import { MessageScreened, MessageSent } from '../../public';
import { MessageView } from '../message-view';
import { NEW_MESSAGE } from '../server-events';

export class SendMessageCommand extends Command<MessageView> {
  constructor(
    readonly senderId: string,
    readonly receiverId: string,
    readonly content: string,
    /** The sender's own id for the message: a repeat with the same id stores nothing new. */
    readonly clientMessageId: string | null = null,
    /** Files the sender uploaded for it (POST /api/attachments), at most 5; the text may be empty when there are some. */
    readonly attachmentIds: string[] = [],
  ) {
    super();
  }
}

/**
 * Stores the message at the next place of the pair's conversation (found or created) with
 * MessageSent for the notification, and only once committed tells both participants' sockets. A
 * message whose clientMessageId the sender already used is the earlier message again (a retry),
 * answered without storing or telling anyone anything. The safety check reads it first: a warned
 * message carries its reasons to the receiver; a held one waits outside the conversation
 * (HeldMessage), told to nobody, until an administrator decides.
 *
 * A delivered message is written by one statement (decision 0084): the send is the busiest write
 * of the product, and each statement is a round trip. With files, that statement and tying the
 * files to the message share a transaction. A held message, rare, takes the entities' way.
 */
@CommandHandler(SendMessageCommand)
export class SendMessageHandler implements ICommandHandler<SendMessageCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly realtime: RealtimeBus,
    private readonly clock: Clock,
    private readonly conversations: ConversationRepository,
    private readonly blocks: UserBlockRepository,
    private readonly attachments: Attachments,
    private readonly messages: MessageRepository,
  ) {}

  async execute({ senderId, receiverId, content, clientMessageId, attachmentIds }: SendMessageCommand): Promise<MessageView> {
    const fileIds = [...new Set(attachmentIds)];
    orderedPair(senderId, receiverId);
    // A deleted account's history stays with the other party, but nobody writes to it any more.
    const people = await this.queryBus.execute(new GetUserSummariesQuery([senderId, receiverId], true));
    if (!people.has(receiverId)) throw new RecipientNotFound();
    // A suspended account neither writes nor is written to; the conversation stays listed.
    if (people.get(senderId)?.isSuspended) throw new SenderSuspended();
    if (people.get(receiverId)?.isSuspended) throw new RecipientSuspended();

    const speaker = people.get(senderId)?.role === 'client' ? 'client' : 'worker';
    // The shield reads the files' names and the words of text files beside the message.
    const screened = [content, ...(await this.attachments.screenedTexts(fileIds))].filter((text) => text.trim() !== '');
    const safety = await this.queryBus.execute(new ScreenTextQuery('message', senderId, speaker, screened, receiverId));

    const now = this.clock.now();
    const conversation = new Conversation(senderId, receiverId, now);
    const written = new Message({
      // The new conversation's until the statement names the pair's.
      conversationId: conversation.id,
      senderId,
      receiverId,
      content,
      clientMessageId,
      createdAt: now,
      safety,
      withFiles: fileIds.length > 0,
    });
    const screening =
      safety.verdict === 'clear'
        ? null
        : new MessageScreened(written.id, senderId, safety.verdict, safety.reasons, content, now.toISOString());

    let sent: { message: Message | HeldMessage; stored: boolean; written: boolean };
    try {
      if (safety.verdict === 'hold')
        sent = await this.em.fork().transactional((em) => this.hold(em, written, safety.reasons, fileIds, screening!));
      else if (fileIds.length === 0) sent = await this.deliver(this.em.fork(), written, conversation, fileIds, screening);
      else sent = await this.em.fork().transactional((em) => this.deliver(em, written, conversation, fileIds, screening));
    } catch (error) {
      // The same client id sent at the same moment, delivered or held: the other send committed first.
      if (!clientMessageId || !isUniqueViolation(error)) throw error;
      const earlier = await this.earlierSend(this.em.fork(), senderId, clientMessageId);
      if (!earlier) throw error;
      sent = { message: earlier.repeatedBy(receiverId, content), stored: false, written: false };
    }

    const { message, stored } = sent;
    if (stored) await this.realtime.publish([senderId, receiverId], NEW_MESSAGE, { messageId: message.id });
    // A message written now has the files it was sent with; a repeat answers with the first one's.
    const hasNoFiles = sent.written && fileIds.length === 0;
    const files = hasNoFiles ? [] : ((await this.attachments.viewsOf('message', [message.id])).get(message.id) ?? []);
    return {
      id: message.id,
      conversationId: message.conversationId,
      senderId,
      receiverId: message.receiverId,
      content: message.content,
      clientMessageId: message.clientMessageId,
      createdAt: message.createdAt.toISOString(),
      readAt: message instanceof Message ? (message.readAt?.toISOString() ?? null) : null,
      removedByAdministrator: message.removedAt !== null,
      safety:
        message instanceof Message
          ? { verdict: message.safetyVerdict, reasons: message.safetyReasons }
          : { verdict: 'hold', reasons: message.safetyReasons },
      attachments: message.removedAt !== null ? [] : files,
    };
  }

  /** Stores a message the safety check let through (see MessageRepository.storeDelivered), then ties its files to it. */
  private async deliver(
    em: EntityManager,
    written: Message,
    conversation: Conversation,
    fileIds: string[],
    screening: MessageScreened | null,
  ): Promise<{ message: Message | HeldMessage; stored: boolean; written: boolean }> {
    const { senderId, receiverId, content, createdAt } = written;
    const preview = written.preview() || `Sent ${fileIds.length === 1 ? 'a file' : `${fileIds.length} files`}`;
    const sentEvent = outboxRow(new MessageSent(written.id, conversation.id, senderId, receiverId, preview), createdAt);
    const outcome = await this.messages.storeDelivered(
      em,
      written,
      conversation,
      sentEvent,
      screening ? [outboxRow(screening, createdAt)] : [],
    );
    if (outcome.outcome === 'sent before') {
      const earlier = await this.entityOf(em, outcome.earlier);
      return { message: earlier.repeatedBy(receiverId, content), stored: false, written: false };
    }
    if (outcome.outcome === 'blocked') {
      assertMayMessage(outcome.blocks, senderId, receiverId);
      // The statement reads only this pair's blocks, so one of them refused the message above.
      throw new Error('a block between the two let the message through');
    }
    written.conversationId = outcome.conversationId;
    written.seq = outcome.seq;
    // Tied to the message's id in the same transaction: refused files refuse the message.
    await this.attachments.attach(em, senderId, fileIds, { kind: 'message', id: written.id });
    return { message: written, stored: true, written: true };
  }

  /**
   * Keeps a message the safety check held, outside the conversation, with its files: under the
   * conversation's lock, as a delivered one, so a retry sees the first attempt.
   */
  private async hold(
    em: EntityManager,
    written: Message,
    reasons: ContentSafety['reasons'],
    fileIds: string[],
    screening: MessageScreened,
  ): Promise<{ message: Message | HeldMessage; stored: boolean; written: boolean }> {
    const { senderId, receiverId, content, clientMessageId, createdAt } = written;
    // Two first messages at once: one insert wins, both then lock the same row.
    await this.conversations.addUnlessExists(em, new Conversation(senderId, receiverId, createdAt));
    const [firstUserId, secondUserId] = orderedPair(senderId, receiverId);
    const conversation = await em.findOneOrFail(Conversation, { firstUserId, secondUserId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    // Under the lock, a retry of this conversation's message sees the first attempt once it committed.
    const earlier = clientMessageId && (await this.earlierSend(em, senderId, clientMessageId));
    if (earlier) return { message: earlier.repeatedBy(receiverId, content), stored: false, written: false };
    assertMayMessage(await this.blocks.between(em, senderId, receiverId), senderId, receiverId);
    written.conversationId = conversation.id;
    // Tied to the message's id: a held message's files wait with it.
    await this.attachments.attach(em, senderId, fileIds, { kind: 'message', id: written.id });
    recordEvent(em, screening);
    const held = HeldMessage.hold(written, reasons);
    em.persist(held);
    return { message: held, stored: false, written: true };
  }

  /**
   * The sender's earlier send with this client id: delivered, or held by the safety check. Asked of
   * both tables in one statement, since nearly every send has none; the entity is read only when found.
   */
  private async earlierSend(em: EntityManager, senderId: string, clientMessageId: string): Promise<Message | HeldMessage | null> {
    const earlier = await this.messages.earlierSendOf(em, senderId, clientMessageId);
    return earlier ? this.entityOf(em, earlier) : null;
  }

  private entityOf(em: EntityManager, { id, held }: { id: string; held: boolean }): Promise<Message | HeldMessage> {
    return held ? em.findOneOrFail(HeldMessage, { id }) : em.findOneOrFail(Message, { id });
  }
}
