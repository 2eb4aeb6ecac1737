import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '../../../api/errors';
import type { User } from '../../../api/types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { changeUsername, setUpUsername, usernameKeys } from '../api';

type Callbacks = {
  /** Runs after a successful save; the mutation stays pending until a returned promise settles. */
  onSuccess?: (user: User) => void | Promise<void>;
};

export function useSetUpUsername({ onSuccess }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUpUsername,
    onSuccess: (user) => {
      queryClient.removeQueries({ queryKey: usernameKeys.all });
      return onSuccess?.(user);
    },
    onError: (error) => {
      notifyError({ title: 'Failed to set username', description: getErrorMessage(error) });
    },
  });
}

export function useChangeUsername({ onSuccess }: Callbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUsername,
    onSuccess: (user) => {
      queryClient.removeQueries({ queryKey: usernameKeys.all });
      notifySuccess({ title: 'Username updated successfully' });
      return onSuccess?.(user);
    },
    onError: (error) => {
      notifyError({ title: 'Failed to update username', description: getErrorMessage(error) });
    },
  });
}
