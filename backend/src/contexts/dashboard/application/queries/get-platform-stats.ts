import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CountWorkersQuery } from '../../../identity/public';

export type PlatformStats = { totalWorkers: number; verifiedWorkers: number; totalJobs: number };

/** The public figures on the landing page. */
export class GetPlatformStatsQuery extends Query<PlatformStats> {}

@QueryHandler(GetPlatformStatsQuery)
export class GetPlatformStatsHandler implements IQueryHandler<GetPlatformStatsQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute(): Promise<PlatformStats> {
    const workers = await this.queryBus.execute(new CountWorkersQuery());
    // Jobs are counted once the jobs context exists.
    return { ...workers, totalJobs: 0 };
  }
}
