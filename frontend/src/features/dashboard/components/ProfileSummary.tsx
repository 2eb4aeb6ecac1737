import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { User } from '../../../api/types';
import { UserAvatar } from '../../../components/UserAvatar';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { useSwitchRole } from '../hooks/useSwitchRole';

export type ProfileSummaryProps = {
  user: User;
};

export function ProfileSummary({ user }: ProfileSummaryProps) {
  const switchRole = useSwitchRole();
  const nextRole = user.role === 'freelancer' ? 'client' : 'freelancer';

  const handleSwitchRole = () => switchRole.mutate(nextRole);

  return (
    <Card>
      <Group justify="space-between" align="center">
        <Group gap="md" wrap="nowrap">
          <UserAvatar firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} size={64} />
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} size="h3">
                {user.firstName} {user.lastName}
              </Title>
              {user.isVerified && <VerifiedBadge />}
            </Group>
            <Text c="dimmed">@{user.username}</Text>
          </Stack>
        </Group>
        {user.role !== 'admin' && (
          <Button variant="default" onClick={handleSwitchRole} loading={switchRole.isPending}>
            {nextRole === 'client' ? 'Switch to Client' : 'Switch to Worker'}
          </Button>
        )}
      </Group>
    </Card>
  );
}
