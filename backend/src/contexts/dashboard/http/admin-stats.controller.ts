import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { AdministratorsOnlyEndpoint } from '../../../platform/auth/guards';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { AdminStats, GetAdminStatsQuery } from '../application/queries/get-admin-stats';

class AdminStatsResponse implements AdminStats {
  @ApiProperty() totalUsers: number;
  @ApiProperty({ description: 'Verification requests waiting for a decision' }) pendingVerifications: number;
  @ApiProperty({ description: 'Reports waiting for a decision' }) activeReports: number;
  @ApiProperty({ description: 'Disputes open or under review' }) openDisputes: number;
}

@ApiTags('dashboard')
@AdministratorsOnlyEndpoint()
@Controller('admin/stats')
export class AdminStatsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'Admin panel figures',
    description: 'Accounts, pending verifications, pending reports and unresolved disputes.',
  })
  @ApiOk(AdminStatsResponse)
  stats(): Promise<AdminStats> {
    return this.queryBus.execute(new GetAdminStatsQuery());
  }
}
