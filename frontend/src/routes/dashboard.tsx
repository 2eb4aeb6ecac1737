import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { currentUserQueryOptions } from '../features/auth/api';
import { useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { dashboardStatsQueryOptions, recentActivityQueryOptions } from '../features/dashboard/api';
import { DashboardPage } from '../features/dashboard/components/DashboardPage';
import { rootRoute } from './root';

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: async ({ context: { queryClient } }) => {
    const user = await queryClient.ensureQueryData(currentUserQueryOptions());
    if (!user?.username) return;
    await Promise.all([
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
