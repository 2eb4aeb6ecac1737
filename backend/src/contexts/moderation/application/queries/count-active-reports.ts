import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Report } from '../../domain/report.entity';
import { CountActiveReportsQuery } from '../../public';

@QueryHandler(CountActiveReportsQuery)
export class CountActiveReportsHandler implements IQueryHandler<CountActiveReportsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<number> {
    return this.em.fork().count(Report, { status: 'pending' });
  }
}
