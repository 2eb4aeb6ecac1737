import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Attachments } from '../../../../platform/attachments/public';
import { DomainError } from '../../../../platform/errors/domain-error';
import { ConversationNotFound, UnknownCursor } from '../../domain/messaging-errors';
import { MessagingReadRepository } from '../../infrastructure/messaging-read-repository';
import { MessageRow, MessageView, toMessageViews } from '../message-view';

export const MESSAGES_PAGE_SIZE = { default: 50, max: 100 };

export type MessagePage = {
  /** Messages after this one (oldest first): a reconnecting client's resync. */
  after?: string;
  /** The messages just before this one: older history. */
  before?: string;
  limit?: number;
};

/** A conversation's messages, oldest → newest: the latest page, or the page after / before a message. */
export class ListMessagesQuery extends Query<MessageView[]> {
  constructor(
    readonly userId: string,
    readonly conversationId: string,
    readonly page: MessagePage,
  ) {
    super();
  }
}

@QueryHandler(ListMessagesQuery)
export class ListMessagesHandler implements IQueryHandler<ListMessagesQuery> {
  constructor(
    private readonly reads: MessagingReadRepository,
    private readonly attachments: Attachments,
  ) {}

  async execute({ userId, conversationId, page }: ListMessagesQuery): Promise<MessageView[]> {
    if (page.after && page.before) {
      throw new DomainError('MESSAGING.ONE_CURSOR', 'Give either after or before, not both', 'invalid');
    }
    if (!(await this.reads.isConversationParticipant(conversationId, userId))) throw new ConversationNotFound();
    const limit = page.limit ?? MESSAGES_PAGE_SIZE.default;

    if (page.after) {
      const seq = await this.seqOf(conversationId, page.after, 'after');
      return this.withHeld(userId, conversationId, this.reads.messagesAfter(conversationId, seq, limit));
    }
    if (page.before) {
      const seq = await this.seqOf(conversationId, page.before, 'before');
      return toMessageViews(this.attachments, (await this.reads.messagesBefore(conversationId, seq, limit)).reverse());
    }
    return this.withHeld(
      userId,
      conversationId,
      this.reads.messagesBefore(conversationId, null, limit).then((newestFirst) => newestFirst.reverse()),
    );
  }

  /** The newest messages, then the caller's own held ones (under review, after everything delivered): only the sender sees those. */
  private async withHeld(userId: string, conversationId: string, delivered: Promise<MessageRow[]>): Promise<MessageView[]> {
    // Read side by side: the thread waits for one round trip, not two.
    const [messages, held] = await Promise.all([delivered, this.reads.heldMessagesOf(conversationId, userId)]);
    return toMessageViews(this.attachments, [...messages, ...held]);
  }

  private async seqOf(conversationId: string, messageId: string, parameter: 'after' | 'before'): Promise<number> {
    const seq = await this.reads.seqOf(conversationId, messageId);
    if (seq === undefined) throw new UnknownCursor(parameter);
    return seq;
  }
}
