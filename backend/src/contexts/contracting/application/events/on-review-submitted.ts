import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ReviewSubmitted } from '../../../reviews/events';
import { Contract } from '../../domain/contract.entity';

/** Keeps the contract's clientReviewed / freelancerReviewed flags in step with the reviews given. */
@Injectable()
@HandlesEvents(ReviewSubmitted)
export class MarkContractReviewed implements IntegrationEventHandler<ReviewSubmitted> {
  async handle(event: ReviewSubmitted, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      const contract = await em.findOne(Contract, event.contractId);
      contract?.markReviewedBy(event.reviewerParty);
    });
  }
}
