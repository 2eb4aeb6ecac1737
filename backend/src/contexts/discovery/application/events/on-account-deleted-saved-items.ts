import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountDeleted } from '../../../identity/events';
import { SavedItemsRepository } from '../../infrastructure/saved-items-repository';

/** A deleted account's saved jobs and saved freelancers go: they were its own lists (decision 0031). */
@Injectable()
@HandlesEvents(AccountDeleted)
export class RemoveDeletedAccountSavedItems implements IntegrationEventHandler<AccountDeleted> {
  constructor(private readonly saved: SavedItemsRepository) {}

  async handle({ userId }: AccountDeleted, delivery: EventDelivery): Promise<void> {
    await delivery.once((em) => this.saved.removeAllOf(em, userId));
  }
}
