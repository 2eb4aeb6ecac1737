import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MessagingReadRepository } from '../../infrastructure/messaging-read-repository';
import { CountUnreadMessagesQuery } from '../../public';

@QueryHandler(CountUnreadMessagesQuery)
export class CountUnreadMessagesHandler implements IQueryHandler<CountUnreadMessagesQuery> {
  constructor(private readonly reads: MessagingReadRepository) {}

  execute({ userId }: CountUnreadMessagesQuery): Promise<number> {
    return this.reads.countUnread(userId);
  }
}
