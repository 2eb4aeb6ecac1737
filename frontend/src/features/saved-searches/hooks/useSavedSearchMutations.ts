import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '../../../api/errors';
import type { SavedSearch } from '../../../api/types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { changeSavedSearch, createSavedSearch, deleteSavedSearch, savedSearchKeys } from '../api';
import type { SavedSearchChange } from '../api';

/*
 * The saved searches' mutations: each call, its hook and its cache effects. Callers pass only what
 * their screen does next (close a dialog).
 */

type Callbacks<T> = {
  onSuccess?: (result: T) => void;
};

/** The list as the server now has it, with the one search replaced (or left out). */
function storeSavedSearch(queryClient: QueryClient, changed: SavedSearch) {
  queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.all, (searches) =>
    searches?.map((search) => (search.id === changed.id ? changed : search)),
  );
}

/**
 * Saves the search; the success toast is the caller's (it links to the list, which needs the
 * router). The server's refusal (the limit of 20, a name too long) is toasted as it says it.
 */
export function useCreateSavedSearch({ onSuccess }: Callbacks<SavedSearch> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: (search) => {
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
      onSuccess?.(search);
    },
    onError: (error) => notifyError({ title: 'Failed to save search', description: getErrorMessage(error) }),
  });
}

/** Renames the search or changes its alert, toasting what changed. */
export function useChangeSavedSearch({ onSuccess }: Callbacks<SavedSearch> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SavedSearchChange) => changeSavedSearch(change),
    onSuccess: (search, change) => {
      storeSavedSearch(queryClient, search);
      notifySuccess({ title: change.name === undefined ? 'Alert changed' : 'Search renamed' });
      onSuccess?.(search);
    },
    onError: (error) => notifyError({ title: 'Failed to change saved search', description: getErrorMessage(error) }),
  });
}

export function useDeleteSavedSearch({ onSuccess }: Callbacks<void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_deleted, id) => {
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.all, (searches) => searches?.filter((search) => search.id !== id));
      notifySuccess({ title: 'Saved search deleted' });
      onSuccess?.();
    },
    onError: (error) => notifyError({ title: 'Failed to delete saved search', description: getErrorMessage(error) }),
  });
}
