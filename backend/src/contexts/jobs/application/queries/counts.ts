import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CountPendingApplicationsQuery, CountPostedJobsQuery } from '../../public';
import { readRows } from '../../../../platform/database/read-rows';

@QueryHandler(CountPostedJobsQuery)
export class CountPostedJobsHandler implements IQueryHandler<CountPostedJobsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<number> {
    const [row] = await readRows<{ count: number }>(this.em, "select count(*)::int as count from job_posts where job_type = 'job_offer'");
    return row.count;
  }
}

@QueryHandler(CountPendingApplicationsQuery)
export class CountPendingApplicationsHandler implements IQueryHandler<CountPendingApplicationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, role }: CountPendingApplicationsQuery): Promise<number> {
    const sql =
      role === 'freelancer'
        ? "select count(*)::int as count from applications where freelancer_id = ? and status = 'pending'"
        : "select count(*)::int as count from applications a join job_posts j on j.id = a.job_id where j.client_id = ? and a.status = 'pending'";
    const [row] = await readRows<{ count: number }>(this.em, sql, [userId]);
    return row.count;
  }
}
