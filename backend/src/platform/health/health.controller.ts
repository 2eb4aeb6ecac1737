import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckResult, HealthCheckService, MikroOrmHealthIndicator } from '@nestjs/terminus';
import { ErrorBody } from '../errors/error-body';

@ApiTags('platform')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: MikroOrmHealthIndicator,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Health of this instance',
    description: 'Up (200) when the database answers within 3 seconds, 503 otherwise. For load balancers and monitoring; not logged.',
  })
  @HealthCheck({ swaggerDocumentation: false })
  @ApiOkResponse({ description: '{ status: "ok", info: { database: { status: "up" } } }' })
  @ApiServiceUnavailableResponse({ type: ErrorBody })
  check(): Promise<HealthCheckResult> {
    return this.health.check([() => this.database.pingCheck('database', { timeout: 3000 })]);
  }
}
