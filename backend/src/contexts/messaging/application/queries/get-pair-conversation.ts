import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { orderedPair } from '../../domain/conversation.entity';
import { UnknownCursor } from '../../domain/messaging-errors';
import { MessagingReadRepository } from '../../infrastructure/messaging-read-repository';
import { GetPairConversationQuery, PAIR_CONVERSATION_MAX, PairConversation } from '../../public';
import { toExcerptMessage } from './get-message-window';

@QueryHandler(GetPairConversationQuery)
export class GetPairConversationHandler implements IQueryHandler<GetPairConversationQuery> {
  constructor(private readonly reads: MessagingReadRepository) {}

  async execute({ userId, otherUserId, page }: GetPairConversationQuery): Promise<PairConversation | null> {
    const conversationId = await this.reads.conversationIdOf(orderedPair(userId, otherUserId));
    if (!conversationId) return null;
    let before: number | null = null;
    if (page.before) {
      const seq = await this.reads.seqOf(conversationId, page.before);
      if (seq === undefined) throw new UnknownCursor('before');
      before = seq;
    }
    const limit = Math.min(Math.max(1, Math.trunc(page.limit)), PAIR_CONVERSATION_MAX);
    const newestFirst = await this.reads.excerpt(conversationId, 'before', before, limit + 1);
    return {
      conversationId,
      messages: newestFirst.slice(0, limit).reverse().map(toExcerptMessage),
      hasEarlier: newestFirst.length > limit,
    };
  }
}
