import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { VerificationAccountData } from './http/account-data';
import { ReviewVerificationHandler } from './application/commands/review-verification';
import { SubmitVerificationHandler } from './application/commands/submit-verification';
import { DeleteExpiredVerificationMediaHandler } from './application/commands/delete-expired-verification-media';
import { DeleteOwnVerificationMediaHandler } from './application/commands/delete-own-verification-media';
import { OpenVerificationDocumentsHandler } from './application/commands/open-verification-documents';
import { RemoveDeletedAccountVerificationFiles } from './application/events/on-account-deleted';
import { MediaRetentionSchedule } from './application/media-retention.schedule';
import { AssertMaySubmitVerificationHandler } from './application/queries/assert-may-submit-verification';
import { CountPendingVerificationsHandler } from './application/queries/count-pending-verifications';
import { GetMyVerificationHandler } from './application/queries/get-my-verification';
import { GetVerificationRequestHandler } from './application/queries/get-verification-request';
import { ListUserVerificationsHandler } from './application/queries/list-user-verifications';
import { ListVerificationRequestsHandler } from './application/queries/list-verification-requests';
import { VerificationRequest } from './domain/verification-request.entity';
import { AdminVerificationsController, VerificationsController } from './http/verifications.controller';
import { AdminUserVerificationsController } from './http/admin-user-verifications.controller';
import { VerificationReadRepository } from './infrastructure/verification-read-repository';
import { VerificationRequestRepository } from './infrastructure/verification-request-repository';
import { VerificationQueue } from './infrastructure/verification-queue';

/** Identity verification: ID image and video in private storage, reviewed by administrators, deleted after a retention period. */
@Module({
  imports: [MikroOrmModule.forFeature([VerificationRequest])],
  controllers: [VerificationsController, AdminVerificationsController, AdminUserVerificationsController],
  providers: [
    VerificationAccountData,
    VerificationReadRepository,
    VerificationRequestRepository,
    VerificationQueue,
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
    RemoveDeletedAccountVerificationFiles,
  ],
})
export class VerificationModule {}
