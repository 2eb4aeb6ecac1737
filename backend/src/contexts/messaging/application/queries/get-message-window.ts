import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ExcerptRow, MessagingReadRepository } from '../../infrastructure/messaging-read-repository';
import { ConversationExcerptMessage, GetMessageWindowQuery, MESSAGE_WINDOW_MAX, MessageWindow } from '../../public';

/** A delivered message as an excerpt shows it. */
export function toExcerptMessage(row: ExcerptRow): ConversationExcerptMessage {
  return {
    id: row.id,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    sentAt: new Date(row.sentAt),
    removed: row.removedAt !== null,
  };
}

@QueryHandler(GetMessageWindowQuery)
export class GetMessageWindowHandler implements IQueryHandler<GetMessageWindowQuery> {
  constructor(private readonly reads: MessagingReadRepository) {}

  async execute({ messageId, around }: GetMessageWindowQuery): Promise<MessageWindow | null> {
    const position = await this.reads.messagePosition(messageId);
    if (!position) return null;
    const { conversationId, seq } = position;
    const side = Math.min(Math.max(0, Math.trunc(around)), MESSAGE_WINDOW_MAX);
    // One more on each side than shown says whether the conversation goes on past the window.
    const [before, fromMessage] = await Promise.all([
      this.reads.excerpt(conversationId, 'before', seq, side + 1),
      this.reads.excerpt(conversationId, 'at', seq, side + 2),
    ]);
    const [message] = fromMessage;
    return {
      conversationId,
      message: toExcerptMessage(message),
      messages: [...before.slice(0, side).reverse(), ...fromMessage.slice(0, side + 1)].map(toExcerptMessage),
      hasEarlier: before.length > side,
      hasLater: fromMessage.length > side + 1,
    };
  }
}
