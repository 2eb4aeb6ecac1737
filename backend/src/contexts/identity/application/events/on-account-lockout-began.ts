import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../config/app-config';
import { PRODUCT_NAME } from '../../../../platform/mail/email-layout';
import { MailSender } from '../../../../platform/mail/mail-sender';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { waitingTime } from '../../../../platform/rate-limit/locked-out';
import { IdentityReadRepository } from '../../infrastructure/identity-read-repository';
import { AccountLockoutBegan } from '../account-lockout-events';

/**
 * Tells the owner that too many wrong passwords or codes paused their account's sign-in, until
 * when, and the way out (a reset link). Sent to the account's address whether or not it was
 * proven, as reset links are: it is where that way out leads. Once per event, however often the
 * event is delivered (MailSender); nothing for an email that names no account, or an account
 * deleted since.
 */
@Injectable()
@HandlesEvents(AccountLockoutBegan)
export class TellOwnerOfLockout implements IntegrationEventHandler<AccountLockoutBegan> {
  constructor(
    private readonly reads: IdentityReadRepository,
    private readonly mail: MailSender,
    private readonly config: AppConfig,
  ) {}

  async handle(event: AccountLockoutBegan, delivery: EventDelivery): Promise<void> {
    if (event.userId === null) return;
    const [user] = await this.reads.emailRecipients([event.userId]);
    if (!user) return;
    const until = `${event.lockedUntil.slice(0, 16).replace('T', ' ')} UTC`;
    const longest = waitingTime(this.config.ACCOUNT_LOCKOUT_MAX_SECONDS);
    await this.mail.sendOnce({
      eventId: delivery.eventId,
      kind: 'account_locked_out',
      to: user.email,
      content: {
        subject: 'Sign-in to your account is paused',
        preview: `Too many wrong passwords or codes were tried on your ${PRODUCT_NAME} account.`,
        greeting: `Hi ${user.firstName},`,
        paragraphs: [
          `Someone tried to sign in to your ${PRODUCT_NAME} account with a wrong password or code too many times, so we stopped checking passwords and codes for it until ${until}, from every device. If it goes on, each pause is twice as long as the one before, up to ${longest}.`,
          'If it was you, wait until then, or choose a new password now with the button below: a new password ends the pause at once.',
          'If it was not you, nobody got in: the pause is there to stop guessing. Still, choose a new password you use nowhere else, and turn on Settings → Two-factor sign-in.',
        ],
        action: { label: 'Choose a new password', url: `${this.config.publicUrl}/forgot-password` },
        footnote: `You got this email because this is the address of your ${PRODUCT_NAME} account. We send it at most once a day while the guessing goes on.`,
      },
    });
  }
}
