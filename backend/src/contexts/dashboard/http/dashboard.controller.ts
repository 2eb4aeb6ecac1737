import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { GetPlatformStatsQuery, PlatformStats } from '../application/queries/get-platform-stats';
import { DashboardStats, GetDashboardStatsQuery } from '../application/queries/get-dashboard-stats';
import { ACTIVITY_LIMIT, ActivityItem, GetRecentActivityQuery } from '../application/queries/get-recent-activity';
import { ApiCappedListResponse } from '../../../platform/paging/capped-list';

class PlatformStatsResponse implements PlatformStats {
  @ApiProperty() totalWorkers: number;
  @ApiProperty() verifiedWorkers: number;
  @ApiProperty() totalJobs: number;
}

class DashboardStatsResponse implements DashboardStats {
  @ApiProperty() activeContracts: number;
  @ApiProperty({ description: 'Freelancers: their pending applications; clients: pending applications on their jobs' })
  pendingApplications: number;
  @ApiProperty() unreadMessages: number;
}

class ActivityItemResponse implements ActivityItem {
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true, description: 'A status word: pending, accepted, active, completed, …' }) badge:
    string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The in-app path the item leads to' }) link: string | null;
}

@ApiTags('dashboard')
@Controller()
export class DashboardController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint('GET', 'platform/stats', {
    summary: 'Platform figures',
    description:
      'Public figures for the landing page: service providers, verified professionals, posts. Served by the dashboard context, the read side that counts across contexts.',
    answer: ApiOk(PlatformStatsResponse),
  })
  platformStats(): Promise<PlatformStats> {
    return this.queryBus.execute(new GetPlatformStatsQuery());
  }

  @Endpoint('GET', 'dashboard/stats', {
    summary: 'Dashboard figures',
    description:
      'Active contracts, pending applications (the freelancer’s own, or those received by a client) and unread messages of the caller.',
    answer: ApiOk(DashboardStatsResponse),
  })
  @SignedIn()
  dashboardStats(@CurrentPrincipal() principal: Principal): Promise<DashboardStats> {
    return this.queryBus.execute(new GetDashboardStatsQuery(principal.id, principal.role));
  }

  @Endpoint('GET', 'dashboard/activity', {
    summary: 'Recent activity',
    description: `The caller’s latest contracts, applications (sent and received) and published reviews of them, newest first, at most ${ACTIVITY_LIMIT}.`,
    answer: ApiCappedListResponse(ActivityItemResponse, ACTIVITY_LIMIT, 'the dashboard shows only the latest activity'),
  })
  @SignedIn()
  recentActivity(@CurrentPrincipal() principal: Principal): Promise<ActivityItem[]> {
    return this.queryBus.execute(new GetRecentActivityQuery(principal.id));
  }
}
