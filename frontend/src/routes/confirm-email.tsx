import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useCurrentUser, useRefreshCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { validateLinkTokenSearch } from '../lib/link-token';
import { rootRoute } from './root';

// Not part of the landing page's download; the loader fetches it for this screen.
const ConfirmEmailChangePage = lazyRouteComponent(
  () => import('../features/account-links/components/ConfirmEmailChangePage'),
  'ConfirmEmailChangePage',
);

export const confirmEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/confirm-email',
  validateSearch: validateLinkTokenSearch,
  loader: () => ConfirmEmailChangePage.preload?.(),
  component: ConfirmEmailScreen,
});

/** Where the link sent to a new address leads, signed out or in. */
function ConfirmEmailScreen() {
  const { token } = confirmEmailRoute.useSearch();
  const { data: user } = useCurrentUser();
  // Settings and the banner show the account's address: fetched again once it changed.
  const refreshCurrentUser = useRefreshCurrentUser();
  return <ConfirmEmailChangePage token={token} signedIn={!!user} onConfirmed={refreshCurrentUser} />;
}
