import { LockMode } from '@mikro-orm/core';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { Attachments } from '../../../../platform/attachments/public';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { RealtimeBus } from '../../../../platform/realtime/realtime-bus';
import { FindLiveAccountsQuery, GetUserSummariesQuery } from '../../../identity/public';
import { ScreenTextQuery } from '../../../safety/public';
import { Conversation, orderedPair } from '../../domain/conversation.entity';
import { HeldMessage } from '../../domain/held-message.entity';
import { Message } from '../../domain/message.entity';
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
 * Finds or creates the pair's conversation, stores the message under the conversation's lock
 * (its sequence number), records MessageSent for the notification, and only once committed
 * tells both participants' sockets. A message whose clientMessageId the sender already used is
 * the earlier message again (a retry), answered without storing or telling anyone anything.
 * The safety check reads it first: a warned message carries its reasons to the receiver; a held
 * one waits outside the conversation (HeldMessage), told to nobody, until an administrator decides.
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
    const [firstUserId, secondUserId] = orderedPair(senderId, receiverId);
    // A deleted account's history stays with the other party, but nobody writes to it any more.
    const live = await this.queryBus.execute(new FindLiveAccountsQuery([receiverId]));
    if (!live.has(receiverId)) throw new RecipientNotFound();
    // A suspended account neither writes nor is written to; the conversation stays listed.
    const people = await this.queryBus.execute(new GetUserSummariesQuery([senderId, receiverId]));
    if (people.get(senderId)?.isSuspended) throw new SenderSuspended();
    if (people.get(receiverId)?.isSuspended) throw new RecipientSuspended();

    const speaker = people.get(senderId)?.role === 'client' ? 'client' : 'worker';
    // The shield reads the files' names and the words of text files beside the message.
    const screened = [content, ...(await this.attachments.screenedTexts(fileIds))].filter((text) => text.trim() !== '');
    const safety = await this.queryBus.execute(new ScreenTextQuery('message', senderId, speaker, screened, receiverId));

    let sent: { message: Message | HeldMessage; stored: boolean; written: boolean };
    try {
      sent = await this.em.fork().transactional(async (em) => {
        const now = this.clock.now();
        // Two first messages at once: one insert wins, both then lock the same row.
        await this.conversations.addUnlessExists(em, new Conversation(senderId, receiverId, now));
        const conversation = await em.findOneOrFail(Conversation, { firstUserId, secondUserId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        // Under the lock, a retry of this conversation's message sees the first attempt once it committed.
        const earlier = clientMessageId && (await this.earlierSend(em, senderId, clientMessageId));
        if (earlier) return { message: earlier.repeatedBy(receiverId, content), stored: false, written: false };

        assertMayMessage(await this.blocks.between(em, senderId, receiverId), senderId, receiverId);

        const written = new Message({
          conversationId: conversation.id,
          senderId,
          receiverId,
          content,
          clientMessageId,
          createdAt: now,
          safety,
          withFiles: fileIds.length > 0,
        });
        // Tied to the message's id, delivered or held: a held message's files wait with it.
        await this.attachments.attach(em, senderId, fileIds, { kind: 'message', id: written.id });
        if (safety.verdict !== 'clear') {
          recordEvent(em, new MessageScreened(written.id, senderId, safety.verdict, safety.reasons, content, now.toISOString()));
        }
        if (safety.verdict === 'hold') {
          const held = HeldMessage.hold(written, safety.reasons);
          em.persist(held);
          return { message: held, stored: false, written: true };
        }
        written.seq = conversation.takeNextSeq(written.id, now);
        em.persist(written);
        const preview = written.preview() || `Sent ${fileIds.length === 1 ? 'a file' : `${fileIds.length} files`}`;
        recordEvent(em, new MessageSent(written.id, conversation.id, senderId, receiverId, preview));
        return { message: written, stored: true, written: true };
      });
    } catch (error) {
      // The same client id sent at the same moment to another conversation (whose lock is another row).
      if (!(error instanceof UniqueConstraintViolationException) || !clientMessageId) throw error;
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

  /**
   * The sender's earlier send with this client id: delivered, or held by the safety check. Asked of
   * both tables in one statement, since nearly every send has none; the entity is read only when found.
   */
  private async earlierSend(em: EntityManager, senderId: string, clientMessageId: string): Promise<Message | HeldMessage | null> {
    const earlier = await this.messages.earlierSendOf(em, senderId, clientMessageId);
    if (!earlier) return null;
    return earlier.held ? em.findOneOrFail(HeldMessage, { id: earlier.id }) : em.findOneOrFail(Message, { id: earlier.id });
  }
}
