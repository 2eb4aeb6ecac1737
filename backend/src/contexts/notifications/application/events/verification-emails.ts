import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { VerificationApproved, VerificationRejected } from '../../../verification/events';
import { NotificationMailer } from '../channels/email.channel';

/** The user hears the decision on their identity verification, with the administrator's note. */
@Injectable()
@HandlesEvents(VerificationApproved, VerificationRejected)
export class EmailVerificationDecided implements IntegrationEventHandler<VerificationApproved | VerificationRejected> {
  constructor(private readonly mailer: NotificationMailer) {}

  async handle(event: VerificationApproved | VerificationRejected, delivery: EventDelivery): Promise<void> {
    const approved = event instanceof VerificationApproved;
    const action = { label: 'Open verification', url: this.mailer.screen('/verification') };
    await this.mailer.send(delivery, 'verification', [
      {
        userId: event.userId,
        kind: approved ? 'verification_approved' : 'verification_rejected',
        content: approved
          ? {
              subject: 'Your identity is verified',
              preview: 'Your profile now shows the verified badge.',
              paragraphs: [
                'Your identity is verified: your profile now shows the verified badge.',
                `Note from our team: ${event.reviewNote}`,
              ],
              action,
            }
          : {
              subject: 'Your identity verification was not approved',
              preview: 'You can submit a new one.',
              paragraphs: [
                'Your identity verification was not approved.',
                `Note from our team: ${event.reviewNote}`,
                'You can submit a new one.',
              ],
              action,
            },
      },
    ]);
  }
}
