import { Injectable } from '@nestjs/common';
import { PRODUCT_NAME } from '../../../../platform/mail/email-layout';
import { MailSender } from '../../../../platform/mail/mail-sender';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountTokens } from '../../infrastructure/account-tokens';
import { EmailChanged } from '../account-link-events';
import { AccountLinkMails } from '../account-link-mails';

/**
 * Tells the old address that the account moved, with a link that undoes it if the owner did not
 * move it. The link's row is named by the event's id, so a delivery after one that issued it but
 * failed to send finds it again.
 */
@Injectable()
@HandlesEvents(EmailChanged)
export class TellOldAddressOfEmailChange implements IntegrationEventHandler<EmailChanged> {
  constructor(
    private readonly tokens: AccountTokens,
    private readonly links: AccountLinkMails,
    private readonly mail: MailSender,
  ) {}

  async handle(event: EmailChanged, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      await this.tokens.issue(em, { id: delivery.eventId, userId: event.userId, purpose: 'undo_email_change', email: event.oldEmail });
    });
    const undo = await this.tokens.mailable(delivery.eventId);
    // Used already, or the account is gone: the notice would offer a link that no longer works.
    if (!undo) return;
    const changedAt = `${event.changedAt.slice(0, 16).replace('T', ' ')} UTC`;
    await this.mail.sendOnce({
      eventId: delivery.eventId,
      kind: 'email_changed',
      to: event.oldEmail,
      content: {
        subject: 'Your email address was changed',
        preview: `Your ${PRODUCT_NAME} account now uses ${event.newEmail}.`,
        greeting: `Hi ${undo.firstName},`,
        paragraphs: [
          `The email address of your ${PRODUCT_NAME} account was changed from ${event.oldEmail} to ${event.newEmail} on ${changedAt}. Sign-in, links and emails now use the new address.`,
          'If you made this change, there is nothing more to do.',
          `If you did not, someone else knows your password. Undo the change with the link below within 72 hours: the account comes back to ${event.oldEmail} with a new password you choose, everyone else is signed out, and two-factor sign-in is turned off until you set it up again.`,
        ],
        action: { label: 'Undo this change', url: this.links.url(undo) },
        footnote: `You got this email because this was the address of your ${PRODUCT_NAME} account until now: we tell the old address of every change, so that a change you did not make does not go unnoticed.`,
      },
    });
  }
}
