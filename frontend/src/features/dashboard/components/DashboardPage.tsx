import { Container, SimpleGrid, Stack } from '@mantine/core';
import { Suspense } from 'react';
import type { User } from '../../../api/types';
import { PageLoader } from '../../../components/PageLoader';
import { AdminWork } from './AdminWork';
import { FeedCard } from './FeedCard';
import { ProfileSummary } from './ProfileSummary';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { StatCards } from './StatCards';

export type DashboardPageProps = {
  user: User;
};

export function DashboardPage({ user }: DashboardPageProps) {
  return (
    <Container size="lg" py="xl">
      <Suspense fallback={<PageLoader />}>
        <Stack gap="lg">
          <ProfileSummary user={user} />
          {user.role === 'admin' ? <AdminWork user={user} /> : <StatCards user={user} />}
          {user.role !== 'admin' && <FeedCard role={user.role} />}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <QuickActions user={user} />
            <RecentActivity />
          </SimpleGrid>
        </Stack>
      </Suspense>
    </Container>
  );
}
