import { queryOptions, skipToken } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { FreelancerSearchCriteria, JobSearchCriteria, SavedSearch, SavedSearchAlert, SavedSearchVisit } from '../../api/types';

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
};

/** The signed-in user's saved searches, newest first (at most 20), each with its count of new matches. */
export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchKeys.all,
    queryFn: async () => (await unwrap(api.GET('/api/saved-searches'))).items,
  });

/**
 * The freelancers a visit named as matched since the one before (`since`), held for the directory
 * it opens: a card carries no date to compare with the visit, and the ids stay out of the address.
 * Only the visit answers it, so it is never fetched; a reload finds none and marks none.
 */
export const savedSearchNewMatchesQueryOptions = (since: string | undefined) =>
  queryOptions<string[]>({ queryKey: ['saved-search-new-matches', since], queryFn: skipToken, staleTime: Infinity });

export type NewSavedSearch =
  | { kind: 'jobs'; name: string; criteria: JobSearchCriteria; alert: SavedSearchAlert }
  | { kind: 'freelancers'; name: string; criteria: FreelancerSearchCriteria; alert: SavedSearchAlert };

export function createSavedSearch(input: NewSavedSearch): Promise<SavedSearch> {
  return unwrap(api.POST('/api/saved-searches', { body: input }));
}

export type SavedSearchChange = { id: string; name?: string; alert?: SavedSearchAlert };

export function changeSavedSearch({ id, ...change }: SavedSearchChange): Promise<SavedSearch> {
  return unwrap(api.PATCH('/api/saved-searches/{id}', { params: { path: { id } }, body: change }));
}

export async function deleteSavedSearch(id: string): Promise<void> {
  await unwrap(api.DELETE('/api/saved-searches/{id}', { params: { path: { id } } }));
}

/** Records a visit of the search now; the answer names the visit before it, whose later results are new, and the matches since. */
export function visitSavedSearch(id: string): Promise<SavedSearchVisit> {
  return unwrap(api.POST('/api/saved-searches/{id}/visits', { params: { path: { id } } }));
}
