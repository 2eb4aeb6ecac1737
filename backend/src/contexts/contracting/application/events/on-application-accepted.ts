import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ApplicationAccepted } from '../../../jobs/events';
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

  async handle({ applicationId, jobId, jobTitle, clientId, freelancerId, terms, offer }: ApplicationAccepted): Promise<void> {
    await this.commandBus.execute(
      new OpenContractForApplicationCommand({ applicationId, jobId, jobTitle, clientId, freelancerId, terms, offer: offer ?? null }),
    );
  }
}
