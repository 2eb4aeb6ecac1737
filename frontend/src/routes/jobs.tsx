import { useQuery } from '@tanstack/react-query';
import { createRoute, redirect, useNavigate } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { SignInRequired } from '../components/SignInRequired';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { jobSearchQueryOptions } from '../features/jobs/api';
import { savedSearchNewMatchesQueryOptions } from '../features/saved-searches/api';
import { openSavedSearchOrStay, SAVED_SEARCH_SIGN_IN_MESSAGE } from '../features/saved-searches/open-saved-search';
import { validateJobSearchParams } from '../lib/jobs-search';
import type { JobSearchParams } from '../lib/jobs-search';
import { validateSavedSearchMarks } from '../lib/saved-search-marks';
import type { SavedSearchMarks } from '../lib/saved-search-marks';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const BrowseJobsPage = lazyScreen(() => import('../features/jobs/components/BrowseJobsPage'), 'BrowseJobsPage');
// Only a signed-in user saves a search.
const SaveSearchButton = lazyScreen(() => import('../features/saved-searches/components/SaveSearchButton'), 'SaveSearchButton');

export const jobsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/jobs',
  // The landing page's search and category links lead here.
  // A visitor reads it too: the public job board (decision 0061).
  staticData: { signInMessage: 'Please log in to search jobs', openToVisitors: true },
  validateSearch: (raw: Record<string, unknown>): JobSearchParams & SavedSearchMarks => ({
    ...validateJobSearchParams(raw),
    ...validateSavedSearchMarks(raw),
  }),
  // A saved search's link (the digest email's): its filters and `since` replace it in the address.
  beforeLoad: async ({ search, context: { queryClient, user } }) => {
    if (!search.savedSearch || !user) return;
    const destination = await openSavedSearchOrStay(queryClient, search.savedSearch, '/jobs');
    throw destination.to === '/jobs'
      ? redirect({ to: destination.to, search: destination.search, replace: true })
      : redirect({ to: destination.to, search: destination.search, replace: true });
  },
  // The marks of new posts are not part of the search.
  loaderDeps: ({ search: { since: _since, savedSearch: _savedSearch, ...params } }) => params,
  loader: async ({ context: { queryClient, user }, deps }) => {
    // Not awaited: the page shows the filters at once and the results as they arrive.
    void queryClient.prefetchInfiniteQuery(jobSearchQueryOptions(deps));
    await Promise.all([BrowseJobsPage.preload?.(), user && SaveSearchButton.preload?.()]);
  },
  component: BrowseJobsScreen,
});

function BrowseJobsScreen() {
  const { data: user = null } = useCurrentUser();
  const { since, savedSearch, ...params } = jobsRoute.useSearch();
  const navigate = useNavigate({ from: jobsRoute.fullPath });
  // The posts the saved search's visit named as new since `since`; after a reload, posts are marked by their date alone.
  const { data: newMatchIds } = useQuery(savedSearchNewMatchesQueryOptions(since));

  // A visitor who follows a saved search's link signs in first, then comes back to it.
  if (savedSearch && !user) return <SignInRequired message={SAVED_SEARCH_SIGN_IN_MESSAGE} returnTo={`/jobs?savedSearch=${savedSearch}`} />;

  // A new search leaves the saved one's marks behind.
  const handleParamsChange = (next: JobSearchParams) => {
    void navigate({ search: next });
  };

  return (
    <>
      <AppHeader title="Browse Jobs" withHomeButton />
      <BrowseJobsPage
        viewer={user}
        params={params}
        onParamsChange={handleParamsChange}
        newSince={since}
        newMatchIds={newMatchIds}
        saveSearch={user && <SaveSearchButton search={{ kind: 'jobs', params }} />}
      />
    </>
  );
}
