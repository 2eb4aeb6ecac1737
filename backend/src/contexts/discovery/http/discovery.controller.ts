import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, SignedIn } from '../../../platform/auth/guards';
import type { Principal } from '../../../platform/auth/principal';
import { Endpoint } from '../../../platform/http/endpoint';
import { ApiOk } from '../../../platform/openapi/documented-response';
import { DiscoveryOverview, GetDiscoveryOverviewQuery } from '../application/queries/get-discovery-overview';
import { DiscoveryOverviewResponse } from './dto';

@ApiTags('discovery')
@SignedIn()
@Controller('discovery')
export class DiscoveryController {
  constructor(private readonly queryBus: QueryBus) {}

  @Endpoint('GET', 'overview', {
    summary: 'My discovery',
    description: 'What discovery holds for the caller.',
    answer: ApiOk(DiscoveryOverviewResponse),
    errors: { 404: 'Nothing for the caller (DISCOVERY.OVERVIEW_NOT_FOUND)' },
  })
  overview(@CurrentPrincipal() principal: Principal): Promise<DiscoveryOverview> {
    return this.queryBus.execute(new GetDiscoveryOverviewQuery(principal.id));
  }
}
