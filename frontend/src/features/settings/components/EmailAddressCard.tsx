import { Alert, Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { User } from '../../../api/types';
import { LIMITS } from '../../../lib/limits';
import { emailChangeSentMessage, useChangeEmail } from '../hooks/useAccountEmail';
import { useEmailForm } from '../hooks/useEmailForm';
import type { EmailDraft } from '../hooks/useEmailForm';

export type EmailAddressCardProps = {
  user: Pick<User, 'email' | 'emailVerified'>;
};

/**
 * The account's address and whether it is confirmed, and a change of address: proven by the
 * password, and made only once the link sent to the new address is opened.
 */
export function EmailAddressCard({ user }: EmailAddressCardProps) {
  const { form, handleServerError } = useEmailForm(user.email);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const change = useChangeEmail({
    onSent: (sentTo) => {
      setPendingEmail(sentTo);
      form.reset();
    },
    onFieldError: handleServerError,
  });

  const handleValid = ({ newEmail, currentPassword }: EmailDraft) => change.mutate({ newEmail: newEmail.trim(), currentPassword });

  return (
    <Card>
      <Title order={2} size="h4">
        Email address
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        Where we send password reset links and notifications.
      </Text>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {user.emailVerified ? (
            <IconCircleCheck size={20} color="var(--mantine-color-green-filled)" aria-hidden style={{ flexShrink: 0 }} />
          ) : (
            <IconAlertCircle size={20} color="var(--mantine-color-yellow-filled)" aria-hidden style={{ flexShrink: 0 }} />
          )}
          <Text style={{ overflowWrap: 'anywhere' }}>
            {user.emailVerified ? `${user.email} is confirmed.` : `${user.email} is not confirmed yet: open the link we sent to it.`}
          </Text>
        </Group>
        {pendingEmail && (
          <Alert color="blue" variant="light" role="status" style={{ overflowWrap: 'anywhere' }}>
            {emailChangeSentMessage(pendingEmail)}
          </Alert>
        )}
        <form onSubmit={form.onSubmit(handleValid)} noValidate>
          <Stack gap="sm">
            {/* For password managers: the account the password belongs to. */}
            <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
            <TextInput
              label="New email"
              type="email"
              autoComplete="email"
              maxLength={LIMITS.account.email}
              {...form.getInputProps('newEmail')}
            />
            {/* Not 'Current password': the password card below has that field. */}
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              maxLength={LIMITS.account.password}
              {...form.getInputProps('currentPassword')}
              // Mantine marks a TextInput invalid for assistive technology, but not a PasswordInput.
              aria-invalid={form.errors.currentPassword ? true : undefined}
            />
            <Group>
              <Button type="submit" loading={change.isPending}>
                Change email
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
