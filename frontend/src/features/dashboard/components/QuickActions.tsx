import { Button, Card, SimpleGrid, Title } from '@mantine/core';
import { linkOptions } from '@tanstack/react-router';
import type { LinkOptions } from '@tanstack/react-router';
import type { User } from '../../../api/types';
import { ButtonLink } from '../../../components/links';

/** An app screen (`link`), or a page that is not a screen of the app yet (`href`). */
type QuickAction = { label: string } & ({ link: LinkOptions } | { href: string });

export function getQuickActions(user: Pick<User, 'role' | 'isVerified'>): QuickAction[] {
  const byRole: Record<User['role'], QuickAction[]> = {
    freelancer: [
      { label: 'Browse Jobs', link: linkOptions({ to: '/jobs' }) },
      { label: 'Post My Availability', link: linkOptions({ to: '/jobs/new', search: { type: 'seeking' } }) },
      { label: 'My Applications', link: linkOptions({ to: '/applications' }) },
      ...(user.isVerified ? [] : [{ label: 'Get Verified', link: linkOptions({ to: '/verification' }) }]),
    ],
    client: [
      { label: 'Post a Job', link: linkOptions({ to: '/jobs/new' }) },
      { label: 'My Jobs', link: linkOptions({ to: '/my-jobs' }) },
      { label: 'Find Freelancers', href: '/freelancers' },
    ],
    admin: [
      { label: 'Review Verifications', link: linkOptions({ to: '/admin/verifications' }) },
      { label: 'Manage Reports', link: linkOptions({ to: '/admin/reports' }) },
    ],
  };
  return [...byRole[user.role], { label: 'Messages', link: linkOptions({ to: '/messages' }) }];
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
        {getQuickActions(user).map((action, index) => {
          const variant = index === 0 ? 'filled' : 'default';
          return 'link' in action ? (
            <ButtonLink key={action.label} {...action.link} variant={variant} fullWidth>
              {action.label}
            </ButtonLink>
          ) : (
            <Button key={action.label} component="a" href={action.href} variant={variant} fullWidth>
              {action.label}
            </Button>
          );
        })}
      </SimpleGrid>
    </Card>
  );
}
