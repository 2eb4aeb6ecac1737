import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountTokens } from '../../infrastructure/account-tokens';
import { PasswordResetRequested } from '../account-link-events';
import { AccountLinkMails } from '../account-link-mails';

/**
 * Issues a reset link to the account at the address, if a live one uses it, and mails it; for any
 * other address nothing happens. The link's row is named by the event's id, so a delivery after
 * one that issued it but failed to send finds it again.
 */
@Injectable()
@HandlesEvents(PasswordResetRequested)
export class SendPasswordResetLink implements IntegrationEventHandler<PasswordResetRequested> {
  constructor(
    private readonly tokens: AccountTokens,
    private readonly links: AccountLinkMails,
  ) {}

  async handle(event: PasswordResetRequested, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      await this.tokens.issueResetLinkForAddress(em, event.email, delivery.eventId);
    });
    await this.links.send(delivery.eventId, delivery.eventId);
  }
}
