import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { VerificationApproved, VerificationRejected } from '../../../verification/events';
import { Notifier } from '../notifier';

/** The user hears the decision on their verification, with the administrator's note (leads to /verification). */
@Injectable()
@HandlesEvents(VerificationApproved, VerificationRejected)
export class NotifyVerificationDecided implements IntegrationEventHandler<VerificationApproved | VerificationRejected> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: VerificationApproved | VerificationRejected, delivery: EventDelivery): Promise<void> {
    const approved = event instanceof VerificationApproved;
    await this.notifier.send(delivery, [
      {
        userId: event.userId,
        type: 'verification',
        entityId: event.requestId,
        title: approved ? 'Identity verified' : 'Verification not approved',
        message: approved
          ? `Your identity is verified: your profile now shows the verified badge. ${event.reviewNote}`
          : `Your verification was not approved: ${event.reviewNote} You can submit a new one.`,
      },
    ]);
  }
}
