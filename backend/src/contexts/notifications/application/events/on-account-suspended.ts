import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountSuspended } from '../../../moderation/events';
import { suspensionEndText } from '../../../moderation/public';
import { ENFORCEMENT } from '../../domain/notice';
import { Notifier } from '../notifier';

/**
 * The suspended user hears why, and until when (decision 0035), whatever their email topics. They
 * cannot sign in meanwhile, so the email has no button; the notification (its entityId is the
 * action) waits for them when the suspension ends.
 */
@Injectable()
@HandlesEvents(AccountSuspended)
export class NotifyAccountSuspended implements IntegrationEventHandler<AccountSuspended> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: AccountSuspended, delivery: EventDelivery): Promise<void> {
    const until = suspensionEndText(event.endsAt);
    await this.notifier.tell(delivery, [
      {
        userId: event.userId,
        inApp: {
          type: 'admin_action',
          entityId: event.actionId,
          title: 'Your account was suspended',
          message: `An administrator suspended your account ${until}. Reason: ${event.reason}`,
        },
        email: {
          topic: ENFORCEMENT,
          kind: 'account_suspended',
          subject: 'Your account was suspended',
          preview: `An administrator suspended your VerifiedWork account ${until}.`,
          paragraphs: [
            `An administrator suspended your VerifiedWork account ${until}. Meanwhile you cannot sign in, and others do not see your posts or profile.`,
            `Reason: ${event.reason}`,
          ],
        },
      },
    ]);
  }
}
