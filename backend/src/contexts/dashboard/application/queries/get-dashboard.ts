import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';

export type DashboardStats = { activeContracts: number; pendingApplications: number; unreadMessages: number };

export type ActivityItem = { title: string; description: string; createdAt: string; badge: string | null };

/**
 * The signed-in user's counters. Each figure belongs to the context that owns the records
 * (contracting, jobs, messaging); until a context exists its figure is zero.
 */
export class GetDashboardStatsQuery extends Query<DashboardStats> {
  constructor(readonly userId: string) {
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
  async execute(): Promise<DashboardStats> {
    return { activeContracts: 0, pendingApplications: 0, unreadMessages: 0 };
  }
}

@QueryHandler(GetRecentActivityQuery)
export class GetRecentActivityHandler implements IQueryHandler<GetRecentActivityQuery> {
  async execute(): Promise<ActivityItem[]> {
    return [];
  }
}
