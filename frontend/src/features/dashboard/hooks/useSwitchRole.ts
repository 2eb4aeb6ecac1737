import { useMutation } from '@tanstack/react-query';
import { getErrorMessage } from '../../../api/errors';
import { browser } from '../../../lib/browser';
import { notifyError } from '../../../lib/notify';
import { switchRole } from '../api';

/** Switches between client and freelancer, then reloads the page. */
export function useSwitchRole() {
  return useMutation({
    mutationFn: switchRole,
    onSuccess: () => browser.reload(),
    onError: (error) => {
      notifyError({ title: 'Failed to switch role', description: getErrorMessage(error, error.message) });
    },
  });
}
