import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';

/*
 * The integration events this context publishes. Subscribing to them is no dependency on the
 * context: this file imports no context code.
 */

/** A party reviewed the other one; the review may still be hidden (double-blind). */
@IntegrationEventType('reviews.review_submitted')
export class ReviewSubmitted extends IntegrationEvent {
  constructor(
    readonly reviewId: string,
    readonly contractId: string,
    readonly jobTitle: string,
    readonly reviewerId: string,
    readonly revieweeId: string,
    readonly reviewerParty: 'client' | 'freelancer',
  ) {
    super();
  }
}

/** A review that became visible, with what the reviewee's rating counts of it. */
export type PublishedReview = { reviewId: string; revieweeId: string; rating: number };

/** Hidden reviews became visible (both parties reviewed, or the blind period ended): scores move. */
@IntegrationEventType('reviews.reviews_published')
export class ReviewsPublished extends IntegrationEvent {
  constructor(
    readonly contractId: string,
    /** Whose received reviews were published. */
    readonly revieweeIds: string[],
    /**
     * The reviews published by this event, each once: a review is published by one event only.
     * Absent from events recorded before ratings were kept (their reviews were counted by the migration).
     */
    readonly reviews?: PublishedReview[],
  ) {
    super();
  }
}

/** A user's trust score was recomputed; `version` grows with every computation for the user. */
@IntegrationEventType('reviews.trust_score_changed')
export class TrustScoreChanged extends IntegrationEvent {
  constructor(
    readonly userId: string,
    readonly score: number | null,
    readonly version: number,
  ) {
    super();
  }
}
