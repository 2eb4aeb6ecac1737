import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

export const landingKeys = {
  platformStats: ['platform', 'stats'] as const,
};

export const platformStatsQueryOptions = () =>
  queryOptions({
    queryKey: landingKeys.platformStats,
    queryFn: () => unwrap(api.GET('/api/platform/stats')),
  });
