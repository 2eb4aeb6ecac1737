import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Dispute, UNRESOLVED_DISPUTE_STATUSES } from '../../domain/dispute.entity';
import { CountOpenDisputesQuery } from '../../public';

@QueryHandler(CountOpenDisputesQuery)
export class CountOpenDisputesHandler implements IQueryHandler<CountOpenDisputesQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<number> {
    return this.em.fork().count(Dispute, { status: { $in: [...UNRESOLVED_DISPUTE_STATUSES] } });
  }
}
