import { Alert, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { getErrorMessage, getFieldErrors, isApiError } from '../../../api/errors';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { SessionScreenFrame } from '../../../components/SessionScreenFrame';
import { LIMITS, PASSWORD_RULE } from '../../../lib/limits';
import { resetPassword } from '../api';
import { INCOMPLETE_LINK_MESSAGE, UNREACHABLE_MESSAGE } from '../messages';

export const PASSWORD_RESET_MESSAGE = 'Password changed. Sign in with your new password.';

type ResetPasswordDraft = { password: string };

export type ResetPasswordPageProps = {
  /** The reset link's token (?token=). */
  token: string | undefined;
  /** After the password changed: every session of the account ended, so the user is fetched again. */
  onPasswordReset?: () => void | Promise<void>;
};

/** The refusal of a token that is unknown, expired, used, or dead since the password changed. */
function isLinkRefused(error: unknown): boolean {
  return isApiError(error, 400) && error.body?.code === 'IDENTITY.LINK_INVALID';
}

/** Where a password reset link leads: a new password, under the sign-up rule, then sign in with it. */
export function ResetPasswordPage({ token, onPasswordReset }: ResetPasswordPageProps) {
  const form = useForm<ResetPasswordDraft>({
    name: 'reset-password',
    initialValues: { password: '' },
    validate: { password: (value) => (value.trim() === '' ? 'New password is required' : null) },
  });
  const reset = useMutation({
    mutationFn: ({ password }: ResetPasswordDraft) => resetPassword({ token: token ?? '', password }),
    onSuccess: () => onPasswordReset?.(),
    onError: (error) => form.setErrors(getFieldErrors(error, ['password'])),
  });

  const linkRefused = !token || (reset.isError && isLinkRefused(reset.error));
  const fieldErrorShown = reset.isError && Object.keys(getFieldErrors(reset.error, ['password'])).length > 0;
  const formError = reset.isError && !linkRefused && !fieldErrorShown ? getErrorMessage(reset.error, UNREACHABLE_MESSAGE) : null;

  const showForm = !linkRefused && !reset.isSuccess;
  let content;
  if (linkRefused) {
    content = (
      <>
        <Alert color="red" variant="light" role="alert">
          {token ? getErrorMessage(reset.error) : INCOMPLETE_LINK_MESSAGE}
        </Alert>
        <ButtonLink to="/forgot-password" fullWidth>
          Ask for a new link
        </ButtonLink>
      </>
    );
  } else if (reset.isSuccess) {
    content = (
      <>
        <Alert color="green" variant="light" role="status">
          {PASSWORD_RESET_MESSAGE}
        </Alert>
        <ButtonLink to="/login" fullWidth>
          Sign in
        </ButtonLink>
      </>
    );
  } else {
    content = (
      <form onSubmit={form.onSubmit((draft) => reset.mutate(draft))} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            maxLength={LIMITS.account.password}
            description={PASSWORD_RULE}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('password')}
            // Mantine marks a TextInput invalid for assistive technology, but not a PasswordInput.
            aria-invalid={form.errors.password ? true : undefined}
          />
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <Button type="submit" fullWidth mt="xs" loading={reset.isPending}>
            Change password
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <SessionScreenFrame>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Choose a new password
          </Title>
          {showForm && <Text c="dimmed">Changing it signs your account out everywhere.</Text>}
        </div>
        {content}
        {!reset.isSuccess && (
          <AnchorLink to="/login" size="sm" ta="center">
            Back to sign in
          </AnchorLink>
        )}
      </Stack>
    </SessionScreenFrame>
  );
}
