import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Message } from '../../domain/message.entity';
import { GetMessageSenderQuery } from '../../public';

@QueryHandler(GetMessageSenderQuery)
export class GetMessageSenderHandler implements IQueryHandler<GetMessageSenderQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ messageId }: GetMessageSenderQuery): Promise<string | null> {
    const message = await this.em.fork().findOne(Message, { id: messageId }, { fields: ['senderId'] });
    return message?.senderId ?? null;
  }
}
