import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { MessagingReadRepository } from '../../infrastructure/messaging-read-repository';
import { IsMessageParticipantQuery } from '../../public';

@QueryHandler(IsMessageParticipantQuery)
export class IsMessageParticipantHandler implements IQueryHandler<IsMessageParticipantQuery> {
  constructor(private readonly reads: MessagingReadRepository) {}

  execute({ messageId, userId }: IsMessageParticipantQuery): Promise<boolean> {
    return this.reads.isMessageParticipant(messageId, userId);
  }
}
