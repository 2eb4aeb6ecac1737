import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { User } from '../../../api/types';
import { useUsernameAvailability } from '../hooks/useUsernameAvailability';
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
  const [value, setValue] = useState('');
  const availability = useUsernameAvailability(value, user.username);
  const change = useChangeUsername({
    onSuccess: (updated) => {
      setValue('');
      return onUpdated(updated);
    },
  });
  const blockedUntil = getUsernameChangeBlockedUntil(user);
  const canSubmit = availability.status === 'available' && value.length > 0 && !change.isPending && !blockedUntil;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit) change.mutate(value);
  };

  return (
    <Card>
      <Title order={2} size="h4">
        Username
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        Your unique name on VerifiedWork. It can be changed once every 7 days.
      </Text>
      <form onSubmit={handleSubmit}>
        <Stack gap="sm">
          <Group gap={6}>
            <Text fz="sm" c="dimmed">
              Current username:
            </Text>
            <Text fz="sm" fw={600} data-testid="current-username">
              @{user.username}
            </Text>
          </Group>
          <UsernameField
            value={value}
            onChange={setValue}
            availability={availability}
            disabled={blockedUntil !== null}
            placeholder="new_username"
          />
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
