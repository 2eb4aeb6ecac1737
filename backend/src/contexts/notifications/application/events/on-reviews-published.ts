import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { GetContractForReviewQuery } from '../../../contracting/public';
import { ReviewsPublished } from '../../../reviews/events';
import { Notifier } from '../notifier';

/**
 * The reviewee is emailed once the review is published (both parties reviewed, or the blind period
 * ended); the button opens the contract, where the review shows. The app told them at submission.
 */
@Injectable()
@HandlesEvents(ReviewsPublished)
export class NotifyReviewsPublished implements IntegrationEventHandler<ReviewsPublished> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly notifier: Notifier,
  ) {}

  async handle(event: ReviewsPublished, delivery: EventDelivery): Promise<void> {
    const contract = await this.queryBus.execute(new GetContractForReviewQuery(event.contractId));
    if (!contract) return;
    const reviewerOf = (revieweeId: string) => (revieweeId === contract.clientId ? contract.freelancerId : contract.clientId);
    const names = await this.notifier.namesOf(event.revieweeIds.map(reviewerOf));
    await this.notifier.tell(
      delivery,
      event.revieweeIds.map((userId) => {
        const reviewer = names.get(reviewerOf(userId));
        return {
          userId,
          email: {
            topic: 'reviews',
            kind: 'review_published',
            subject: `${reviewer} reviewed you`,
            preview: `Their review for “${contract.jobTitle}” is now published.`,
            paragraphs: [
              `${reviewer}’s review of your work together on “${contract.jobTitle}” is now published.`,
              'It counts towards your trust score and shows on your profile.',
            ],
            action: { label: 'See the review', screen: `/contracts/${contract.id}` },
          },
        };
      }),
    );
  }
}
