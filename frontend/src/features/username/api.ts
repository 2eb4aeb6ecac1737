import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { User } from '../../api/types';

export const USERNAME_CHECK_DELAY_MS = 500;

export const usernameKeys = {
  all: ['username'] as const,
  availability: (candidate: string) => ['username', 'availability', candidate] as const,
};

/** Whether `candidate` is well-formed and free; checked again each time it is typed. */
export const usernameAvailabilityQueryOptions = (candidate: string) =>
  queryOptions({
    queryKey: usernameKeys.availability(candidate),
    queryFn: () => unwrap(api.GET('/api/users/username/check/{username}', { params: { path: { username: candidate } } })),
    staleTime: 0,
    gcTime: 60_000,
  });

/** Chooses the first username. */
export function setUpUsername(username: string): Promise<User> {
  return unwrap(api.POST('/api/users/username', { body: { username } }));
}

/** Changes the username (allowed once every 7 days). */
export function changeUsername(username: string): Promise<User> {
  return unwrap(api.PUT('/api/users/username', { body: { username } }));
}
