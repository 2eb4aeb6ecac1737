import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

/** The "For you" feed (decision 0074): under the dashboard's key, so what makes the dashboard stale makes it stale too. */
export const feedKey = ['dashboard', 'feed'] as const;

export const feedQueryOptions = () =>
  queryOptions({
    queryKey: feedKey,
    queryFn: () => unwrap(api.GET('/api/discovery/feed')),
  });
