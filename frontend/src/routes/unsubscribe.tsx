import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { unsubscribeLinkQueryOptions } from '../features/account-links/api';
import { validateLinkTokenSearch } from '../lib/link-token';
import { rootRoute } from './root';

// Not part of the landing page's download; the loader fetches it for this screen.
const UnsubscribePage = lazyRouteComponent(() => import('../features/account-links/components/UnsubscribePage'), 'UnsubscribePage');

export const unsubscribeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/unsubscribe',
  validateSearch: validateLinkTokenSearch,
  loaderDeps: ({ search: { token } }) => ({ token }),
  loader: async ({ context: { queryClient }, deps: { token } }) => {
    // Not awaited: a link that does not work is the page's to explain, not the router's error screen.
    if (token) void queryClient.prefetchQuery(unsubscribeLinkQueryOptions(token));
    await UnsubscribePage.preload?.();
  },
  component: UnsubscribeScreen,
});

/** Where an email's unsubscribe link leads, signed out or in. */
function UnsubscribeScreen() {
  const { token } = unsubscribeRoute.useSearch();
  return <UnsubscribePage token={token} />;
}
