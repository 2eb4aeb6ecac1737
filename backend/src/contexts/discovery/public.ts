import { Command, Query } from '@nestjs/cqrs';
import type { SavedSearchDigestDue } from './events';

export * from './events';

/*
 * What other contexts may use of discovery: the classes of the commands and queries they may send,
 * with their result types, declared here (the use case's file imports its class from here), and
 * never a handler file.
 */

/** What a saved search's unsubscribe page names: the search and its alert; null when it is gone or not the user's. */
export class DescribeSavedSearchAlertQuery extends Query<{ name: string; alert: 'off' | 'instant' | 'daily' | 'weekly' } | null> {
  constructor(
    readonly userId: string,
    readonly savedSearchId: string,
  ) {
    super();
  }
}

/**
 * One click on a saved search's unsubscribe link (decision 0073): its alert turns off, the user's
 * other searches keep theirs. The search's name, or null when it is gone or not the user's.
 */
export class TurnOffSavedSearchAlertCommand extends Command<{ name: string } | null> {
  constructor(
    readonly userId: string,
    readonly savedSearchId: string,
  ) {
    super();
  }
}

/** A match a digest lists: the post's title or the freelancer's name, and the screen that shows it. */
export type SavedSearchDigestItem = { title: string; screen: string };

/** One search's part of a digest: its new matches still shown (at most DIGEST_ITEMS_PER_SEARCH), how many more, and its screen. */
export type SavedSearchDigestSection = {
  savedSearchId: string;
  name: string;
  screen: string;
  items: SavedSearchDigestItem[];
  more: number;
};

/** The most matches a digest lists per search; the rest are counted. */
export const DIGEST_ITEMS_PER_SEARCH = 10;

/**
 * What a due digest says, read when it is sent: each search that still alerts by the window, with
 * its matches in the window that are still shown (a post closed or taken down since, a freelancer
 * suspended since, is left out); searches left with none are left out.
 */
export class GetSavedSearchDigestQuery extends Query<SavedSearchDigestSection[]> {
  constructor(readonly digest: SavedSearchDigestDue) {
    super();
  }
}
