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
import { GetFeedHandler } from './application/queries/get-feed';
import { ListSavedFreelancersHandler } from './application/queries/list-saved-freelancers';
import { ListSavedJobsHandler } from './application/queries/list-saved-jobs';
import { FeedController } from './http/feed.controller';
import { SavedItemsAccountData } from './http/saved-items-account-data';
import { SavedItemsController } from './http/saved-items.controller';
import { FeedRepository } from './infrastructure/feed-repository';
import { SavedItemsRepository } from './infrastructure/saved-items-repository';

/** Discovery: say in one line what this context owns (docs/adding-a-context.md). */
@Module({
  controllers: [DiscoveryController, SavedItemsController, FeedController],
  providers: [
    DiscoveryAccountData,
    DiscoveryReadRepository,
    GetDiscoveryOverviewHandler,
    // Saved jobs and freelancers, the dashboard feed (decision 0074).
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
    FeedRepository,
    GetFeedHandler,
  ],
})
export class DiscoveryModule {}
