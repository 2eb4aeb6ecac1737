import { Module } from '@nestjs/common';
import { GetDiscoveryOverviewHandler } from './application/queries/get-discovery-overview';
import { DiscoveryAccountData } from './http/account-data';
import { DiscoveryController } from './http/discovery.controller';
import { DiscoveryReadRepository } from './infrastructure/discovery-read-repository';

/** Discovery: say in one line what this context owns (docs/adding-a-context.md). */
@Module({
  controllers: [DiscoveryController],
  providers: [DiscoveryAccountData, DiscoveryReadRepository, GetDiscoveryOverviewHandler],
})
export class DiscoveryModule {}
