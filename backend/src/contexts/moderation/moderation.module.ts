import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ModerationAccountData } from './http/account-data';
import { CloseReportHandler } from './application/commands/close-report';
import { FileReportHandler } from './application/commands/file-report';
import { OpenDisputeHandler } from './application/commands/open-dispute';
import { UpdateDisputeHandler } from './application/commands/update-dispute';
import { ApplyEnforcementHandler, ExpireSuspensionsHandler, LiftEnforcementHandler } from './application/commands/enforcement';
import { ListEnforcementActionsHandler } from './application/queries/enforcement-queries';
import { SuspensionExpirySchedule } from './application/suspension-expiry.schedule';
import { EnforcementActionsController } from './http/enforcement-actions.controller';
import {
  CountOpenDisputesHandler,
  FindDisputedContractsHandler,
  ListDisputesHandler,
  ListMyDisputesHandler,
} from './application/queries/dispute-queries';
import { ExportDisputesHandler, ExportFiledReportsHandler } from './application/queries/export-user-data';
import { CountActiveReportsHandler, ListMyReportsHandler, ListReportsHandler } from './application/queries/report-queries';
import { Dispute } from './domain/dispute.entity';
import { EnforcementAction } from './domain/enforcement-action.entity';
import { Report } from './domain/report.entity';
import { AdminModerationController } from './http/admin-moderation.controller';
import { AdminUserModerationController } from './http/admin-user-moderation.controller';
import { GetUserReportsHandler, ListUserDisputesHandler } from './application/queries/user-moderation';
import { DisputesController } from './http/disputes.controller';
import { ReportsController } from './http/reports.controller';
import { ModerationReadRepository } from './infrastructure/moderation-read-repository';

/** Users' reports of users, job posts and messages, disputes on contracts, and administrators' decisions on both. */
@Module({
  imports: [MikroOrmModule.forFeature([Report, Dispute, EnforcementAction])],
  controllers: [
    ReportsController,
    DisputesController,
    AdminModerationController,
    AdminUserModerationController,
    EnforcementActionsController,
  ],
  providers: [
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
    ExportFiledReportsHandler,
    ExportDisputesHandler,
    GetUserReportsHandler,
    ListUserDisputesHandler,
    ApplyEnforcementHandler,
    LiftEnforcementHandler,
    ExpireSuspensionsHandler,
    ListEnforcementActionsHandler,
    SuspensionExpirySchedule,
  ],
})
export class ModerationModule {}
