import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ContractCompleted, ContractCreated } from '../../../contracting/events';
import type { Notice } from '../../domain/notice';
import { Notifier } from '../notifier';

/** Both parties hear that their contract started, and that it was completed; both lead to the contract. */
@Injectable()
@HandlesEvents(ContractCreated, ContractCompleted)
export class NotifyContractParties implements IntegrationEventHandler<ContractCreated | ContractCompleted> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: ContractCreated | ContractCompleted, delivery: EventDelivery): Promise<void> {
    const { clientId, freelancerId, contractId, jobTitle } = event;
    const names = await this.notifier.namesOf([clientId, freelancerId]);
    const started = event instanceof ContractCreated;
    const action = { label: 'Open the contract', screen: `/contracts/${contractId}` };
    const noticeTo = (userId: string, other: string | undefined): Notice =>
      started
        ? {
            userId,
            inApp: {
              type: 'contract',
              entityId: contractId,
              title: 'Contract started',
              message: `Your contract for “${jobTitle}” with ${other} is now active.`,
            },
            email: {
              topic: 'contracts',
              kind: 'contract_started',
              subject: `Contract started: “${jobTitle}”`,
              preview: `Your contract with ${other} is now active.`,
              paragraphs: [`Your contract for “${jobTitle}” with ${other} is now active.`],
              action,
            },
          }
        : {
            userId,
            inApp: {
              type: 'contract',
              entityId: contractId,
              title: 'Contract completed',
              message: `The contract for “${jobTitle}” is complete. Leave a review for ${other}.`,
            },
            email: {
              topic: 'contracts',
              kind: 'contract_completed',
              subject: `Contract completed: “${jobTitle}”`,
              preview: `Leave a review for ${other}.`,
              paragraphs: [
                `The contract for “${jobTitle}” is complete.`,
                `Leave a review for ${other}: reviews show once you both have reviewed, or 14 days after completion.`,
              ],
              action,
            },
          };
    await this.notifier.tell(delivery, [noticeTo(clientId, names.get(freelancerId)), noticeTo(freelancerId, names.get(clientId))]);
  }
}
