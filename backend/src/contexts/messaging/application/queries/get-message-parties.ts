import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Message } from '../../domain/message.entity';
import { GetMessagePartiesQuery, MessageParties } from '../../public';

@QueryHandler(GetMessagePartiesQuery)
export class GetMessagePartiesHandler implements IQueryHandler<GetMessagePartiesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ messageId }: GetMessagePartiesQuery): Promise<MessageParties | null> {
    const message = await this.em.fork().findOne(Message, { id: messageId }, { fields: ['senderId', 'receiverId'] });
    return message ? { senderId: message.senderId, receiverId: message.receiverId } : null;
  }
}
