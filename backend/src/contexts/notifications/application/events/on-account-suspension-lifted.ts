import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountSuspensionLifted } from '../../../moderation/events';
import { ENFORCEMENT } from '../../domain/notice';
import { Notifier } from '../notifier';

/** The user hears that their suspension ended, whatever their email topics (decision 0035). */
@Injectable()
@HandlesEvents(AccountSuspensionLifted)
export class NotifyAccountSuspensionLifted implements IntegrationEventHandler<AccountSuspensionLifted> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: AccountSuspensionLifted, delivery: EventDelivery): Promise<void> {
    await this.notifier.tell(delivery, [
      {
        userId: event.userId,
        inApp: {
          type: 'admin_action',
          entityId: event.actionId,
          title: 'Your account is active again',
          message: 'The suspension of your account has ended: you can use VerifiedWork again, and your posts show to others again.',
        },
        email: {
          topic: ENFORCEMENT,
          kind: 'account_suspension_lifted',
          subject: 'Your account is active again',
          preview: 'The suspension of your VerifiedWork account has ended.',
          paragraphs: [
            'The suspension of your VerifiedWork account has ended: you can sign in again, and your posts show to others again.',
          ],
          action: { label: 'Sign in', screen: '/login' },
        },
      },
    ]);
  }
}
