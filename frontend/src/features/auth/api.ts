import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { isApiError } from '../../api/errors';
import type { components } from '../../api/schema';
import type { User } from '../../api/types';

export const authKeys = {
  currentUser: ['auth', 'user'] as const,
};

/** The signed-in user, or `null` when the session is missing (401). */
export async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await unwrap(api.GET('/api/auth/user'));
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

/** The signed-in user, or the 401 that refused it: its details say why the session ended (AUTH.SESSION_ENDED). */
export async function fetchCurrentUserOrRefusal(): Promise<{ user: User } | { refusal: unknown }> {
  try {
    return { user: await unwrap(api.GET('/api/auth/user')) };
  } catch (error) {
    if (isApiError(error, 401)) return { refusal: error };
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.currentUser,
    queryFn: fetchCurrentUser,
    retry: false,
  });

/**
 * The signed-in user once they have a username, else null. Route loaders of signed-in screens load
 * their data only for such users: the root screen shows the others the landing or the username setup.
 */
export async function ensureUserWithUsername(queryClient: QueryClient): Promise<User | null> {
  const user = await queryClient.ensureQueryData(currentUserQueryOptions());
  return user?.username ? user : null;
}

export type SignInInput = components['schemas']['LoginRequest'];
export type CreateAccountInput = components['schemas']['RegisterRequest'];

/** Starts a session for an existing account. */
export function signIn(input: SignInInput): Promise<User> {
  return unwrap(api.POST('/api/auth/login', { body: input }));
}

/** Creates an account and starts its session. */
export function createAccount(input: CreateAccountInput): Promise<User> {
  return unwrap(api.POST('/api/auth/register', { body: input }));
}

/** Ends the session on the server. */
export async function signOut(): Promise<void> {
  await api.POST('/api/auth/logout');
}
