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

/** A review the user wrote or received, as their data export lists it. */
export type ExportedReview = {
  id: string;
  contractId: string;
  reviewerId: string;
  revieweeId: string;
  rating: number;
  comment: string;
  createdAt: string;
  /** null while hidden by the double-blind rule. */
  publishedAt: string | null;
};

/**
 * The reviews the user wrote ('given', hidden ones too: they are the user's own words) or received
 * ('received', published ones only: a hidden review is not theirs to read yet), oldest first, read
 * a page at a time as the caller iterates.
 */
export class ExportReviewsQuery extends Query<AsyncIterable<ExportedReview>> {
  constructor(
    readonly userId: string,
    readonly side: 'given' | 'received',
  ) {
    super();
  }
}
