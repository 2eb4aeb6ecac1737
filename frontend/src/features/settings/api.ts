import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import { isApiError } from '../../api/errors';
import type { AccountSession, ChangePasswordInput } from '../../api/types';

export const settingsKeys = {
  all: ['settings'] as const,
  sessions: ['settings', 'sessions'] as const,
};

/** The account's live sessions (at most 20), this one first, then the most recently used. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.sessions,
    queryFn: () => unwrap(api.GET('/api/auth/sessions')),
  });

/** Sets a new password, proving the current one; every other session of the account ends. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.PUT('/api/auth/password', { body: input });
}

/** Ends one of the account's other sessions; one that had already ended (404) counts as ended. */
export async function endSession(session: Pick<AccountSession, 'id'>): Promise<void> {
  try {
    await api.DELETE('/api/auth/sessions/{id}', { params: { path: { id: session.id } } });
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
  }
}

/** Ends every session of the account but this one; says how many ended. */
export function endOtherSessions(): Promise<{ ended: number }> {
  return unwrap(api.DELETE('/api/auth/sessions'));
}
