import { createRoute, useNavigate } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { jobSearchQueryOptions } from '../features/jobs/api';
import { validateJobSearchParams } from '../lib/jobs-search';
import type { JobSearchParams } from '../lib/jobs-search';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const BrowseJobsPage = lazyScreen(() => import('../features/jobs/components/BrowseJobsPage'), 'BrowseJobsPage');

export const jobsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/jobs',
  // The landing page's search and category links lead here.
  // A visitor reads it too: the public job board (decision 0061).
  staticData: { signInMessage: 'Please log in to search jobs', openToVisitors: true },
  validateSearch: validateJobSearchParams,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    // Not awaited: the page shows the filters at once and the results as they arrive.
    void queryClient.prefetchInfiniteQuery(jobSearchQueryOptions(deps));
    await BrowseJobsPage.preload?.();
  },
  component: BrowseJobsScreen,
});

function BrowseJobsScreen() {
  const { data: user = null } = useCurrentUser();
  const params = jobsRoute.useSearch();
  const navigate = useNavigate({ from: jobsRoute.fullPath });

  const handleParamsChange = (next: JobSearchParams) => {
    void navigate({ search: next });
  };

  return (
    <>
      <AppHeader title="Browse Jobs" withHomeButton />
      <BrowseJobsPage viewer={user} params={params} onParamsChange={handleParamsChange} />
    </>
  );
}
