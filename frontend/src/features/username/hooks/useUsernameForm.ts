import { useForm } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import { USERNAME_CHECK_DELAY_MS } from '../api';
import { getUsernameRuleViolation, getUsernameServerError } from '../username-rules';
import { useUsernameAvailability } from './useUsernameAvailability';

export type UsernameDraft = { username: string };

export type UsernameForm = UseFormReturnType<UsernameDraft>;

const usernameRules = { username: getUsernameRuleViolation };

/**
 * The username form of the setup screen and of Settings: a broken rule shows under the field once
 * typing stops (with the availability check, 500 ms), and so does the server's field error.
 */
export function useUsernameForm(currentUsername: string | null) {
  const form = useForm<UsernameDraft>({
    name: 'username',
    initialValues: { username: '' },
    validate: usernameRules,
    validateInputOnChange: true,
    validateDebounce: USERNAME_CHECK_DELAY_MS,
  });
  const availability = useUsernameAvailability(form.values.username, currentUsername);

  const handleServerError = (error: unknown) => {
    const message = getUsernameServerError(error);
    if (message) form.setFieldError('username', message);
  };

  return { form, availability, handleServerError };
}
