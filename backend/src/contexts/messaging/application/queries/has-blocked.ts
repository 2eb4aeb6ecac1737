import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { HasBlockedQuery } from '../../../jobs/public';
import { MessagingReadRepository } from '../../infrastructure/messaging-read-repository';

/** Answers jobs' question before an invitation: blocks are messaging's. */
@QueryHandler(HasBlockedQuery)
export class HasBlockedHandler implements IQueryHandler<HasBlockedQuery> {
  constructor(private readonly reads: MessagingReadRepository) {}

  execute({ blockerId, blockedId }: HasBlockedQuery): Promise<boolean> {
    return this.reads.isBlocking(blockerId, blockedId);
  }
}
