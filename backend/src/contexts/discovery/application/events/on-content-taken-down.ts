import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { ContentTakenDown } from '../../../moderation/events';
import { SavedSearchesRepository } from '../../infrastructure/saved-searches-repository';

/**
 * An administrator took a post down: it leaves every saved search's matches, so no "new" count,
 * digest or feed names it again (a digest due before this is handled reads the post itself).
 */
@Injectable()
@HandlesEvents(ContentTakenDown)
export class ForgetTakenDownPostMatches implements IntegrationEventHandler<ContentTakenDown> {
  constructor(private readonly searches: SavedSearchesRepository) {}

  async handle({ kind, subjectId }: ContentTakenDown, delivery: EventDelivery): Promise<void> {
    if (kind !== 'job') return;
    await delivery.once((em) => this.searches.removeMatchesOf(em, subjectId));
  }
}
