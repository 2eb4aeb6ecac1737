import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ReviewsAccountData } from './http/account-data';
import { PublishOverdueReviewsHandler } from './application/commands/publish-overdue-reviews';
import { RecomputeTrustScoresHandler } from './application/commands/recompute-trust-scores';
import { SubmitReviewHandler } from './application/commands/submit-review';
import { CountCompletedContract, RescoreReviewees, RescoreVerifiedUser } from './application/events/trust-score-handlers';
import { GetOwnReviewHandler, ListRecentReviewActivityHandler, ListReviewsHandler } from './application/queries/review-queries';
import { ExportReviewsHandler } from './application/queries/export-user-data';
import { GetTrustScoreBreakdownHandler } from './application/queries/trust-score-breakdown';
import { ReviewPublicationSchedule } from './application/review-publication.schedule';
import { TrustScores } from './application/trust-scores';
import { Review } from './domain/review.entity';
import { TrustContract } from './domain/trust-contract.entity';
import { TrustRecord } from './domain/trust-record.entity';
import { ReviewsController } from './http/reviews.controller';
import { ReviewsReadRepository } from './infrastructure/reviews-read-repository';

/** Double-blind reviews after completed contracts, and the trust score computed from them. */
@Module({
  imports: [MikroOrmModule.forFeature([Review, TrustRecord, TrustContract])],
  controllers: [ReviewsController],
  providers: [
    ReviewsAccountData,
    ReviewsReadRepository,
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
    ExportReviewsHandler,
  ],
})
export class ReviewsModule {}
