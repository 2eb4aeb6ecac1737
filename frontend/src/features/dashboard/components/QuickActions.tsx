import { Button, Card, SimpleGrid, Title } from '@mantine/core';
import type { User } from '../../../api/types';

type QuickAction = { label: string; href: string };

export function getQuickActions(user: Pick<User, 'role' | 'isVerified'>): QuickAction[] {
  const byRole: Record<User['role'], QuickAction[]> = {
    freelancer: [
      { label: 'Browse Jobs', href: '/jobs' },
      { label: 'Post My Availability', href: '/jobs/new?type=seeking' },
      { label: 'My Applications', href: '/applications' },
      ...(user.isVerified ? [] : [{ label: 'Get Verified', href: '/verification' }]),
    ],
    client: [
      { label: 'Post a Job', href: '/jobs/new' },
      { label: 'My Jobs', href: '/my-jobs' },
      { label: 'Find Freelancers', href: '/freelancers' },
    ],
    admin: [
      { label: 'Review Verifications', href: '/admin/verifications' },
      { label: 'Manage Reports', href: '/admin/reports' },
    ],
  };
  return [...byRole[user.role], { label: 'Messages', href: '/messages' }];
}

export type QuickActionsProps = {
  user: User;
};

export function QuickActions({ user }: QuickActionsProps) {
  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        Quick Actions
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {getQuickActions(user).map((action, index) => (
          <Button key={action.href} component="a" href={action.href} variant={index === 0 ? 'filled' : 'default'} fullWidth>
            {action.label}
          </Button>
        ))}
      </SimpleGrid>
    </Card>
  );
}
