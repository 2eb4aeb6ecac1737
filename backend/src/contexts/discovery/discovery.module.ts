import { Module } from '@nestjs/common';
import { GetDiscoveryOverviewHandler } from './application/queries/get-discovery-overview';
import { DiscoveryAccountData } from './http/account-data';
import { DiscoveryController } from './http/discovery.controller';
import { DiscoveryReadRepository } from './infrastructure/discovery-read-repository';
import { SaveFreelancerHandler } from './application/commands/save-freelancer';
import { SaveJobHandler } from './application/commands/save-job';
import { UnsaveFreelancerHandler } from './application/commands/unsave-freelancer';
import { UnsaveJobHandler } from './application/commands/unsave-job';
import { RemoveDeletedAccountSavedItems } from './application/events/on-account-deleted-saved-items';
import { GetSavedItemIdsHandler } from './application/queries/get-saved-item-ids';
import { ListSavedFreelancersHandler } from './application/queries/list-saved-freelancers';
import { ListSavedJobsHandler } from './application/queries/list-saved-jobs';
import { SavedItemsAccountData } from './http/saved-items-account-data';
import { SavedItemsController } from './http/saved-items.controller';
import { SavedItemsRepository } from './infrastructure/saved-items-repository';

/** Discovery: say in one line what this context owns (docs/adding-a-context.md). */
@Module({
  controllers: [DiscoveryController, SavedItemsController],
  providers: [
    DiscoveryAccountData,
    DiscoveryReadRepository,
    GetDiscoveryOverviewHandler,
    // Saved jobs and freelancers (decision 0074).
    SavedItemsRepository,
    SavedItemsAccountData,
    SaveJobHandler,
    UnsaveJobHandler,
    SaveFreelancerHandler,
    UnsaveFreelancerHandler,
    ListSavedJobsHandler,
    ListSavedFreelancersHandler,
    GetSavedItemIdsHandler,
    RemoveDeletedAccountSavedItems,
  ],
})
export class DiscoveryModule {}
