import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { InvitationAnswered } from '../../../jobs/events';
import { Notifier } from '../notifier';

/** The client hears the freelancer's answer to their invitation; both lead to their invitations. */
@Injectable()
@HandlesEvents(InvitationAnswered)
export class NotifyInvitationAnswered implements IntegrationEventHandler<InvitationAnswered> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: InvitationAnswered, delivery: EventDelivery): Promise<void> {
    const freelancer = (await this.notifier.namesOf([event.freelancerId])).get(event.freelancerId);
    const accepted = event.answer === 'accepted';
    const said = accepted
      ? `${freelancer} accepted your invitation to “${event.jobTitle}” and will send a proposal.`
      : `${freelancer} declined your invitation to “${event.jobTitle}”.`;
    const reason = !accepted && event.reason ? [`Their reason: “${event.reason}”`] : [];
    await this.notifier.tell(delivery, [
      {
        userId: event.clientId,
        inApp: {
          type: 'invitation',
          entityId: event.invitationId,
          title: accepted ? 'Invitation accepted' : 'Invitation declined',
          message: [said, ...reason].join(' '),
        },
        email: {
          topic: 'invitations',
          kind: accepted ? 'invitation_accepted' : 'invitation_declined',
          subject: accepted ? `${freelancer} accepted your invitation` : `${freelancer} declined your invitation`,
          preview: said,
          paragraphs: [said, ...reason],
          action: { label: 'See my invitations', screen: '/invitations' },
        },
      },
    ]);
  }
}
