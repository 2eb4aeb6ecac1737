import { Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { LIMITS, PASSWORD_RULE } from '../../../lib/limits';
import { useChangePassword } from '../hooks/useAccountSecurity';
import { usePasswordForm } from '../hooks/usePasswordForm';
import type { PasswordDraft } from '../hooks/usePasswordForm';

export type PasswordCardProps = {
  /** The account's email: the username a password manager files the new password under. */
  email: string;
};

/** Changes the password, proving the current one; every other session of the account ends. */
export function PasswordCard({ email }: PasswordCardProps) {
  const { form, handleServerError } = usePasswordForm();
  const change = useChangePassword({ onSuccess: () => form.reset(), onFieldError: handleServerError });

  const handleValid = (values: PasswordDraft) => change.mutate(values);

  return (
    <Card>
      <Title order={2} size="h4">
        Password
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        Changing it signs you out everywhere else.
      </Text>
      <form onSubmit={form.onSubmit(handleValid)} noValidate>
        <Stack gap="sm">
          {/* For password managers: which account the new password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            maxLength={LIMITS.account.password}
            {...form.getInputProps('currentPassword')}
            // Mantine marks a TextInput invalid for assistive technology, but not a PasswordInput.
            aria-invalid={form.errors.currentPassword ? true : undefined}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            maxLength={LIMITS.account.password}
            description={PASSWORD_RULE}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('newPassword')}
            aria-invalid={form.errors.newPassword ? true : undefined}
          />
          <Group>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
