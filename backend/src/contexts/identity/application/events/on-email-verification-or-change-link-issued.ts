import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { EmailChangeLinkIssued, EmailVerificationLinkIssued } from '../account-link-events';
import { AccountLinkMails } from '../account-link-mails';

/**
 * Mails a link issued in a request: the one that confirms the account's address (after sign-up,
 * or "Resend"), or the one that confirms a new address, to that address.
 */
@Injectable()
@HandlesEvents(EmailVerificationLinkIssued, EmailChangeLinkIssued)
export class SendIssuedAccountLink implements IntegrationEventHandler<EmailVerificationLinkIssued | EmailChangeLinkIssued> {
  constructor(private readonly links: AccountLinkMails) {}

  handle(event: EmailVerificationLinkIssued | EmailChangeLinkIssued, delivery: EventDelivery): Promise<void> {
    return this.links.send(delivery.eventId, event.linkId);
  }
}
