import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MessagingReadRepository } from '../../infrastructure/messaging-read-repository';
import { GetUnreadMessageDigestQuery, UnreadMessageDigest } from '../../public';

/** How many senders a digest names; the rest are counted. */
const SENDERS_NAMED = 5;

@QueryHandler(GetUnreadMessageDigestQuery)
export class GetUnreadMessageDigestHandler implements IQueryHandler<GetUnreadMessageDigestQuery> {
  constructor(private readonly reads: MessagingReadRepository) {}

  async execute({ receiverId, upTo }: GetUnreadMessageDigestQuery): Promise<UnreadMessageDigest> {
    const bySender = await this.reads.unreadMessagesBySender(receiverId, upTo);
    return {
      unreadCount: bySender.reduce((sum, { count }) => sum + count, 0),
      senderIds: bySender.slice(0, SENDERS_NAMED).map(({ senderId }) => senderId),
      senderCount: bySender.length,
    };
  }
}
