import { ApiProperty } from '@nestjs/swagger';
import { timestamp } from '../../../platform/openapi/properties';
import type { DiscoveryOverview } from '../application/queries/get-discovery-overview';

export class DiscoveryOverviewResponse implements DiscoveryOverview {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty(timestamp('When it was read')) checkedAt: string;
}
