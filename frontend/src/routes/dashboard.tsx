import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../api/types';
import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { dashboardStatsQueryOptions, recentActivityQueryOptions } from '../features/dashboard/api';
import { feedQueryOptions } from '../features/dashboard/feed-api';
import { adminQueuesQueryOptions } from '../lib/admin-queues';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const DashboardPage = lazyScreen(() => import('../features/dashboard/components/DashboardPage'), 'DashboardPage');

/** The queues' counts (the navigation reads the same query); none without a second factor, which the panel needs. */
async function loadAdminWork(queryClient: QueryClient, user: User): Promise<void> {
  if (user.twoFactorEnabled) await queryClient.ensureQueryData(adminQueuesQueryOptions());
}

export const dashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/',
  loader: async ({ context: { queryClient, user } }) => {
    if (!user) return;
    await Promise.all([
      DashboardPage.preload?.(),
      // An administrator's dashboard shows the work queues instead of a member's figures.
      user.role === 'admin' ? loadAdminWork(queryClient, user) : queryClient.ensureQueryData(dashboardStatsQueryOptions()),
      queryClient.ensureQueryData(recentActivityQueryOptions()),
      // Read beside the rest, but a failure leaves the dashboard standing: the card says so.
      user.role === 'admin' ? undefined : queryClient.prefetchQuery(feedQueryOptions()),
    ]);
  },
  component: DashboardScreen,
});

function DashboardScreen() {
  const user = useSignedInUser();
  return (
    <>
      <AppHeader title="Dashboard" />
      <DashboardPage user={user} />
    </>
  );
}
