import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import type { User } from '../api/types';

// In the app shell's first code (the navigation's count), so only the query itself lives here;
// the admin panel's screens and an administrator's dashboard share it.

/** The administrators' work queues: per queue, how many items wait (decision 0063). */
export const adminQueuesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'queues'] as const,
    queryFn: () => unwrap(api.GET('/api/admin/queues')),
  });

/** How many items wait in every queue together, for an administrator who can open them; 0 for anyone else. */
export function useAdminWaitingCount(user: User): number {
  const { data } = useQuery({
    ...adminQueuesQueryOptions(),
    enabled: user.role === 'admin' && user.twoFactorEnabled,
    select: (summaries) => summaries.reduce((total, summary) => total + summary.open, 0),
  });
  return data ?? 0;
}
