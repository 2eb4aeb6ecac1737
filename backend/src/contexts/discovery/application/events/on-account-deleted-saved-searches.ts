import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { AccountDeleted } from '../../../identity/events';
import { SavedSearchesRepository } from '../../infrastructure/saved-searches-repository';

/** A deleted account's saved searches go, with their matches: nobody is alerted for it any more. */
@Injectable()
@HandlesEvents(AccountDeleted)
export class RemoveDeletedAccountSavedSearches implements IntegrationEventHandler<AccountDeleted> {
  constructor(private readonly searches: SavedSearchesRepository) {}

  async handle({ userId }: AccountDeleted, delivery: EventDelivery): Promise<void> {
    await delivery.once((em) => this.searches.removeAllOf(em, userId));
  }
}
