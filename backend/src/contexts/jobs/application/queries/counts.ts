import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ApplicationActivity, CountPendingApplicationsQuery, CountPostedJobsQuery, ListRecentApplicationActivityQuery } from '../../public';
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

@QueryHandler(ListRecentApplicationActivityQuery)
export class ListRecentApplicationActivityHandler implements IQueryHandler<ListRecentApplicationActivityQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, limit }: ListRecentApplicationActivityQuery): Promise<ApplicationActivity[]> {
    const rows = await readRows<{
      id: string;
      job_id: string;
      title: string;
      status: ApplicationActivity['status'];
      direction: ApplicationActivity['direction'];
      freelancer_id: string;
      updated_at: Date;
    }>(
      this.em,
      `(select a.id, a.job_id, j.title, a.status, 'sent' as direction, a.freelancer_id, a.updated_at
          from applications a join job_posts j on j.id = a.job_id
          where a.freelancer_id = ? order by a.updated_at desc limit ?)
       union all
       (select a.id, a.job_id, j.title, a.status, 'received' as direction, a.freelancer_id, a.updated_at
          from applications a join job_posts j on j.id = a.job_id
          where j.client_id = ? order by a.updated_at desc limit ?)
       order by updated_at desc, id desc limit ?`,
      [userId, limit, userId, limit, limit],
    );
    return rows.map((row) => ({
      applicationId: row.id,
      jobId: row.job_id,
      jobTitle: row.title,
      status: row.status,
      direction: row.direction,
      freelancerId: row.freelancer_id,
      at: new Date(row.updated_at),
    }));
  }
}
