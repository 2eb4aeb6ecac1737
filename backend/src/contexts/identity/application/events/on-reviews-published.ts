import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ReviewsPublished } from '../../../reviews/events';
import { UserRepository } from '../../infrastructure/user-repository';

/**
 * Counts each published review in its reviewee's rating (decision 0062), once: a repeated delivery
 * of the event changes nothing. Events recorded before ratings were kept carry no reviews; the
 * migration counted theirs.
 */
@Injectable()
@HandlesEvents(ReviewsPublished)
export class CountPublishedReviews implements IntegrationEventHandler<ReviewsPublished> {
  constructor(private readonly users: UserRepository) {}

  async handle(event: ReviewsPublished, delivery: EventDelivery): Promise<void> {
    const reviews = event.reviews ?? [];
    if (reviews.length === 0) return;
    await delivery.once(async (em) => {
      for (const { revieweeId, rating } of reviews) await this.users.countReview(em, revieweeId, rating);
    });
  }
}
