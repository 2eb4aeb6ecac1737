import { Command, Query } from '@nestjs/cqrs';
export * from './events';

/**
 * Recomputes every score this context has a reason to hold, each user in a transaction of their
 * own, announcing each result as any recomputation does. Run once after the formula changes
 * (`npm run trust:recompute`, docs/trust-score.md); running it again changes nothing but versions.
 */
export class RecomputeTrustScoresCommand extends Command<number> {}

export type ReviewActivity = {
  reviewId: string;
  contractId: string;
  reviewerId: string;
  rating: number;
  publishedAt: Date;
};

/** The latest published reviews of the user, newest first. */
export class ListRecentReviewActivityQuery extends Query<ReviewActivity[]> {
  constructor(
    readonly userId: string,
    readonly limit: number,
  ) {
    super();
  }
}
