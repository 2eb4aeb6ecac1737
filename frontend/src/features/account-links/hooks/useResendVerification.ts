import { useMutation } from '@tanstack/react-query';
import { getErrorMessage, isApiError } from '../../../api/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { resendEmailVerification } from '../api';

export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already confirmed.';

type ResendVerificationOptions = {
  /** The address the link goes to, for the toast. */
  email: string;
  /** The address was confirmed meanwhile (another tab, another device): the user is fetched again. */
  onAlreadyVerified?: () => void | Promise<void>;
};

/** Sends a new confirmation link and says where it went; a rate limit toasts the server's message. */
export function useResendVerification({ email, onAlreadyVerified }: ResendVerificationOptions) {
  return useMutation({
    mutationFn: resendEmailVerification,
    onSuccess: () => notifySuccess({ title: `We sent a new link to ${email}.` }),
    onError: async (error) => {
      if (isApiError(error) && error.body?.code === 'IDENTITY.EMAIL_ALREADY_VERIFIED') {
        notifySuccess({ title: ALREADY_VERIFIED_MESSAGE });
        await onAlreadyVerified?.();
        return;
      }
      notifyError({ title: 'Failed to send a new link', description: getErrorMessage(error) });
    },
  });
}
