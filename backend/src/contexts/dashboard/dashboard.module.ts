import { Module } from '@nestjs/common';
import { GetDashboardStatsHandler, GetRecentActivityHandler } from './application/queries/get-dashboard';
import { GetPlatformStatsHandler } from './application/queries/get-platform-stats';
import { DashboardController } from './http/dashboard.controller';

/** Read side only: figures gathered from the other contexts' public queries. */
@Module({
  controllers: [DashboardController],
  providers: [GetPlatformStatsHandler, GetDashboardStatsHandler, GetRecentActivityHandler],
})
export class DashboardModule {}
