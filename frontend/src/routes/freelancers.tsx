import { useQuery } from '@tanstack/react-query';
import { createRoute, redirect, useNavigate } from '@tanstack/react-router';
import { SignInRequired } from '../components/SignInRequired';
import { AppHeader } from '../components/AppHeader';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { freelancersQueryOptions } from '../features/profiles/api';
import { savedSearchNewMatchesQueryOptions } from '../features/saved-searches/api';
import { openSavedSearchOrStay, SAVED_SEARCH_SIGN_IN_MESSAGE } from '../features/saved-searches/open-saved-search';
import type { FreelancerParamsChangeOptions } from '../features/profiles/components/FreelancersPage';
import { validateFreelancerSearchParams } from '../lib/freelancers-search';
import { validateSavedSearchMarks } from '../lib/saved-search-marks';
import type { SavedSearchMarks } from '../lib/saved-search-marks';
import type { FreelancerSearchParams } from '../lib/freelancers-search';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const FreelancersPage = lazyScreen(() => import('../features/profiles/components/FreelancersPage'), 'FreelancersPage');
// Only a signed-in user saves a search.
const SaveSearchButton = lazyScreen(() => import('../features/saved-searches/components/SaveSearchButton'), 'SaveSearchButton');

export const freelancersRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/freelancers',
  // A visitor reads it too (decision 0061): the people who show their profile to everyone.
  staticData: { openToVisitors: true },
  validateSearch: (raw: Record<string, unknown>): FreelancerSearchParams & SavedSearchMarks => ({
    ...validateFreelancerSearchParams(raw),
    ...validateSavedSearchMarks(raw),
  }),
  // A saved search's link (the digest email's): its filters and `since` replace it in the address.
  beforeLoad: async ({ search, context: { queryClient, user } }) => {
    if (!search.savedSearch || !user) return;
    const destination = await openSavedSearchOrStay(queryClient, search.savedSearch, '/freelancers');
    throw destination.to === '/jobs'
      ? redirect({ to: destination.to, search: destination.search, replace: true })
      : redirect({ to: destination.to, search: destination.search, replace: true });
  },
  // The marks of new freelancers are not part of the search.
  loaderDeps: ({ search: { since: _since, savedSearch: _savedSearch, ...params } }) => params,
  loader: async ({ context: { queryClient, user }, deps }) => {
    // Not awaited: the search box shows at once, the cards as they arrive.
    void queryClient.prefetchInfiniteQuery(freelancersQueryOptions(deps));
    await Promise.all([FreelancersPage.preload?.(), user && SaveSearchButton.preload?.()]);
  },
  component: FreelancersScreen,
});

function FreelancersScreen() {
  const { data: user = null } = useCurrentUser();
  const { since, savedSearch, ...params } = freelancersRoute.useSearch();
  const navigate = useNavigate({ from: freelancersRoute.fullPath });
  // The ids the saved search's visit named as new since `since`; none after a reload.
  const { data: newMatchIds } = useQuery(savedSearchNewMatchesQueryOptions(since));

  // A visitor who follows a saved search's link signs in first, then comes back to it.
  if (savedSearch && !user) {
    return <SignInRequired message={SAVED_SEARCH_SIGN_IN_MESSAGE} returnTo={`/freelancers?savedSearch=${savedSearch}`} />;
  }

  // A new search leaves the saved one's marks behind.
  const handleParamsChange = (next: FreelancerSearchParams, options?: FreelancerParamsChangeOptions) => {
    void navigate({ search: next, replace: options?.replace });
  };

  return (
    <>
      <AppHeader title="Find Service Providers" withHomeButton />
      <FreelancersPage
        viewer={user}
        params={params}
        onParamsChange={handleParamsChange}
        newMatchIds={newMatchIds}
        saveSearch={user && <SaveSearchButton search={{ kind: 'freelancers', params }} />}
      />
    </>
  );
}
