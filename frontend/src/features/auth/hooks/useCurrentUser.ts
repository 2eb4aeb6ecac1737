import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '../../../api/types';
import { currentUserQueryOptions } from '../api';

/** The current user query: `data` is the user, `null` when signed out, `undefined` while loading. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/**
 * The signed-in user, for screens that are only shown once the user is known (the root route
 * decides which screen to show from the same query).
 */
export function useSignedInUser(): User {
  const { data } = useCurrentUser();
  if (!data) throw new Error('useSignedInUser is used outside a signed-in screen');
  return data;
}

/** Refetches the current user, e.g. after the username changed. */
export function useRefreshCurrentUser(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }), [queryClient]);
}
