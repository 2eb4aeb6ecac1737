import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { JobsAccountData } from './http/account-data';
import { AcceptApplicationHandler } from './application/commands/accept-application';
import { AcceptOfferHandler } from './application/commands/accept-offer';
import { CounterOfferHandler } from './application/commands/counter-offer';
import { DeclineOfferHandler } from './application/commands/decline-offer';
import { MakeOfferHandler } from './application/commands/make-offer';
import { WithdrawOfferHandler } from './application/commands/withdraw-offer';
import { CloseOffersOfClosedApplication } from './application/events/on-application-closed';
import { PushOfferChanges } from './application/events/on-offer-changed';
import { GetOfferHandler } from './application/queries/get-offer';
import { ListApplicationOffersHandler } from './application/queries/list-application-offers';
import { Offer } from './domain/offer.entity';
import { OffersController } from './http/offers.controller';
import { OffersAccountData } from './http/offers-account-data';
import { OffersReadRepository } from './infrastructure/offers-read-repository';
import { ApplyToJobHandler } from './application/commands/apply-to-job';
import { ProposalFiles } from './application/proposal-files';
import { EditApplicationHandler } from './application/commands/edit-application';
import { AnswerInvitationHandler } from './application/commands/answer-invitation';
import { InviteFreelancerHandler } from './application/commands/invite-freelancer';
import { SetInvitationSettingHandler } from './application/commands/set-invitation-setting';
import { PushInvitationChanges } from './application/events/on-invitation-sent-or-answered';
import { GetInvitationHandler } from './application/queries/get-invitation';
import { GetInvitationSettingHandler } from './application/queries/get-invitation-setting';
import { ListInvitationsHandler } from './application/queries/list-invitations';
import { InvitationOptOut } from './domain/invitation-opt-out.entity';
import { JobInvitation } from './domain/job-invitation.entity';
import { InvitationsController } from './http/invitations.controller';
import { InvitationRepository } from './infrastructure/invitation-repository';
import { ShortlistApplicationHandler } from './application/commands/shortlist-application';
import { CountPipelineStagesHandler } from './application/queries/count-pipeline-stages';
import { ChangeJobStatusHandler } from './application/commands/change-job-status';
import { EditJobHandler } from './application/commands/edit-job';
import { PostJobHandler } from './application/commands/post-job';
import { RejectApplicationHandler } from './application/commands/reject-application';
import { SeedDemoJobsHandler } from './application/commands/seed-demo-jobs';
import { WithdrawApplicationHandler } from './application/commands/withdraw-application';
import { RemoveDeletedAccountJobs } from './application/events/on-account-deleted';
import { HideSuspendedAccountJobs } from './application/events/on-account-suspended';
import { ShowLiftedAccountJobs } from './application/events/on-account-suspension-lifted';
import { PushApplicationChanges } from './application/events/on-application-submitted-or-decided';
import { RestoreJobPost } from './application/events/on-content-restored';
import { TakeDownJobPost } from './application/events/on-content-taken-down';
import { ApplySafetyDecisionToJobs } from './application/events/on-safety-review-decided';
import { CountPendingApplicationsHandler } from './application/queries/count-pending-applications';
import { CountPostedJobsHandler } from './application/queries/count-posted-jobs';
import { GetApplicationHandler } from './application/queries/get-application';
import { GetJobHandler } from './application/queries/get-job';
import { GetAlertSubjectJobsHandler } from './application/queries/get-alert-subject-jobs';
import { GetJobTitlesHandler } from './application/queries/get-job-titles';
import { GetJobCardsHandler } from './application/queries/get-job-cards';
import { ListOpenJobOffersHandler } from './application/queries/list-open-job-offers';
import { FindFeedJobsHandler } from './application/queries/find-feed-jobs';
import { JobPostExistsHandler } from './application/queries/job-post-exists';
import { GetJobPostOwnerHandler } from './application/queries/get-job-post-owner';
import { GetJobPostContentHandler } from './application/queries/get-job-post-content';
import { JobReadModel } from './application/queries/job-read-model';
import { ListClientJobsHandler } from './application/queries/list-client-jobs';
import { ListJobApplicationsHandler } from './application/queries/list-job-applications';
import { ListMyApplicationsHandler } from './application/queries/list-my-applications';
import { ListRecentApplicationActivityHandler } from './application/queries/list-recent-application-activity';
import { SearchJobsHandler } from './application/queries/search-jobs';
import { ListPublicJobAddressesHandler } from './application/queries/list-public-job-addresses';
import { DescribePublicJobHandler } from './application/queries/describe-public-job';
import { Application } from './domain/application.entity';
import { JobPost } from './domain/job-post.entity';
import { ApplicationsController } from './http/applications.controller';
import { JobsController } from './http/jobs.controller';
import { ApplicationRepository } from './infrastructure/application-repository';
import { JobPostRepository } from './infrastructure/job-post-repository';
import { JobsReadRepository } from './infrastructure/jobs-read-repository';

/** Job offers, availability posts and applications, up to the owner's decision. */
@Module({
  imports: [MikroOrmModule.forFeature([JobPost, Application, Offer, JobInvitation, InvitationOptOut])],
  controllers: [JobsController, ApplicationsController, OffersController, InvitationsController],
  providers: [
    JobsAccountData,
    JobsReadRepository,
    JobPostRepository,
    ApplicationRepository,
    JobReadModel,
    PostJobHandler,
    EditJobHandler,
    ChangeJobStatusHandler,
    ApplyToJobHandler,
    ProposalFiles,
    AcceptApplicationHandler,
    OffersAccountData,
    OffersReadRepository,
    MakeOfferHandler,
    AcceptOfferHandler,
    CounterOfferHandler,
    DeclineOfferHandler,
    WithdrawOfferHandler,
    GetOfferHandler,
    ListApplicationOffersHandler,
    PushOfferChanges,
    CloseOffersOfClosedApplication,
    RejectApplicationHandler,
    WithdrawApplicationHandler,
    EditApplicationHandler,
    ShortlistApplicationHandler,
    CountPipelineStagesHandler,
    InvitationRepository,
    InviteFreelancerHandler,
    AnswerInvitationHandler,
    SetInvitationSettingHandler,
    PushInvitationChanges,
    GetInvitationHandler,
    GetInvitationSettingHandler,
    ListInvitationsHandler,
    SeedDemoJobsHandler,
    PushApplicationChanges,
    SearchJobsHandler,
    ListPublicJobAddressesHandler,
    DescribePublicJobHandler,
    GetJobHandler,
    ListClientJobsHandler,
    ListMyApplicationsHandler,
    ListJobApplicationsHandler,
    GetApplicationHandler,
    CountPostedJobsHandler,
    CountPendingApplicationsHandler,
    ListRecentApplicationActivityHandler,
    JobPostExistsHandler,
    GetJobPostOwnerHandler,
    GetJobPostContentHandler,
    GetJobTitlesHandler,
    GetAlertSubjectJobsHandler,
    GetJobCardsHandler,
    ListOpenJobOffersHandler,
    FindFeedJobsHandler,
    RemoveDeletedAccountJobs,
    HideSuspendedAccountJobs,
    ShowLiftedAccountJobs,
    TakeDownJobPost,
    ApplySafetyDecisionToJobs,
    RestoreJobPost,
  ],
})
export class JobsModule {}
