import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { PasswordChanged } from '../../../identity/events';
import { SECURITY } from '../../domain/notice';
import { Notifier } from '../notifier';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/**
 * The owner hears that their password changed, by email only and whatever their topics: when, and
 * what to do if it was not them. Someone who learnt the password and changed it must not go unseen;
 * the reset screen works without the password, and it ends every session.
 */
@Injectable()
@HandlesEvents(PasswordChanged)
export class NotifyPasswordChanged implements IntegrationEventHandler<PasswordChanged> {
  constructor(private readonly notifier: Notifier) {}

  async handle({ userId, how, changedAt }: PasswordChanged, delivery: EventDelivery): Promise<void> {
    const when = WHEN.format(new Date(changedAt));
    const what = how === 'reset' ? 'was reset with a link we emailed you' : 'was changed in Settings';
    await this.notifier.tell(delivery, [
      {
        userId,
        email: {
          topic: SECURITY,
          kind: 'password_changed',
          subject: 'Your VerifiedWork password was changed',
          preview: `The password of your account ${what} on ${when}.`,
          paragraphs: [
            `The password of your VerifiedWork account ${what} on ${when}. Your other devices were signed out.`,
            'If this was you, there is nothing more to do.',
            'If it was not you, reset your password now with “Forgot password” on the sign-in page: that signs out every device, including whoever changed it. Then look over your sessions and two-factor sign-in in Settings.',
          ],
          action: { label: 'Reset my password', screen: '/forgot-password' },
        },
      },
    ]);
  }
}
