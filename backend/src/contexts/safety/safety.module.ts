import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContestVerdictHandler } from './application/commands/contest-verdict';
import { DecideSafetyReviewHandler } from './application/commands/decide-review';
import { RemoveDeletedAccountSafetyReviews } from './application/events/on-account-deleted';
import { RecordJobsContentScreening } from './application/events/on-jobs-content-screened';
import { RecordMessageScreening } from './application/events/on-message-screened';
import { ListSafetyReviewsHandler } from './application/queries/list-safety-reviews';
import { ScreenTextHandler } from './application/queries/screen-text';
import { SafetyReview } from './domain/safety-review.entity';
import { SafetyRules } from './domain/safety-rules';
import { SafetyAccountData } from './http/account-data';
import { AdminSafetyController } from './http/admin-safety.controller';
import { SafetyController } from './http/safety.controller';
import { SafetyReadRepository } from './infrastructure/safety-read-repository';
import { SafetyQueue } from './infrastructure/safety-queue';
import { SafetyReviewRepository } from './infrastructure/safety-review-repository';

/**
 * Safety: the scam shield (docs/safety.md). Screens every post, application and message inside the
 * request (clear, warn or hold), keeps the reviews of what it flagged, the authors' contests and the
 * administrators' Safety queue, whose decisions the owning contexts apply.
 */
@Module({
  imports: [MikroOrmModule.forFeature([SafetyReview])],
  controllers: [SafetyController, AdminSafetyController],
  providers: [
    SafetyAccountData,
    SafetyReadRepository,
    SafetyReviewRepository,
    SafetyQueue,
    SafetyRules,
    ScreenTextHandler,
    ListSafetyReviewsHandler,
    ContestVerdictHandler,
    DecideSafetyReviewHandler,
    RecordJobsContentScreening,
    RecordMessageScreening,
    RemoveDeletedAccountSafetyReviews,
  ],
})
export class SafetyModule {}
