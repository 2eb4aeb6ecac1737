import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { dashboardStatsQueryOptions, recentActivityQueryOptions } from '../features/dashboard/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const DashboardPage = lazyScreen(() => import('../features/dashboard/components/DashboardPage'), 'DashboardPage');

export const dashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/',
  loader: async ({ context: { queryClient, user } }) => {
    if (!user) return;
    await Promise.all([
      DashboardPage.preload?.(),
      queryClient.ensureQueryData(dashboardStatsQueryOptions()),
      queryClient.ensureQueryData(recentActivityQueryOptions()),
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
