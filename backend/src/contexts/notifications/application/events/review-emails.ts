import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { GetContractForReviewQuery } from '../../../contracting/public';
import { ReviewsPublished } from '../../../reviews/events';
import { NotificationMailer } from '../channels/email.channel';

/**
 * The reviewee hears of a review once it is published (both parties reviewed, or the blind period
 * ended), not when it is submitted: until then the review is hidden from them, and an email would
 * say no more than "wait". The button opens the contract, where the review shows.
 */
@Injectable()
@HandlesEvents(ReviewsPublished)
export class EmailReviewsPublished implements IntegrationEventHandler<ReviewsPublished> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly mailer: NotificationMailer,
  ) {}

  async handle(event: ReviewsPublished, delivery: EventDelivery): Promise<void> {
    const contract = await this.queryBus.execute(new GetContractForReviewQuery(event.contractId));
    if (!contract) return;
    const reviewerOf = (revieweeId: string) => (revieweeId === contract.clientId ? contract.freelancerId : contract.clientId);
    const names = await this.mailer.namesOf(event.revieweeIds.map(reviewerOf));
    await this.mailer.send(
      delivery,
      'reviews',
      event.revieweeIds.map((revieweeId) => {
        const reviewer = names.get(reviewerOf(revieweeId));
        return {
          userId: revieweeId,
          kind: 'review_published',
          content: {
            subject: `${reviewer} reviewed you`,
            preview: `Their review for “${contract.jobTitle}” is now published.`,
            paragraphs: [
              `${reviewer}’s review of your work together on “${contract.jobTitle}” is now published.`,
              'It counts towards your trust score and shows on your profile.',
            ],
            action: { label: 'See the review', url: this.mailer.screen(`/contracts/${contract.id}`) },
          },
        };
      }),
    );
  }
}
