import type { QueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '../../api/errors';
import { notifyError } from '../../lib/notify';
import { savedSearchKeys, savedSearchNewMatchesQueryOptions, visitSavedSearch } from './api';
import { savedSearchDestination } from './saved-search-criteria';

/**
 * Records a visit of the saved search and answers where it opens, marking what came since the
 * visit before by the ids the visit names (kept in the cache under the address's `since`), and
 * posts also by their date. Its count of new matches starts again from now, so the list is read again.
 */
export async function openSavedSearch(queryClient: QueryClient, id: string) {
  const { previousVisitAt, newMatchIds, search } = await visitSavedSearch(id);
  void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
  const destination = savedSearchDestination(search, previousVisitAt);
  queryClient.setQueryData(savedSearchNewMatchesQueryOptions(destination.search.since).queryKey, newMatchIds);
  return destination;
}

/** The toast of a visitor who follows a saved search's link, on the way to sign-in. */
export const SAVED_SEARCH_SIGN_IN_MESSAGE = 'Please log in to open your saved search';

/**
 * Where a saved search's link (`?savedSearch=<id>`, from a digest email) leads: the search, opened
 * as its Open button does; or, when it cannot be opened (deleted, someone else's), the plain
 * screen the link named, saying why.
 */
export async function openSavedSearchOrStay(queryClient: QueryClient, id: string, screen: '/jobs' | '/freelancers') {
  try {
    return await openSavedSearch(queryClient, id);
  } catch (error) {
    notifyError({ title: 'This saved search cannot be opened', description: getErrorMessage(error) });
    return screen === '/jobs' ? ({ to: '/jobs', search: {} } as const) : ({ to: '/freelancers', search: {} } as const);
  }
}
