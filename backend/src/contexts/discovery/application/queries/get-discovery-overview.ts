import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DiscoveryOverviewNotFound } from '../../domain/discovery-errors';
import { DiscoveryReadRepository } from '../../infrastructure/discovery-read-repository';

/** What discovery holds for a user. */
export type DiscoveryOverview = { userId: string; checkedAt: string };

export class GetDiscoveryOverviewQuery extends Query<DiscoveryOverview> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetDiscoveryOverviewQuery)
export class GetDiscoveryOverviewHandler implements IQueryHandler<GetDiscoveryOverviewQuery> {
  constructor(private readonly reads: DiscoveryReadRepository) {}

  async execute({ userId }: GetDiscoveryOverviewQuery): Promise<DiscoveryOverview> {
    const overview = await this.reads.overviewOf(userId);
    if (!overview) throw new DiscoveryOverviewNotFound();
    return overview;
  }
}
