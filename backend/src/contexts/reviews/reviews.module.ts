import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ReviewsAccountData } from './http/account-data';
import { PublishOverdueReviewsHandler } from './application/commands/publish-overdue-reviews';
import { RecomputeTrustScoresHandler } from './application/commands/recompute-trust-scores';
import { SubmitReviewHandler } from './application/commands/submit-review';
import { CountCompletedContract } from './application/events/on-contract-completed';
import { RescoreReviewees } from './application/events/on-reviews-published';
import { RescoreVerifiedUser } from './application/events/on-verification-approved';
import { GetOwnReviewHandler } from './application/queries/get-own-review';
import { ListRecentReviewActivityHandler } from './application/queries/list-recent-review-activity';
import { ListReviewsHandler } from './application/queries/list-reviews';
import { GetTrustScoreBreakdownHandler } from './application/queries/trust-score-breakdown';
import { ReviewPublicationSchedule } from './application/review-publication.schedule';
import { TrustScores } from './application/trust-scores';
import { Review } from './domain/review.entity';
import { TrustContract } from './domain/trust-contract.entity';
import { TrustRecord } from './domain/trust-record.entity';
import { ReviewsController } from './http/reviews.controller';
import { ReviewRepository } from './infrastructure/review-repository';
import { ReviewsReadRepository } from './infrastructure/reviews-read-repository';
import { TrustRecordRepository } from './infrastructure/trust-record-repository';

/** Double-blind reviews after completed contracts, and the trust score computed from them. */
@Module({
  imports: [MikroOrmModule.forFeature([Review, TrustRecord, TrustContract])],
  controllers: [ReviewsController],
  providers: [
    ReviewsAccountData,
    ReviewsReadRepository,
    ReviewRepository,
    TrustRecordRepository,
    TrustScores,
    SubmitReviewHandler,
    PublishOverdueReviewsHandler,
    RecomputeTrustScoresHandler,
    ReviewPublicationSchedule,
    CountCompletedContract,
    RescoreReviewees,
    RescoreVerifiedUser,
    ListReviewsHandler,
    GetOwnReviewHandler,
    ListRecentReviewActivityHandler,
    GetTrustScoreBreakdownHandler,
  ],
})
export class ReviewsModule {}
