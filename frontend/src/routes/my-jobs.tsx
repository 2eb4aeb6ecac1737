import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { ensureUserWithUsername } from '../features/auth/api';
import { useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { clientJobsQueryOptions } from '../features/jobs/api';
import { MyJobsPage } from '../features/jobs/components/MyJobsPage';
import { rootRoute } from './root';

export const myJobsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/my-jobs',
  loader: async ({ context: { queryClient } }) => {
    const user = await ensureUserWithUsername(queryClient);
    if (!user) return;
    await queryClient.ensureQueryData(clientJobsQueryOptions(user.id));
  },
  component: MyJobsScreen,
});

function MyJobsScreen() {
  const user = useSignedInUser();
  return (
    <>
      <AppHeader title="My Posted Jobs" withHomeButton />
      <MyJobsPage userId={user.id} />
    </>
  );
}
