import { Module } from '@nestjs/common';
import { GetDashboardStatsHandler } from './application/queries/get-dashboard-stats';
import { GetRecentActivityHandler } from './application/queries/get-recent-activity';
import { GetAdminStatsHandler } from './application/queries/get-admin-stats';
import { GetPlatformStatsHandler } from './application/queries/get-platform-stats';
import { AdminStatsController } from './http/admin-stats.controller';
import { DashboardController } from './http/dashboard.controller';

/** Read side only: figures gathered from the other contexts' public queries. */
@Module({
  controllers: [DashboardController, AdminStatsController],
  providers: [GetPlatformStatsHandler, GetDashboardStatsHandler, GetRecentActivityHandler, GetAdminStatsHandler],
})
export class DashboardModule {}
