import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CountWorkersQuery, WorkerCounts } from '../../public';

@QueryHandler(CountWorkersQuery)
export class CountWorkersHandler implements IQueryHandler<CountWorkersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<WorkerCounts> {
    const [row] = await this.em.getConnection().execute<{ total: number; verified: number }[]>(
      `select count(*)::int as total, count(*) filter (where is_verified)::int as verified
       from users where role = 'freelancer'`,
    );
    return { totalWorkers: row.total, verifiedWorkers: row.verified };
  }
}
