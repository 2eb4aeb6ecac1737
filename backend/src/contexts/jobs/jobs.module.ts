import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { JobsAccountData } from './http/account-data';
import { AcceptApplicationHandler, ApplyToJobHandler, RejectApplicationHandler } from './application/commands/application-commands';
import { ChangeJobStatusHandler, EditJobHandler, PostJobHandler } from './application/commands/job-commands';
import { SeedDemoJobsHandler } from './application/commands/seed-demo-jobs';
import { RemoveDeletedAccountJobs } from './application/events/account-deleted-handlers';
import {
  HideSuspendedAccountJobs,
  RestoreJobPost,
  ShowLiftedAccountJobs,
  TakeDownJobPost,
} from './application/events/enforcement-handlers';
import { PushApplicationChanges } from './application/events/application-pushes';
import { ExportApplicationsHandler, ExportJobPostsHandler } from './application/queries/export-user-data';
import { GetApplicationHandler, ListJobApplicationsHandler, ListMyApplicationsHandler } from './application/queries/application-queries';
import {
  CountPendingApplicationsHandler,
  CountPostedJobsHandler,
  ListRecentApplicationActivityHandler,
} from './application/queries/counts';
import { GetJobHandler } from './application/queries/get-job';
import { GetJobTitlesHandler } from './application/queries/get-job-titles';
import { JobPostExistsHandler } from './application/queries/job-post-exists';
import { GetJobPostOwnerHandler } from './application/queries/get-job-post-owner';
import { JobReadModel } from './application/queries/job-read-model';
import { ListClientJobsHandler } from './application/queries/list-client-jobs';
import { SearchJobsHandler } from './application/queries/search-jobs';
import { Application } from './domain/application.entity';
import { JobPost } from './domain/job-post.entity';
import { ApplicationsController } from './http/applications.controller';
import { JobsController } from './http/jobs.controller';
import { JobsReadRepository } from './infrastructure/jobs-read-repository';

/** Job offers, availability posts and applications, up to the owner's decision. */
@Module({
  imports: [MikroOrmModule.forFeature([JobPost, Application])],
  controllers: [JobsController, ApplicationsController],
  providers: [
    JobsAccountData,
    JobsReadRepository,
    JobReadModel,
    PostJobHandler,
    EditJobHandler,
    ChangeJobStatusHandler,
    ApplyToJobHandler,
    AcceptApplicationHandler,
    RejectApplicationHandler,
    SeedDemoJobsHandler,
    PushApplicationChanges,
    SearchJobsHandler,
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
    GetJobTitlesHandler,
    ExportJobPostsHandler,
    ExportApplicationsHandler,
    RemoveDeletedAccountJobs,
    HideSuspendedAccountJobs,
    ShowLiftedAccountJobs,
    TakeDownJobPost,
    RestoreJobPost,
  ],
})
export class JobsModule {}
