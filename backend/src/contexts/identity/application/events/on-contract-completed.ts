import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ContractCompleted } from '../../../contracting/events';
import { UserRepository } from '../../infrastructure/user-repository';

/** The freelancer of a completed contract has one more completed job, and its client one more completed hire. */
@Injectable()
@HandlesEvents(ContractCompleted)
export class CountCompletedJob implements IntegrationEventHandler<ContractCompleted> {
  constructor(private readonly users: UserRepository) {}

  async handle(event: ContractCompleted, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      await this.users.countCompletedJob(em, event.freelancerId);
      await this.users.countCompletedHire(em, event.clientId);
    });
  }
}
