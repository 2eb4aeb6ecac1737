import { Module } from '@nestjs/common';
import { ChangeSavedSearchHandler } from './application/commands/change-saved-search';
import { CreateSavedSearchHandler } from './application/commands/create-saved-search';
import { DeleteSavedSearchHandler } from './application/commands/delete-saved-search';
import { RecordDueSavedSearchDigestsHandler } from './application/commands/record-due-saved-search-digests';
import { RecordSavedSearchVisitHandler } from './application/commands/record-saved-search-visit';
import { TurnOffSavedSearchAlertHandler } from './application/commands/turn-off-saved-search-alert';
import { RemoveDeletedAccountSavedSearches } from './application/events/on-account-deleted-saved-searches';
import { ForgetTakenDownPostMatches } from './application/events/on-content-taken-down';
import { MatchSavedSearchesOnJobPosted } from './application/events/on-job-posted';
import { DescribeSavedSearchAlertHandler } from './application/queries/describe-saved-search-alert';
import { GetSavedSearchHandler } from './application/queries/get-saved-search';
import { GetSavedSearchDigestHandler } from './application/queries/get-saved-search-digest';
import { ListSavedSearchesHandler } from './application/queries/list-saved-searches';
import { SavedSearchDigestSchedule } from './application/saved-search-digest.schedule';
import { SavedSearchMatchPruning } from './application/saved-search-match-pruning.schedule';
import { DiscoveryAccountData } from './http/account-data';
import { SavedSearchesController } from './http/saved-searches.controller';
import { SavedSearchesRepository } from './infrastructure/saved-searches-repository';
import { SaveFreelancerHandler } from './application/commands/save-freelancer';
import { SaveJobHandler } from './application/commands/save-job';
import { UnsaveFreelancerHandler } from './application/commands/unsave-freelancer';
import { UnsaveJobHandler } from './application/commands/unsave-job';
import { RemoveDeletedAccountSavedItems } from './application/events/on-account-deleted-saved-items';
import { GetFeedHandler } from './application/queries/get-feed';
import { GetSavedItemIdsHandler } from './application/queries/get-saved-item-ids';
import { ListSavedFreelancersHandler } from './application/queries/list-saved-freelancers';
import { ListSavedJobsHandler } from './application/queries/list-saved-jobs';
import { FeedController } from './http/feed.controller';
import { SavedItemsAccountData } from './http/saved-items-account-data';
import { SavedItemsController } from './http/saved-items.controller';
import { FeedRepository } from './infrastructure/feed-repository';
import { SavedItemsRepository } from './infrastructure/saved-items-repository';

/** Discovery: saved searches and their alerts (decision 0073), saved jobs and freelancers, the dashboard feed. */
@Module({
  controllers: [SavedSearchesController, SavedItemsController, FeedController],
  providers: [
    DiscoveryAccountData,
    // Saved searches and alerts (decision 0073).
    SavedSearchesRepository,
    CreateSavedSearchHandler,
    ChangeSavedSearchHandler,
    DeleteSavedSearchHandler,
    RecordSavedSearchVisitHandler,
    ListSavedSearchesHandler,
    GetSavedSearchHandler,
    DescribeSavedSearchAlertHandler,
    TurnOffSavedSearchAlertHandler,
    GetSavedSearchDigestHandler,
    RecordDueSavedSearchDigestsHandler,
    SavedSearchDigestSchedule,
    SavedSearchMatchPruning,
    MatchSavedSearchesOnJobPosted,
    ForgetTakenDownPostMatches,
    RemoveDeletedAccountSavedSearches,
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
