import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { clientJobsQueryOptions } from '../features/jobs/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const MyJobsPage = lazyScreen(() => import('../features/jobs/components/MyJobsPage'), 'MyJobsPage');

export const myJobsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/my-jobs',
  loader: async ({ context: { queryClient, user } }) => {
    if (!user) return;
    await Promise.all([MyJobsPage.preload?.(), queryClient.ensureInfiniteQueryData(clientJobsQueryOptions(user.id))]);
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
