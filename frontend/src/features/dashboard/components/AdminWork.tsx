import { Card, Stack, Text, Title } from '@mantine/core';
import type { User } from '../../../api/types';
import { ButtonLink } from '../../../components/links';
import { AdminQueueCards } from '../../../components/AdminQueueCards';

/**
 * An administrator's dashboard shows the work waiting for them, not a member's figures: every
 * queue's count, live. Without a second factor the queues are closed to them, and it says so.
 */
export function AdminWork({ user }: { user: User }) {
  if (!user.twoFactorEnabled) {
    return (
      <Card>
        <Stack gap="xs" align="flex-start">
          <Title order={2} size="h4">
            Work waiting for administrators
          </Title>
          <Text c="dimmed">Set up two-factor sign-in to see the queues and act on them.</Text>
          <ButtonLink to="/settings" hash="two-factor" variant="light">
            Set up two-factor sign-in
          </ButtonLink>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Work waiting for administrators
      </Title>
      <AdminQueueCards />
    </Stack>
  );
}
