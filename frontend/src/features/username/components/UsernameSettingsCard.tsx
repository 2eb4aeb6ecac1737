import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { User } from '../../../api/types';
import { useUsernameForm } from '../hooks/useUsernameForm';
import type { UsernameDraft } from '../hooks/useUsernameForm';
import { useChangeUsername } from '../hooks/useUsernameMutations';
import { UsernameField } from './UsernameField';

/** When the weekly limit still blocks a change, the date it lifts; otherwise null. */
export function getUsernameChangeBlockedUntil(user: Pick<User, 'usernameChangeAllowedAt'>, now = new Date()): Date | null {
  if (!user.usernameChangeAllowedAt) return null;
  const allowedAt = new Date(user.usernameChangeAllowedAt);
  return allowedAt.getTime() > now.getTime() ? allowedAt : null;
}

export type UsernameSettingsCardProps = {
  user: User;
  /** Called after the username changed; the card stays busy until a returned promise settles. */
  onUpdated: (user: User) => void | Promise<void>;
};

export function UsernameSettingsCard({ user, onUpdated }: UsernameSettingsCardProps) {
  const { form, availability, handleServerError } = useUsernameForm(user.username);
  const change = useChangeUsername({
    onSuccess: (updated) => {
      form.reset();
      return onUpdated(updated);
    },
  });
  const blockedUntil = getUsernameChangeBlockedUntil(user);
  const canSubmit = availability.status === 'available' && !change.isPending && !blockedUntil;

  const handleValid = ({ username }: UsernameDraft) => {
    if (canSubmit) change.mutate(username, { onError: handleServerError });
  };

  return (
    <Card>
      <Title order={2} size="h4">
        Username
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        Your unique name on VerifiedWork. It can be changed once every 7 days.
      </Text>
      <form onSubmit={form.onSubmit(handleValid)} noValidate>
        <Stack gap="sm">
          <Group gap={6}>
            <Text fz="sm" c="dimmed">
              Current username:
            </Text>
            <Text fz="sm" fw={600} data-testid="current-username">
              @{user.username}
            </Text>
          </Group>
          <UsernameField form={form} availability={availability} disabled={blockedUntil !== null} placeholder="new_username" />
          {blockedUntil && (
            <Text fz="sm" c="orange">
              You can change your username again on {blockedUntil.toLocaleDateString()}
            </Text>
          )}
          <Group>
            <Button type="submit" disabled={!canSubmit} loading={change.isPending}>
              Update Username
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
