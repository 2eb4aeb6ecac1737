import { IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CountUsersQuery } from '../../../identity/public';
import { CountActiveReportsQuery, CountOpenDisputesQuery } from '../../../moderation/public';
import { CountPendingVerificationsQuery } from '../../../verification/public';

export type AdminStats = {
  totalUsers: number;
  /** totalUsers is the database's estimate (identity's UserCount); the other figures are always exact. */
  totalUsersApproximate: boolean;
  pendingVerifications: number;
  activeReports: number;
  openDisputes: number;
};

/** The admin panel's figures, each counted by the context that owns it, on an index or the catalogue, never a scan of a table. */
export class GetAdminStatsQuery extends Query<AdminStats> {}

@QueryHandler(GetAdminStatsQuery)
export class GetAdminStatsHandler implements IQueryHandler<GetAdminStatsQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute(): Promise<AdminStats> {
    // One after another: the embedded database serves one connection at a time.
    const users = await this.queryBus.execute(new CountUsersQuery());
    const pendingVerifications = await this.queryBus.execute(new CountPendingVerificationsQuery());
    const activeReports = await this.queryBus.execute(new CountActiveReportsQuery());
    const openDisputes = await this.queryBus.execute(new CountOpenDisputesQuery());
    return { totalUsers: users.total, totalUsersApproximate: users.approximate, pendingVerifications, activeReports, openDisputes };
  }
}
