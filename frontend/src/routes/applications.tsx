import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { ensureUserWithUsername } from '../features/auth/api';
import { myApplicationsQueryOptions } from '../features/jobs/api';
import { MyApplicationsPage } from '../features/jobs/components/MyApplicationsPage';
import { rootRoute } from './root';

export const myApplicationsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/applications',
  loader: async ({ context: { queryClient } }) => {
    if (!(await ensureUserWithUsername(queryClient))) return;
    await queryClient.ensureQueryData(myApplicationsQueryOptions());
  },
  component: MyApplicationsScreen,
});

function MyApplicationsScreen() {
  return (
    <>
      <AppHeader title="My Applications" withHomeButton />
      <MyApplicationsPage />
    </>
  );
}
