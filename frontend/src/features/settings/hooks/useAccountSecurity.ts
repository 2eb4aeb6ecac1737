import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '../../../api/errors';
import type { AccountSession, ChangePasswordInput } from '../../../api/types';
import { pluralize } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { changePassword, endOtherSessions, endSession, settingsKeys } from '../api';

export const PASSWORD_CHANGED_MESSAGE = 'Password changed. Your other sessions were signed out.';

/** 'Signed out 1 other session.', 'Signed out 3 other sessions.' */
export function otherSessionsEndedMessage(ended: number): string {
  return `Signed out ${pluralize(ended, 'other session')}.`;
}

type ChangePasswordCallbacks = {
  /** Runs after the change; the mutation stays pending until a returned promise settles. */
  onSuccess?: () => void | Promise<void>;
  /** Takes a failure it can show by a field (true); the rest is toasted. */
  onFieldError?: (error: unknown) => boolean;
};

/** Changes the password; the other sessions end on the server, so the list is fetched again. */
export function useChangePassword({ onSuccess, onFieldError }: ChangePasswordCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => changePassword(input),
    onSuccess: async () => {
      notifySuccess({ title: PASSWORD_CHANGED_MESSAGE });
      await Promise.all([onSuccess?.(), queryClient.invalidateQueries({ queryKey: settingsKeys.sessions })]);
    },
    onError: (error) => {
      if (onFieldError?.(error)) return;
      // A rate limit too: the server's message says how long to wait.
      notifyError({ title: 'Failed to change password', description: getErrorMessage(error) });
    },
  });
}

/** Signs one other session out (one already ended counts as signed out), then fetches the list again. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: AccountSession) => endSession(session),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
      notifySuccess({ title: 'Session signed out' });
    },
    onError: (error) => notifyError({ title: 'Failed to sign out the session', description: getErrorMessage(error) }),
  });
}

/** Signs every other session out, says how many ended, then fetches the list again. */
export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: async ({ ended }) => {
      await queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
      notifySuccess({ title: otherSessionsEndedMessage(ended) });
    },
    onError: (error) => notifyError({ title: 'Failed to sign out the other sessions', description: getErrorMessage(error) }),
  });
}
