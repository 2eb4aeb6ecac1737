import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { myApplicationsQueryOptions } from '../features/jobs/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const MyApplicationsPage = lazyScreen(() => import('../features/jobs/components/MyApplicationsPage'), 'MyApplicationsPage');
const SafetyNotice = lazyScreen(() => import('../features/safety/components/SafetyNotice'), 'SafetyNotice');

export const myApplicationsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/applications',
  loader: async ({ context: { queryClient, user } }) => {
    if (!user) return;
    await Promise.all([
      MyApplicationsPage.preload?.(),
      SafetyNotice.preload?.(),
      queryClient.ensureInfiniteQueryData(myApplicationsQueryOptions()),
    ]);
  },
  component: MyApplicationsScreen,
});

function MyApplicationsScreen() {
  return (
    <>
      <AppHeader title="My Applications" withHomeButton />
      <MyApplicationsPage renderSafetyNotice={(target) => <SafetyNotice {...target} />} />
    </>
  );
}
