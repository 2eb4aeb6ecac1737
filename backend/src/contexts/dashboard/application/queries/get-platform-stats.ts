import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CountWorkersQuery } from '../../../identity/public';
import { CountPostedJobsQuery } from '../../../jobs/public';

export type PlatformStats = { totalWorkers: number; verifiedWorkers: number; totalJobs: number };

/** The public figures on the landing page. */
export class GetPlatformStatsQuery extends Query<PlatformStats> {}

@QueryHandler(GetPlatformStatsQuery)
export class GetPlatformStatsHandler implements IQueryHandler<GetPlatformStatsQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute(): Promise<PlatformStats> {
    const [workers, totalJobs] = await Promise.all([
      this.queryBus.execute(new CountWorkersQuery()),
      this.queryBus.execute(new CountPostedJobsQuery()),
    ]);
    return { ...workers, totalJobs };
  }
}
