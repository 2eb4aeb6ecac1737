import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { VerificationApproved, VerificationRejected } from '../../../verification/events';
import { Notifier } from '../notifier';

/** The user hears the decision on their identity verification, with the administrator's note; both lead to /verification. */
@Injectable()
@HandlesEvents(VerificationApproved, VerificationRejected)
export class NotifyVerificationDecided implements IntegrationEventHandler<VerificationApproved | VerificationRejected> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: VerificationApproved | VerificationRejected, delivery: EventDelivery): Promise<void> {
    const { userId, requestId: entityId, reviewNote } = event;
    const action = { label: 'Open verification', screen: '/verification' };
    await this.notifier.tell(delivery, [
      event instanceof VerificationApproved
        ? {
            userId,
            inApp: {
              type: 'verification',
              entityId,
              title: 'Identity verified',
              message: `Your identity is verified: your profile now shows the verified badge. ${reviewNote}`,
            },
            email: {
              topic: 'verification',
              kind: 'verification_approved',
              subject: 'Your identity is verified',
              preview: 'Your profile now shows the verified badge.',
              paragraphs: ['Your identity is verified: your profile now shows the verified badge.', `Note from our team: ${reviewNote}`],
              action,
            },
          }
        : {
            userId,
            inApp: {
              type: 'verification',
              entityId,
              title: 'Verification not approved',
              message: `Your verification was not approved: ${reviewNote} You can submit a new one.`,
            },
            email: {
              topic: 'verification',
              kind: 'verification_rejected',
              subject: 'Your identity verification was not approved',
              preview: 'You can submit a new one.',
              paragraphs: [
                'Your identity verification was not approved.',
                `Note from our team: ${reviewNote}`,
                'You can submit a new one.',
              ],
              action,
            },
          },
    ]);
  }
}
