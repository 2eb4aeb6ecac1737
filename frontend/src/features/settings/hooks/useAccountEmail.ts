import { useMutation } from '@tanstack/react-query';
import { getErrorMessage } from '../../../api/errors';
import type { ChangeEmailInput } from '../../../api/types';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { changeEmail } from '../api';

/** 'We sent a link to ada@example.com. Your address changes once you open it.' */
export function emailChangeSentMessage(pendingEmail: string): string {
  return `We sent a link to ${pendingEmail}. Your address changes once you open it.`;
}

type ChangeEmailCallbacks = {
  /** Runs after the link was sent, with the address it went to. */
  onSent?: (pendingEmail: string) => void;
  /** Takes a failure it can show by a field (true); the rest is toasted. */
  onFieldError?: (error: unknown) => boolean;
};

/** Asks to move the account to a new address; nothing changes until the link sent there is opened. */
export function useChangeEmail({ onSent, onFieldError }: ChangeEmailCallbacks = {}) {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => changeEmail(input),
    onSuccess: ({ pendingEmail }) => {
      notifySuccess({ title: 'Check your new inbox', description: emailChangeSentMessage(pendingEmail) });
      onSent?.(pendingEmail);
    },
    onError: (error) => {
      if (onFieldError?.(error)) return;
      // A rate limit too: the server's message says how long to wait.
      notifyError({ title: 'Failed to change email', description: getErrorMessage(error) });
    },
  });
}
