import { createRoute, useNavigate } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { freelancersQueryOptions } from '../features/profiles/api';
import type { FreelancerParamsChangeOptions } from '../features/profiles/components/FreelancersPage';
import { validateFreelancerSearchParams } from '../lib/freelancers-search';
import type { FreelancerSearchParams } from '../lib/freelancers-search';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const FreelancersPage = lazyScreen(() => import('../features/profiles/components/FreelancersPage'), 'FreelancersPage');

export const freelancersRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/freelancers',
  // A visitor reads it too (decision 0061): the people who show their profile to everyone.
  staticData: { openToVisitors: true },
  validateSearch: validateFreelancerSearchParams,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) => {
    // Not awaited: the search box shows at once, the cards as they arrive.
    void queryClient.prefetchInfiniteQuery(freelancersQueryOptions(deps));
    await FreelancersPage.preload?.();
  },
  component: FreelancersScreen,
});

function FreelancersScreen() {
  const { data: user = null } = useCurrentUser();
  const params = freelancersRoute.useSearch();
  const navigate = useNavigate({ from: freelancersRoute.fullPath });

  const handleParamsChange = (next: FreelancerSearchParams, options?: FreelancerParamsChangeOptions) => {
    void navigate({ search: next, replace: options?.replace });
  };

  return (
    <>
      <AppHeader title="Find Service Providers" withHomeButton />
      <FreelancersPage viewer={user} params={params} onParamsChange={handleParamsChange} />
    </>
  );
}
