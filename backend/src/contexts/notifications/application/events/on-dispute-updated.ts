import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { DisputeUpdated } from '../../../moderation/events';
import type { Notice } from '../../domain/notice';
import { Notifier } from '../notifier';

/**
 * Both parties hear that a dispute on their contract was taken up or resolved (leads to the
 * contract). Only the resolution, with what was decided, is emailed: taking a dispute up for
 * review decides nothing.
 */
@Injectable()
@HandlesEvents(DisputeUpdated)
export class NotifyDisputeUpdated implements IntegrationEventHandler<DisputeUpdated> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: DisputeUpdated, delivery: EventDelivery): Promise<void> {
    const { contractId, jobTitle, resolution } = event;
    const resolved = event.status === 'resolved';
    const noticeTo = (userId: string): Notice =>
      resolved
        ? {
            userId,
            inApp: {
              type: 'contract',
              entityId: contractId,
              title: 'Dispute resolved',
              message: `The dispute on “${jobTitle}” was resolved: ${resolution}`,
            },
            email: {
              topic: 'moderation',
              kind: 'dispute_resolved',
              subject: `Dispute resolved: “${jobTitle}”`,
              preview: 'Our team resolved the dispute on your contract.',
              paragraphs: [`Our team resolved the dispute on “${jobTitle}”.`, ...(resolution ? [`Resolution: ${resolution}`] : [])],
              action: { label: 'Open the contract', screen: `/contracts/${contractId}` },
            },
          }
        : {
            userId,
            inApp: {
              type: 'contract',
              entityId: contractId,
              title: 'Dispute under review',
              message: `Our team is now reviewing the dispute on “${jobTitle}”.`,
            },
          };
    await this.notifier.tell(delivery, [noticeTo(event.clientId), noticeTo(event.freelancerId)]);
  }
}
