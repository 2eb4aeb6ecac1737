import { queryOptions } from '@tanstack/react-query';
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

/** Records a visit of the search now; the answer names the visit before it, whose later results are new. */
export function visitSavedSearch(id: string): Promise<SavedSearchVisit> {
  return unwrap(api.POST('/api/saved-searches/{id}/visits', { params: { path: { id } } }));
}
