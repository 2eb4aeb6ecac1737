import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { JobsReadRepository } from '../../infrastructure/jobs-read-repository';
import { ApplicationActivity, CountPendingApplicationsQuery, CountPostedJobsQuery, ListRecentApplicationActivityQuery } from '../../public';

@QueryHandler(CountPostedJobsQuery)
export class CountPostedJobsHandler implements IQueryHandler<CountPostedJobsQuery> {
  constructor(private readonly reads: JobsReadRepository) {}

  execute(): Promise<number> {
    return this.reads.countJobOffers();
  }
}

@QueryHandler(CountPendingApplicationsQuery)
export class CountPendingApplicationsHandler implements IQueryHandler<CountPendingApplicationsQuery> {
  constructor(private readonly reads: JobsReadRepository) {}

  execute({ userId, role }: CountPendingApplicationsQuery): Promise<number> {
    return role === 'freelancer' ? this.reads.countPendingApplicationsOf(userId) : this.reads.countPendingApplicationsTo(userId);
  }
}

@QueryHandler(ListRecentApplicationActivityQuery)
export class ListRecentApplicationActivityHandler implements IQueryHandler<ListRecentApplicationActivityQuery> {
  constructor(private readonly reads: JobsReadRepository) {}

  async execute({ userId, limit }: ListRecentApplicationActivityQuery): Promise<ApplicationActivity[]> {
    const rows = await this.reads.recentApplicationActivity(userId, limit);
    return rows.map((row) => ({ ...row, at: new Date(row.at) }));
  }
}
