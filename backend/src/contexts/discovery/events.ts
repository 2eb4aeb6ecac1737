import { IntegrationEvent, IntegrationEventType } from '../../platform/outbox/integration-event';

/*
 * The integration events this context publishes. Subscribing to them is no dependency on the
 * context: this file imports no context code but its own domain types.
 */

/** One saved search that matched a new post or freelancer and alerts at once; the search's owner is told. */
export type InstantSavedSearchMatch = { userId: string; savedSearchId: string; searchName: string };

/**
 * A post that went visible, or a freelancer whose availability post did, matched saved searches
 * whose alert is instant (decision 0073). One event carries up to INSTANT_MATCHES_PER_EVENT of
 * them, so the outbox rows stay small however many searches a post matches.
 */
@IntegrationEventType('discovery.saved_search_matched')
export class SavedSearchMatched extends IntegrationEvent {
  constructor(
    readonly subjectKind: 'job' | 'freelancer',
    /** The post's id, or the freelancer's user id. */
    readonly subjectId: string,
    /** The post's title, or the freelancer's name. */
    readonly subjectTitle: string,
    /** The screen the match opens: `/jobs/{id}` or `/profile/{userId}`. */
    readonly screen: string,
    readonly matches: InstantSavedSearchMatch[],
  ) {
    super();
  }
}

/** The most instant matches one SavedSearchMatched carries. */
export const INSTANT_MATCHES_PER_EVENT = 500;

/** One search of a digest, and the window of matches it covers: after `since`, up to `until`. */
export type SavedSearchDigestWindow = { savedSearchId: string; since: string };

/**
 * A user's daily or weekly digest of their saved searches' new matches is due: one email lists
 * each search's matches recorded after its `since`, up to `until` (decision 0073).
 */
@IntegrationEventType('discovery.saved_search_digest_due')
export class SavedSearchDigestDue extends IntegrationEvent {
  constructor(
    readonly userId: string,
    readonly alert: 'daily' | 'weekly',
    readonly until: string,
    readonly searches: SavedSearchDigestWindow[],
  ) {
    super();
  }
}
