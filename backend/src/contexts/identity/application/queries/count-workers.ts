import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CountUsersQuery, CountWorkersQuery, WorkerCounts } from '../../public';
import { readRows } from '../../../../platform/database/read-rows';

@QueryHandler(CountWorkersQuery)
export class CountWorkersHandler implements IQueryHandler<CountWorkersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<WorkerCounts> {
    const [row] = await readRows<{ total: number; verified: number }>(
      this.em,
      `select count(*)::int as total, count(*) filter (where is_verified)::int as verified
       from users where role = 'freelancer'`,
    );
    return { totalWorkers: row.total, verifiedWorkers: row.verified };
  }
}

@QueryHandler(CountUsersQuery)
export class CountUsersHandler implements IQueryHandler<CountUsersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<number> {
    const [row] = await readRows<{ total: number }>(this.em, 'select count(*)::int as total from users');
    return row.total;
  }
}
