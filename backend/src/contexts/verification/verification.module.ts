import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { VerificationAccountData } from './http/account-data';
import { ReviewVerificationHandler } from './application/commands/review-verification';
import { SubmitVerificationHandler } from './application/commands/submit-verification';
import {
  DeleteExpiredVerificationMediaHandler,
  DeleteOwnVerificationMediaHandler,
  OpenVerificationDocumentsHandler,
} from './application/commands/verification-media';
import { RemoveDeletedAccountVerificationFiles } from './application/events/account-deleted-handlers';
import { MediaRetentionSchedule } from './application/media-retention.schedule';
import { ExportVerificationRequestsHandler } from './application/queries/export-user-data';
import {
  AssertMaySubmitVerificationHandler,
  CountPendingVerificationsHandler,
  GetMyVerificationHandler,
  GetVerificationRequestHandler,
  ListVerificationRequestsHandler,
} from './application/queries/verification-queries';
import { VerificationRequest } from './domain/verification-request.entity';
import { AdminVerificationsController, VerificationsController } from './http/verifications.controller';
import { AdminUserVerificationsController } from './http/admin-user-verifications.controller';
import { ListUserVerificationsHandler } from './application/queries/user-verifications';
import { VerificationReadRepository } from './infrastructure/verification-read-repository';

/** Identity verification: ID image and video in private storage, reviewed by administrators, deleted after a retention period. */
@Module({
  imports: [MikroOrmModule.forFeature([VerificationRequest])],
  controllers: [VerificationsController, AdminVerificationsController, AdminUserVerificationsController],
  providers: [
    VerificationAccountData,
    VerificationReadRepository,
    SubmitVerificationHandler,
    ReviewVerificationHandler,
    OpenVerificationDocumentsHandler,
    DeleteOwnVerificationMediaHandler,
    DeleteExpiredVerificationMediaHandler,
    MediaRetentionSchedule,
    GetMyVerificationHandler,
    AssertMaySubmitVerificationHandler,
    ListVerificationRequestsHandler,
    ListUserVerificationsHandler,
    GetVerificationRequestHandler,
    CountPendingVerificationsHandler,
    ExportVerificationRequestsHandler,
    RemoveDeletedAccountVerificationFiles,
  ],
})
export class VerificationModule {}
