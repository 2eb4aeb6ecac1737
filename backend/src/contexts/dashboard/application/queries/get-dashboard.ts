import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CountPendingApplicationsQuery } from '../../../jobs/public';

export type DashboardStats = { activeContracts: number; pendingApplications: number; unreadMessages: number };

export type ActivityItem = { title: string; description: string; createdAt: string; badge: string | null };

/**
 * The signed-in user's counters. Each figure belongs to the context that owns the records
 * (contracting, jobs, messaging); contracts and messages are zero until those contexts exist.
 */
export class GetDashboardStatsQuery extends Query<DashboardStats> {
  constructor(
    readonly userId: string,
    readonly role: 'freelancer' | 'client' | 'admin',
  ) {
    super();
  }
}

/** The signed-in user's recent activity across contexts, newest first. */
export class GetRecentActivityQuery extends Query<ActivityItem[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetDashboardStatsQuery)
export class GetDashboardStatsHandler implements IQueryHandler<GetDashboardStatsQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ userId, role }: GetDashboardStatsQuery): Promise<DashboardStats> {
    const pendingApplications = await this.queryBus.execute(new CountPendingApplicationsQuery(userId, role));
    return { activeContracts: 0, pendingApplications, unreadMessages: 0 };
  }
}

@QueryHandler(GetRecentActivityQuery)
export class GetRecentActivityHandler implements IQueryHandler<GetRecentActivityQuery> {
  async execute(): Promise<ActivityItem[]> {
    return [];
  }
}
