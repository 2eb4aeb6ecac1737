import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountDeleted } from '../../../identity/events';
import { MessageRepository } from '../../infrastructure/message-repository';
import { UserBlockRepository } from '../../infrastructure/user-block-repository';

/**
 * Messages stay: they are the other party's history too, and show the sender as identity names
 * them now, "Deleted user" (decision 0031). Who the deleted user blocked goes: it was theirs alone.
 * Blocks others set on them stay, as the others' choice. Messages the safety check held, from or
 * to them, go: they were never delivered.
 */
@Injectable()
@HandlesEvents(AccountDeleted)
export class RemoveDeletedAccountBlocks implements IntegrationEventHandler<AccountDeleted> {
  constructor(
    private readonly blocks: UserBlockRepository,
    private readonly messages: MessageRepository,
  ) {}

  async handle({ userId }: AccountDeleted, delivery: EventDelivery): Promise<void> {
    await delivery.once(async (em) => {
      await this.blocks.removeAllBy(em, userId);
      await this.messages.removeHeldOf(em, userId);
    });
  }
}
