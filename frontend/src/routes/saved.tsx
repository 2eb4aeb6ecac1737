import { createRoute, useNavigate } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import type { SavedTab } from '../features/discovery/components/SavedPage';
import { lazyScreen } from '../lib/lazy-screen';
import { savedFreelancersQueryOptions, savedJobsQueryOptions } from '../lib/saved-items';
import { signedInRoute } from './signed-in';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const SavedPage = lazyScreen(() => import('../features/discovery/components/SavedPage'), 'SavedPage');

export const savedRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/saved',
  staticData: { signInMessage: 'Please log in to see what you saved' },
  validateSearch: (search: Record<string, unknown>): { tab?: SavedTab } => (search.tab === 'freelancers' ? { tab: 'freelancers' } : {}),
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'jobs' }),
  loader: async ({ context: { queryClient, user }, deps: { tab } }) => {
    if (!user) return;
    await Promise.all([
      SavedPage.preload?.(),
      tab === 'jobs'
        ? queryClient.ensureInfiniteQueryData(savedJobsQueryOptions())
        : queryClient.ensureInfiniteQueryData(savedFreelancersQueryOptions()),
    ]);
  },
  component: SavedScreen,
});

function SavedScreen() {
  const { tab = 'jobs' } = savedRoute.useSearch();
  const navigate = useNavigate();
  return (
    <>
      <AppHeader title="Saved" withHomeButton />
      <SavedPage tab={tab} onTabChange={(next) => void navigate({ to: '/saved', search: next === 'jobs' ? {} : { tab: next } })} />
    </>
  );
}
