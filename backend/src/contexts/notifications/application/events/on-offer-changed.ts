import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { OfferChanged } from '../../../jobs/events';
import type { Notice } from '../../domain/notice';
import { Notifier } from '../notifier';

/**
 * The other party of an offer hears that it was made, countered, accepted, declined or withdrawn;
 * each leads to the application's offers (the freelancer's applications, the client's applicants).
 */
@Injectable()
@HandlesEvents(OfferChanged)
export class NotifyOfferChanged implements IntegrationEventHandler<OfferChanged> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: OfferChanged, delivery: EventDelivery): Promise<void> {
    const { clientId, freelancerId, jobTitle, jobId, applicationId, by, change, note, version } = event;
    const names = await this.notifier.namesOf([clientId, freelancerId]);
    const userId = by === 'client' ? freelancerId : clientId;
    const who = names.get(by === 'client' ? clientId : freelancerId) ?? 'Someone';
    const screen = userId === freelancerId ? `/applications?offer=${applicationId}` : `/jobs/${jobId}/applications?offer=${applicationId}`;
    const texts: Record<OfferChanged['change'], { title: string; message: string; action: string }> = {
      made: { title: 'New offer', message: `${who} made you an offer for “${jobTitle}”.`, action: 'See the offer' },
      countered: {
        title: 'Counter-offer',
        message: `${who} answered with a counter-offer (version ${version}) for “${jobTitle}”.`,
        action: 'See the counter-offer',
      },
      accepted: {
        title: 'Offer accepted',
        message: `${who} accepted your offer for “${jobTitle}”. The contract is being set up.`,
        action: 'See the offer',
      },
      declined: {
        title: 'Offer declined',
        message: `${who} declined your offer for “${jobTitle}”${note ? `: “${note}”` : '.'}`,
        action: 'See the offer',
      },
      withdrawn: { title: 'Offer withdrawn', message: `${who} withdrew their offer for “${jobTitle}”.`, action: 'See the offers' },
    };
    const text = texts[change];
    const notice: Notice = {
      userId,
      inApp: { type: 'job_application', entityId: jobId, title: text.title, message: text.message },
      email: {
        topic: 'offers',
        kind: `offer_${change}`,
        subject: `${text.title}: “${jobTitle}”`,
        preview: text.message,
        paragraphs: [text.message],
        action: { label: text.action, screen },
      },
    };
    await this.notifier.tell(delivery, [notice]);
  }
}
