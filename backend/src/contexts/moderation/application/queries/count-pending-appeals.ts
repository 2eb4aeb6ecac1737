import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Appeal } from '../../domain/appeal.entity';
import { CountPendingAppealsQuery } from '../../public';

@QueryHandler(CountPendingAppealsQuery)
export class CountPendingAppealsHandler implements IQueryHandler<CountPendingAppealsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<number> {
    return this.em.fork().count(Appeal, { status: 'pending' });
  }
}
