import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dashboardKeys } from '../api';

/** Marks the dashboard's stats and activity as stale, e.g. after a post or an application decision. */
export function useRefreshDashboard(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }), [queryClient]);
}
