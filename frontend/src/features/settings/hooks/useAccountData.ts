import { useMutation } from '@tanstack/react-query';
import { getErrorMessage } from '../../../api/errors';
import { browser } from '../../../lib/browser';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { deleteAccount, exportAccountData } from '../api';

export const ACCOUNT_DELETED_MESSAGE = 'Your account was deleted.';

/** Fetches the export and saves it as the file the server names. */
export function useDownloadAccountData() {
  return useMutation({
    mutationFn: exportAccountData,
    onSuccess: ({ file, fileName }) => browser.saveFile(file, fileName),
    onError: (error) => notifyError({ title: 'Failed to download your data', description: getErrorMessage(error) }),
  });
}

type DeleteAccountCallbacks = {
  /** Runs once the account is gone (and this session with it). */
  onDeleted: () => void | Promise<void>;
  /** Takes a failure it can show by the password field (true); the rest is toasted. */
  onFieldError?: (error: unknown) => boolean;
};

/** Deletes the account, proving the password, then leaves the signed-in app. */
export function useDeleteAccount({ onDeleted, onFieldError }: DeleteAccountCallbacks) {
  return useMutation({
    mutationFn: (password: string) => deleteAccount(password),
    onSuccess: async () => {
      await onDeleted();
      notifySuccess({ title: ACCOUNT_DELETED_MESSAGE });
    },
    onError: (error) => {
      if (onFieldError?.(error)) return;
      notifyError({ title: 'Failed to delete your account', description: getErrorMessage(error) });
    },
  });
}
