import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CountActiveContractsQuery } from '../../../contracting/public';
import { CountPendingApplicationsQuery } from '../../../jobs/public';
import { CountUnreadMessagesQuery } from '../../../messaging/public';

export type DashboardStats = { activeContracts: number; pendingApplications: number; unreadMessages: number };

/**
 * The signed-in user's counters. Each figure belongs to the context that owns the records
 * (contracting, jobs, messaging).
 */
export class GetDashboardStatsQuery extends Query<DashboardStats> {
  constructor(
    readonly userId: string,
    readonly role: 'freelancer' | 'client' | 'admin',
  ) {
    super();
  }
}

@QueryHandler(GetDashboardStatsQuery)
export class GetDashboardStatsHandler implements IQueryHandler<GetDashboardStatsQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ userId, role }: GetDashboardStatsQuery): Promise<DashboardStats> {
    const pendingApplications = await this.queryBus.execute(new CountPendingApplicationsQuery(userId, role));
    const activeContracts = await this.queryBus.execute(new CountActiveContractsQuery(userId));
    const unreadMessages = await this.queryBus.execute(new CountUnreadMessagesQuery(userId));
    return { activeContracts, pendingApplications, unreadMessages };
  }
}
