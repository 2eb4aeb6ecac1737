import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { recordEvent } from '../../../../platform/outbox/outbox';
import { ApplicationAccepted } from '../../../jobs/events';
import { ReviewSubmitted } from '../../../reviews/events';
import { Contract } from '../../domain/contract.entity';
import { ContractCreated } from '../../public';

/** An accepted application becomes a contract: exactly one per application. */
@Injectable()
@HandlesEvents(ApplicationAccepted)
export class CreateContractOnAcceptance implements IntegrationEventHandler<ApplicationAccepted> {
  constructor(private readonly clock: Clock) {}

  async handle(event: ApplicationAccepted, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      // The inbox already stops a second delivery; this (and the unique index) also stops a
      // second, different event about the same application.
      if ((await em.count(Contract, { applicationId: event.applicationId })) > 0) return;
      const contract = new Contract({
        applicationId: event.applicationId,
        jobId: event.jobId,
        jobTitle: event.jobTitle,
        clientId: event.clientId,
        freelancerId: event.freelancerId,
        terms: event.terms,
        createdAt: this.clock.now(),
      });
      em.persist(contract);
      recordEvent(
        em,
        new ContractCreated(contract.id, event.applicationId, event.jobId, event.jobTitle, event.clientId, event.freelancerId),
      );
    });
  }
}

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
