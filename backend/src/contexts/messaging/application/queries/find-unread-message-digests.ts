import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MessagingReadRepository } from '../../infrastructure/messaging-read-repository';
import { FindUnreadMessageDigestsQuery, UnreadMessageDigestCandidate } from '../../public';

@QueryHandler(FindUnreadMessageDigestsQuery)
export class FindUnreadMessageDigestsHandler implements IQueryHandler<FindUnreadMessageDigestsQuery> {
  constructor(private readonly reads: MessagingReadRepository) {}

  execute({ olderThan, newerThan }: FindUnreadMessageDigestsQuery): Promise<UnreadMessageDigestCandidate[]> {
    return this.reads.unreadMessageDigestCandidates(olderThan, newerThan);
  }
}
