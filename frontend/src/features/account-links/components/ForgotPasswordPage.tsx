import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { getErrorMessage, getFieldErrors } from '../../../api/errors';
import { AnchorLink } from '../../../components/links';
import { SessionScreenFrame } from '../../../components/SessionScreenFrame';
import { LIMITS } from '../../../lib/limits';
import { requestPasswordReset } from '../api';
import { UNREACHABLE_MESSAGE } from '../messages';

type ForgotPasswordDraft = { email: string };

export type ForgotPasswordPageProps = {
  /** The signed-in account's address, to start from; empty when signed out. */
  defaultEmail?: string;
};

/**
 * Asks for a link to choose a new password. The server answers the same whether or not the address
 * has an account, and this page shows that answer as it is.
 */
export function ForgotPasswordPage({ defaultEmail = '' }: ForgotPasswordPageProps) {
  const form = useForm<ForgotPasswordDraft>({
    name: 'forgot-password',
    initialValues: { email: defaultEmail },
    validate: { email: (value) => (value.trim() === '' ? 'Email is required' : null) },
  });
  const request = useMutation({
    mutationFn: ({ email }: ForgotPasswordDraft) => requestPasswordReset(email.trim()),
    onError: (error) => form.setErrors(getFieldErrors(error, ['email'])),
  });

  // A refusal about the address stands under the field; any other (a rate limit) above the button.
  const fieldErrorShown = request.isError && Object.keys(getFieldErrors(request.error, ['email'])).length > 0;
  const formError = request.isError && !fieldErrorShown ? getErrorMessage(request.error, UNREACHABLE_MESSAGE) : null;

  return (
    <SessionScreenFrame>
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            Reset your password
          </Title>
          <Text c="dimmed">Enter the email address of your account and we will send it a link to choose a new password.</Text>
        </div>
        {request.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {request.data.message}
          </Alert>
        ) : (
          <form onSubmit={form.onSubmit((draft) => request.mutate(draft))} noValidate>
            <Stack gap="sm">
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                maxLength={LIMITS.account.email}
                {...form.getInputProps('email')}
              />
              {formError && (
                <Alert color="red" variant="light" role="alert">
                  {formError}
                </Alert>
              )}
              <Button type="submit" fullWidth mt="xs" loading={request.isPending}>
                Send reset link
              </Button>
            </Stack>
          </form>
        )}
        <AnchorLink to="/login" size="sm" ta="center">
          Back to sign in
        </AnchorLink>
      </Stack>
    </SessionScreenFrame>
  );
}
