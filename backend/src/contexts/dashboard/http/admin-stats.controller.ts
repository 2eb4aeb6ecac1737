import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { AdministratorsOnlyEndpoint } from '../../../platform/auth/guards';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { AdminStats, GetAdminStatsQuery } from '../application/queries/get-admin-stats';

class AdminStatsResponse implements AdminStats {
  @ApiProperty({ description: 'Accounts; estimated once there are 10,000 or more (totalUsersApproximate)' }) totalUsers: number;
  @ApiProperty({ description: "Whether totalUsers is the database's estimate (which also counts deleted accounts) rather than a count" })
  totalUsersApproximate: boolean;
  @ApiProperty({ description: 'Verification requests waiting for a decision' }) pendingVerifications: number;
  @ApiProperty({ description: 'Reports waiting for a decision' }) activeReports: number;
  @ApiProperty({ description: 'Disputes open or under review' }) openDisputes: number;
}

@ApiTags('dashboard')
@AdministratorsOnlyEndpoint()
@Controller('admin/stats')
export class AdminStatsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint('GET', '', {
    summary: 'Admin panel figures',
    description:
      'Accounts, pending verifications, pending reports and unresolved disputes. The last three are exact counts; the accounts are estimated on a large platform (totalUsersApproximate).',
    answer: ApiOk(AdminStatsResponse),
  })
  stats(): Promise<AdminStats> {
    return this.queryBus.execute(new GetAdminStatsQuery());
  }
}
