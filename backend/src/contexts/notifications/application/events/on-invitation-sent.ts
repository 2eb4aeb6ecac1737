import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { InvitationSent } from '../../../jobs/events';
import { Notifier } from '../notifier';

/** The freelancer hears that a client invited them to a job; both lead to their invitations. */
@Injectable()
@HandlesEvents(InvitationSent)
export class NotifyInvitationSent implements IntegrationEventHandler<InvitationSent> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: InvitationSent, delivery: EventDelivery): Promise<void> {
    const client = (await this.notifier.namesOf([event.clientId])).get(event.clientId);
    const note = event.message ? [`Their message: “${event.message}”`] : [];
    await this.notifier.tell(delivery, [
      {
        userId: event.freelancerId,
        inApp: {
          type: 'invitation',
          entityId: event.invitationId,
          title: 'Invitation to a job',
          message: `${client} invited you to apply to “${event.jobTitle}”.`,
        },
        email: {
          topic: 'invitations',
          kind: 'invitation_sent',
          subject: `${client} invited you to “${event.jobTitle}”`,
          preview: 'Accept to send a proposal, or decline.',
          paragraphs: [`${client} invited you to apply to “${event.jobTitle}”.`, ...note, 'Accept to send a proposal, or decline.'],
          action: { label: 'See my invitations', screen: '/invitations' },
        },
      },
    ]);
  }
}
