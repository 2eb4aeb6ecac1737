import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PlatformCountersRepository } from '../../infrastructure/platform-counters-repository';

export type PlatformStats = { totalWorkers: number; verifiedWorkers: number; totalJobs: number };

/** The public figures on the landing page. */
export class GetPlatformStatsQuery extends Query<PlatformStats> {}

/**
 * Read from the counters the events of identity and jobs keep (decision 0076): every visitor reads
 * three rows, not the users and the posts.
 */
@QueryHandler(GetPlatformStatsQuery)
export class GetPlatformStatsHandler implements IQueryHandler<GetPlatformStatsQuery> {
  constructor(private readonly counters: PlatformCountersRepository) {}

  async execute(): Promise<PlatformStats> {
    const figures = await this.counters.read();
    return { totalWorkers: figures.workers, verifiedWorkers: figures.verified_workers, totalJobs: figures.job_offers };
  }
}
