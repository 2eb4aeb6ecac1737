import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, byNextCursor, unwrap, unwrapPage } from '../api/client';
import { getErrorMessage } from '../api/errors';
import type { SavedItemIds } from '../api/types';
import { notifyError } from './notify';

/**
 * Saved jobs and saved freelancers (decision 0074), shared by the cards and pages that show a
 * heart (jobs, profiles: two features) and the Saved page: the keys, the reads and the one
 * mutation with its cache effects.
 */

export type SavedKind = 'job' | 'freelancer';

export const savedItemKeys = {
  all: ['saved-items'] as const,
  ids: ['saved-items', 'ids'] as const,
  list: (kind: SavedKind) => ['saved-items', 'list', kind] as const,
};

/** What the caller saved, by id: every heart on a screen reads this one answer. */
export const savedItemIdsQueryOptions = () =>
  queryOptions({
    queryKey: savedItemKeys.ids,
    queryFn: () => unwrap(api.GET('/api/saved-items/ids')),
  });

export const savedJobsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: savedItemKeys.list('job'),
    queryFn: ({ pageParam }) => unwrapPage(api.GET('/api/saved-jobs', { params: { query: { cursor: pageParam } } })),
    ...byNextCursor,
  });

export const savedFreelancersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: savedItemKeys.list('freelancer'),
    queryFn: ({ pageParam }) => unwrapPage(api.GET('/api/saved-freelancers', { params: { query: { cursor: pageParam } } })),
    ...byNextCursor,
  });

type SaveChange = { kind: SavedKind; id: string; saved: boolean };

function changeSaved({ kind, id, saved }: SaveChange): Promise<void> {
  if (kind === 'job') {
    const options = { params: { path: { jobId: id } } };
    return unwrap(saved ? api.PUT('/api/saved-jobs/{jobId}', options) : api.DELETE('/api/saved-jobs/{jobId}', options));
  }
  const options = { params: { path: { userId: id } } };
  return unwrap(saved ? api.PUT('/api/saved-freelancers/{userId}', options) : api.DELETE('/api/saved-freelancers/{userId}', options));
}

function withChange(ids: SavedItemIds, { kind, id, saved }: SaveChange): SavedItemIds {
  const field = kind === 'job' ? 'jobIds' : 'freelancerIds';
  const others = ids[field].filter((saved) => saved !== id);
  return { ...ids, [field]: saved ? [id, ...others] : others };
}

/**
 * Saves or unsaves at once on screen (the heart fills before the answer); a refusal puts the
 * heart back and says why. The list of that kind is stale either way.
 */
export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSaved,
    onMutate: async (change: SaveChange) => {
      await queryClient.cancelQueries({ queryKey: savedItemKeys.ids });
      const before = queryClient.getQueryData<SavedItemIds>(savedItemKeys.ids);
      if (before) queryClient.setQueryData(savedItemKeys.ids, withChange(before, change));
      return { before };
    },
    onError: (error, change, context) => {
      if (context?.before) queryClient.setQueryData(savedItemKeys.ids, context.before);
      notifyError({
        title: change.saved ? `Failed to save ${change.kind}` : `Failed to remove saved ${change.kind}`,
        description: getErrorMessage(error),
      });
    },
    onSettled: (_result, _error, change) => {
      void queryClient.invalidateQueries({ queryKey: savedItemKeys.ids });
      void queryClient.invalidateQueries({ queryKey: savedItemKeys.list(change.kind) });
    },
  });
}
