import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ModerationAccountData } from './http/account-data';
import { CloseReportHandler } from './application/commands/close-report';
import { FileReportHandler } from './application/commands/file-report';
import { OpenDisputeHandler } from './application/commands/open-dispute';
import { UpdateDisputeHandler } from './application/commands/update-dispute';
import { ApplyEnforcementHandler } from './application/commands/apply-enforcement';
import { ExpireSuspensionsHandler } from './application/commands/expire-suspensions';
import { LiftEnforcementHandler } from './application/commands/lift-enforcement';
import { ListEnforcementActionsHandler } from './application/queries/list-enforcement-actions';
import { SuspensionExpirySchedule } from './application/suspension-expiry.schedule';
import { EnforcementActionsController } from './http/enforcement-actions.controller';
import { CountActiveReportsHandler } from './application/queries/count-active-reports';
import { CountOpenDisputesHandler } from './application/queries/count-open-disputes';
import { FindDisputedContractsHandler } from './application/queries/find-disputed-contracts';
import { GetUserReportsHandler } from './application/queries/get-user-reports';
import { ListDisputesHandler } from './application/queries/list-disputes';
import { ListMyDisputesHandler } from './application/queries/list-my-disputes';
import { ListMyReportsHandler } from './application/queries/list-my-reports';
import { ListReportsHandler } from './application/queries/list-reports';
import { ListUserDisputesHandler } from './application/queries/list-user-disputes';
import { ReadEnforcementOnItemsHandler } from './application/queries/read-enforcement-on-items';
import { OpenReportContextHandler } from './application/commands/open-report-context';
import { OpenDisputeContextHandler } from './application/commands/open-dispute-context';
import { Dispute } from './domain/dispute.entity';
import { EnforcementAction } from './domain/enforcement-action.entity';
import { Report } from './domain/report.entity';
import { AdminModerationController } from './http/admin-moderation.controller';
import { AdminUserModerationController } from './http/admin-user-moderation.controller';
import { DisputesController } from './http/disputes.controller';
import { ReportsController } from './http/reports.controller';
import { ModerationReadRepository } from './infrastructure/moderation-read-repository';
import { Appeal } from './domain/appeal.entity';
import { AppealsReadRepository } from './infrastructure/appeals-read-repository';
import { FileAppealHandler } from './application/commands/file-appeal';
import { FileSuspensionAppealHandler } from './application/commands/file-suspension-appeal';
import { DecideAppealHandler } from './application/commands/decide-appeal';
import { ListAppealsHandler } from './application/queries/list-appeals';
import { ListMyAppealsHandler } from './application/queries/list-my-appeals';
import { GetOwnActionHandler } from './application/queries/get-own-action';
import { CountPendingAppealsHandler } from './application/queries/count-pending-appeals';
import { GetSuspensionAppealHandler } from './application/queries/get-suspension-appeal';
import { AdminAppealsController, AppealsController, SuspensionAppealsController } from './http/appeals.controller';
import { ModerationQueues } from './infrastructure/moderation-queues';
import { AnnounceEnforcementToAdministrators } from './application/events/on-enforcement-changed';

/** Users' reports of users, job posts and messages, disputes on contracts, and administrators' decisions on both. */
@Module({
  imports: [MikroOrmModule.forFeature([Report, Dispute, EnforcementAction, Appeal])],
  controllers: [
    ReportsController,
    DisputesController,
    AdminModerationController,
    AdminUserModerationController,
    EnforcementActionsController,
    AppealsController,
    SuspensionAppealsController,
    AdminAppealsController,
  ],
  providers: [
    AnnounceEnforcementToAdministrators,
    ModerationQueues,
    ModerationAccountData,
    ModerationReadRepository,
    FileReportHandler,
    CloseReportHandler,
    OpenDisputeHandler,
    UpdateDisputeHandler,
    ListMyReportsHandler,
    ListReportsHandler,
    CountActiveReportsHandler,
    ListMyDisputesHandler,
    ListDisputesHandler,
    CountOpenDisputesHandler,
    FindDisputedContractsHandler,
    GetUserReportsHandler,
    ListUserDisputesHandler,
    ReadEnforcementOnItemsHandler,
    OpenReportContextHandler,
    OpenDisputeContextHandler,
    ApplyEnforcementHandler,
    LiftEnforcementHandler,
    ExpireSuspensionsHandler,
    ListEnforcementActionsHandler,
    SuspensionExpirySchedule,
    AppealsReadRepository,
    FileAppealHandler,
    FileSuspensionAppealHandler,
    DecideAppealHandler,
    ListAppealsHandler,
    ListMyAppealsHandler,
    GetOwnActionHandler,
    CountPendingAppealsHandler,
    GetSuspensionAppealHandler,
  ],
})
export class ModerationModule {}
