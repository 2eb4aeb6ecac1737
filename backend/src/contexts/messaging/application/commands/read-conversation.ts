import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { RealtimeBus } from '../../../../platform/realtime/realtime-bus';
import { Conversation } from '../../domain/conversation.entity';
import { ConversationNotFound } from '../../domain/messaging-errors';
import { MessageRepository } from '../../infrastructure/message-repository';
import { MessagingReadRepository } from '../../infrastructure/messaging-read-repository';
import { ConversationRead } from '../../public';
import { MESSAGE_READ } from '../server-events';

/** The reader opened the conversation: what the other user sent them is now read. */
export class ReadConversationCommand extends Command<void> {
  constructor(
    readonly readerId: string,
    readonly conversationId: string,
  ) {
    super();
  }
}

/**
 * Marks the reader's unread messages read; when any were, the sender sees "Seen" live. Reading a
 * conversation with nothing unread (most reads) is one indexed read and no transaction.
 */
@CommandHandler(ReadConversationCommand)
export class ReadConversationHandler implements ICommandHandler<ReadConversationCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly realtime: RealtimeBus,
    private readonly clock: Clock,
    private readonly reads: MessagingReadRepository,
    private readonly messages: MessageRepository,
  ) {}

  async execute({ readerId, conversationId }: ReadConversationCommand): Promise<void> {
    const { participant, hasUnread } = await this.reads.readerState(conversationId, readerId);
    if (!participant) throw new ConversationNotFound();
    if (!hasUnread) return;
    const otherUserId = await this.em.fork().transactional(async (em) => {
      const conversation = await em.findOne(Conversation, conversationId);
      if (!conversation?.hasParticipant(readerId)) throw new ConversationNotFound();
      const marked = await this.messages.markRead(em, conversationId, readerId, this.clock.now());
      if (marked.length === 0) return null;
      const other = conversation.otherParticipant(readerId);
      recordEvent(em, new ConversationRead(conversationId, readerId, other));
      return other;
    });
    if (otherUserId) await this.realtime.publish([readerId, otherUserId], MESSAGE_READ, { conversationId, readerId });
  }
}
