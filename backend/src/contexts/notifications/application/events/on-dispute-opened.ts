import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { DisputeOpened } from '../../../moderation/events';
import { Notifier } from '../notifier';

/**
 * The other party hears in the app that a dispute was opened on their contract (leads to the
 * contract); the opener knows. An opened dispute decides nothing, so it sends no email.
 */
@Injectable()
@HandlesEvents(DisputeOpened)
export class NotifyDisputeOpened implements IntegrationEventHandler<DisputeOpened> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: DisputeOpened, delivery: EventDelivery): Promise<void> {
    const otherPartyId = event.initiatorId === event.clientId ? event.freelancerId : event.clientId;
    const names = await this.notifier.namesOf([event.initiatorId]);
    await this.notifier.tell(delivery, [
      {
        userId: otherPartyId,
        inApp: {
          type: 'contract',
          entityId: event.contractId,
          title: 'Dispute opened',
          message: `${names.get(event.initiatorId)} opened a dispute on “${event.jobTitle}”. An administrator will review it; the contract cannot be completed until then.`,
        },
      },
    ]);
  }
}
