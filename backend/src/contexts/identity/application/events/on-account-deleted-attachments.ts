import { Injectable } from '@nestjs/common';
import { Attachments } from '../../../../platform/attachments/public';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountDeleted } from '../../public';

/**
 * A deleted account's uploaded files go, whatever they are attached to (messages, proposals,
 * milestone submissions): rows and ledger entries in one transaction, then the objects. A repeated
 * delivery finds nothing left, so it needs no record of its own.
 */
@Injectable()
@HandlesEvents(AccountDeleted)
export class RemoveDeletedAccountAttachments implements IntegrationEventHandler<AccountDeleted> {
  constructor(private readonly attachments: Attachments) {}

  async handle({ userId }: AccountDeleted, delivery: EventDelivery): Promise<void> {
    await this.attachments.removeAllOf(userId);
    await delivery.once(async () => undefined);
  }
}
