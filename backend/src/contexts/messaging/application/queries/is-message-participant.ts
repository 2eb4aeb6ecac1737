import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { readRows } from '../../../../platform/database/read-rows';
import { IsMessageParticipantQuery } from '../../public';

@QueryHandler(IsMessageParticipantQuery)
export class IsMessageParticipantHandler implements IQueryHandler<IsMessageParticipantQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ messageId, userId }: IsMessageParticipantQuery): Promise<boolean> {
    const rows = await readRows(this.em, 'select 1 from messages where id = ? and (sender_id = ? or receiver_id = ?)', [
      messageId,
      userId,
      userId,
    ]);
    return rows.length > 0;
  }
}
