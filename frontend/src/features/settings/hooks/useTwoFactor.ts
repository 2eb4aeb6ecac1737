import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage, getFieldErrors, isApiError } from '../../../api/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { disableTwoFactor, enableTwoFactor, regenerateRecoveryCodes, settingsKeys, startTwoFactorSetup } from '../api';

export type TwoFactorField = 'password' | 'code';

const TWO_FACTOR_FIELDS: readonly TwoFactorField[] = ['password', 'code'];

/** The refusals of the two-factor calls that are about one field, by their code. */
const FIELD_OF_CODE: Partial<Record<string, TwoFactorField>> = {
  'IDENTITY.WRONG_CURRENT_PASSWORD': 'password',
  'IDENTITY.WRONG_TWO_FACTOR_CODE': 'code',
  'IDENTITY.TWO_FACTOR_CODE_REQUIRED': 'code',
};

/** The server's messages for the password and code fields; empty for a failure about neither. */
export function getTwoFactorServerErrors(error: unknown): Partial<Record<TwoFactorField, string>> {
  const fields = getFieldErrors(error, TWO_FACTOR_FIELDS);
  const body = isApiError(error) ? error.body : null;
  const field = body ? FIELD_OF_CODE[body.code] : undefined;
  if (body && field && fields[field] === undefined) fields[field] = body.message;
  return fields;
}

type TwoFactorCallbacks<Result> = {
  onSuccess: (result: Result) => void | Promise<void>;
  /** Takes a failure it can show by a field (true); the rest is toasted. */
  onFieldError: (error: unknown) => boolean;
};

function toastUnlessShown(onFieldError: (error: unknown) => boolean, title: string) {
  return (error: unknown) => {
    if (onFieldError(error)) return;
    notifyError({ title, description: getErrorMessage(error) });
  };
}

/** Starts the set-up (or a new one while two-factor sign-in is on): the secret and QR code to scan. */
export function useStartTwoFactorSetup({ onSuccess, onFieldError }: TwoFactorCallbacks<Awaited<ReturnType<typeof startTwoFactorSetup>>>) {
  return useMutation({
    mutationFn: startTwoFactorSetup,
    onSuccess,
    onError: toastUnlessShown(onFieldError, 'Failed to start the set-up'),
  });
}

/** Turns two-factor sign-in on; the status and the sessions (the others ended) are fetched again. */
export function useEnableTwoFactor({ onSuccess, onFieldError }: TwoFactorCallbacks<string[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: async ({ recoveryCodes }) => {
      await Promise.all([
        onSuccess(recoveryCodes),
        queryClient.invalidateQueries({ queryKey: settingsKeys.twoFactor }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
      ]);
    },
    onError: toastUnlessShown(onFieldError, 'Failed to turn on two-factor sign-in'),
  });
}

/** Replaces the recovery codes; the count left is fetched again. */
export function useRegenerateRecoveryCodes({ onSuccess, onFieldError }: TwoFactorCallbacks<string[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: async ({ recoveryCodes }) => {
      await Promise.all([onSuccess(recoveryCodes), queryClient.invalidateQueries({ queryKey: settingsKeys.twoFactor })]);
    },
    onError: toastUnlessShown(onFieldError, 'Failed to create new recovery codes'),
  });
}

/** Turns two-factor sign-in off, then says so. */
export function useDisableTwoFactor({ onSuccess, onFieldError }: TwoFactorCallbacks<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      notifySuccess({ title: 'Two-factor sign-in is off' });
      await Promise.all([onSuccess(), queryClient.invalidateQueries({ queryKey: settingsKeys.twoFactor })]);
    },
    onError: toastUnlessShown(onFieldError, 'Failed to turn off two-factor sign-in'),
  });
}
