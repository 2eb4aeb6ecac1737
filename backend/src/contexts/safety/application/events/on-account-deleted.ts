import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountDeleted } from '../../../identity/events';
import { SafetyReviewRepository } from '../../infrastructure/safety-review-repository';

/** The reviews of a deleted account's texts go with it: the texts themselves are gone or anonymised. */
@Injectable()
@HandlesEvents(AccountDeleted)
export class RemoveDeletedAccountSafetyReviews implements IntegrationEventHandler<AccountDeleted> {
  constructor(private readonly reviews: SafetyReviewRepository) {}

  async handle({ userId }: AccountDeleted, delivery: EventDelivery): Promise<void> {
    await delivery.once((em) => this.reviews.removeAllOf(em, userId));
  }
}
