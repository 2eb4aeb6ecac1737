import { Injectable } from '@nestjs/common';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { SavedSearchMatched } from '../../../discovery/events';
import { Notifier } from '../notifier';

/**
 * The instant alert of a saved search (decision 0073): its owner hears in the bell, pushed live,
 * that a post or a freelancer matched it, leading to the post or the profile. No email: the daily
 * and weekly digests are the email's.
 */
@Injectable()
@HandlesEvents(SavedSearchMatched)
export class NotifySavedSearchMatched implements IntegrationEventHandler<SavedSearchMatched> {
  constructor(private readonly notifier: Notifier) {}

  async handle(event: SavedSearchMatched, delivery: EventDelivery): Promise<void> {
    await this.notifier.tell(
      delivery,
      event.matches.map(({ userId, searchName }) => ({
        userId,
        inApp: {
          type: event.subjectKind === 'job' ? 'saved_search_job' : 'saved_search_freelancer',
          entityId: event.subjectId,
          title: `New match for “${searchName}”`,
          message: event.subjectTitle,
        },
      })),
    );
  }
}
