import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ReviewsPublished } from '../../public';
import { TrustScores } from '../trust-scores';

/** Published reviews count in their reviewees' scores. */
@Injectable()
@HandlesEvents(ReviewsPublished)
export class RescoreReviewees implements IntegrationEventHandler<ReviewsPublished> {
  constructor(private readonly trustScores: TrustScores) {}

  async handle(event: ReviewsPublished, delivery: EventDelivery): Promise<void> {
    const reviewees = [...event.revieweeIds].sort();
    const verified = await this.trustScores.verificationOf(reviewees);
    await delivery.once(async (em) => {
      for (const userId of reviewees) {
        await this.trustScores.recompute(em, await this.trustScores.recordOf(em, userId), verified.get(userId) ?? false);
      }
    });
  }
}
