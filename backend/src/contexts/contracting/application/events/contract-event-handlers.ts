import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ApplicationAccepted } from '../../../jobs/events';
import { ReviewSubmitted } from '../../../reviews/events';
import { Contract } from '../../domain/contract.entity';
import { OpenContractForApplicationCommand } from '../../public';

/**
 * The safety net of the acceptance: jobs opens the contract as the owner accepts, and when that
 * call failed (the acceptance had committed), the event opens it here. Opening is idempotent (one
 * contract per application, ContractCreated once), so a repeated delivery, or one that races the
 * acceptance's own call, changes nothing.
 */
@Injectable()
@HandlesEvents(ApplicationAccepted)
export class CreateContractOnAcceptance implements IntegrationEventHandler<ApplicationAccepted> {
  constructor(private readonly commandBus: CommandBus) {}

  async handle({ applicationId, jobId, jobTitle, clientId, freelancerId, terms }: ApplicationAccepted): Promise<void> {
    await this.commandBus.execute(new OpenContractForApplicationCommand({ applicationId, jobId, jobTitle, clientId, freelancerId, terms }));
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
