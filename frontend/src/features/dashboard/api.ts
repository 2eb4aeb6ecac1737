import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { SwitchableRole, User } from '../../api/types';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: ['dashboard', 'stats'] as const,
  activity: ['dashboard', 'activity'] as const,
};

export const dashboardStatsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.stats,
    queryFn: () => unwrap(api.GET('/api/dashboard/stats')),
  });

export const recentActivityQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.activity,
    queryFn: () => unwrap(api.GET('/api/dashboard/activity')),
  });

export function switchRole(role: SwitchableRole): Promise<User> {
  return unwrap(api.PATCH('/api/users/role', { body: { role } }));
}
