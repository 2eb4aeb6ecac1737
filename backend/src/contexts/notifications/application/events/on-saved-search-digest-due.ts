import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EventDelivery, HandlesEvents, IntegrationEventHandler } from '../../../../platform/outbox/event-handlers';
import { GetSavedSearchDigestQuery, SavedSearchDigestDue, SavedSearchDigestSection } from '../../../discovery/public';
import type { EmailLink } from '../../domain/notice';
import { Notifier } from '../notifier';

/** "3 new matches", "1 new match". */
function matchCount(count: number): string {
  return count === 1 ? '1 new match' : `${count} new matches`;
}

/** One search's lines of the email: each match to its screen, the search itself, and the link that stops its alerts. */
function searchLinks({ savedSearchId, name, screen, items, more }: SavedSearchDigestSection): EmailLink[] {
  return [
    ...items.map(({ title, screen: itemScreen }) => ({ label: `${name}: ${title}`, screen: itemScreen })),
    { label: more > 0 ? `Open “${name}” (${more} more)` : `Open “${name}”`, screen },
    { label: `Stop alerts for “${name}”`, unsubscribeSavedSearchId: savedSearchId },
  ];
}

/**
 * The daily or weekly digest of the user's saved searches (decision 0073), by email only, read
 * when the event is handled: matches closed or taken down since are left out, and when nothing is
 * left no email goes. Each search has its matches, its own link and its own one-click unsubscribe;
 * the email's List-Unsubscribe is the search's when there is one, else the topic's.
 */
@Injectable()
@HandlesEvents(SavedSearchDigestDue)
export class NotifySavedSearchDigest implements IntegrationEventHandler<SavedSearchDigestDue> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly notifier: Notifier,
  ) {}

  async handle(event: SavedSearchDigestDue, delivery: EventDelivery): Promise<void> {
    const sections = await this.queryBus.execute(new GetSavedSearchDigestQuery(event));
    if (sections.length === 0) return;
    const total = sections.reduce((sum, { items, more }) => sum + items.length + more, 0);
    const period = event.alert === 'daily' ? 'today' : 'this week';
    const searches = sections.length === 1 ? `your saved search “${sections[0].name}”` : `${sections.length} of your saved searches`;
    await this.notifier.tell(delivery, [
      {
        userId: event.userId,
        email: {
          topic: 'saved_searches',
          kind: 'saved_search_digest',
          subject: `${matchCount(total)} for ${searches}`,
          preview: sections.map(({ name, items, more }) => `${name}: ${matchCount(items.length + more)}`).join(' · '),
          paragraphs: [`${matchCount(total)} ${period} for ${searches}.`],
          links: sections.flatMap(searchLinks),
          action: { label: `Open “${sections[0].name}”`, screen: sections[0].screen },
          ...(sections.length === 1 ? { unsubscribeSavedSearchId: sections[0].savedSearchId } : {}),
        },
      },
    ]);
  }
}
