import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ReviewSubmitted } from '../../../reviews/events';
import { Notifier } from '../notifier';

/**
 * The reviewee hears of a review in the app, without its rating: reviews are double-blind. No
 * email: until the review is published it is hidden from them, and an email could only say "wait"
 * (the email comes with ReviewsPublished).
 */
@Injectable()
@HandlesEvents(ReviewSubmitted)
export class NotifyReviewSubmitted implements IntegrationEventHandler<ReviewSubmitted> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: ReviewSubmitted, delivery: EventDelivery): Promise<void> {
    const names = await this.notifier.namesOf([event.reviewerId]);
    await this.notifier.tell(delivery, [
      {
        userId: event.revieweeId,
        inApp: {
          type: 'review',
          entityId: event.contractId,
          title: 'New review',
          message: `${names.get(event.reviewerId)} reviewed you for “${event.jobTitle}”. Reviews show once you both have reviewed, or 14 days after completion.`,
        },
      },
    ]);
  }
}
