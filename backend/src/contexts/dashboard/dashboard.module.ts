import { Module } from '@nestjs/common';
import { CountJobOffers } from './application/events/on-job-post-count-changed';
import { CountWorkerStanding } from './application/events/on-worker-standing-changed';
import { PlatformCountersReconciliation } from './application/platform-counters-reconciliation.schedule';
import { GetDashboardStatsHandler } from './application/queries/get-dashboard-stats';
import { GetRecentActivityHandler } from './application/queries/get-recent-activity';
import { GetAdminStatsHandler } from './application/queries/get-admin-stats';
import { GetPlatformStatsHandler } from './application/queries/get-platform-stats';
import { DashboardAccountData } from './http/account-data';
import { AdminStatsController } from './http/admin-stats.controller';
import { DashboardController } from './http/dashboard.controller';
import { PlatformCountersRepository } from './infrastructure/platform-counters-repository';

/**
 * The read side: figures gathered from the other contexts' public queries, and the landing page's
 * counters, kept from their events (decision 0076).
 */
@Module({
  controllers: [DashboardController, AdminStatsController],
  providers: [
    PlatformCountersRepository,
    CountWorkerStanding,
    CountJobOffers,
    PlatformCountersReconciliation,
    DashboardAccountData,
    GetPlatformStatsHandler,
    GetDashboardStatsHandler,
    GetRecentActivityHandler,
    GetAdminStatsHandler,
  ],
})
export class DashboardModule {}
