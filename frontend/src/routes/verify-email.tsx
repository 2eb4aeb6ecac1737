import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useCurrentUser, useRefreshCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { validateLinkTokenSearch } from '../lib/link-token';
import { rootRoute } from './root';

// Not part of the landing page's download; the loader fetches it for this screen.
const VerifyEmailPage = lazyRouteComponent(() => import('../features/account-links/components/VerifyEmailPage'), 'VerifyEmailPage');

export const verifyEmailRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/verify-email',
  validateSearch: validateLinkTokenSearch,
  loader: () => VerifyEmailPage.preload?.(),
  component: VerifyEmailScreen,
});

/** Where the confirmation email's link leads, signed out or in. */
function VerifyEmailScreen() {
  const { token } = verifyEmailRoute.useSearch();
  const { data: user } = useCurrentUser();
  // The app's banner asks for confirmation until the user is fetched again.
  const refreshCurrentUser = useRefreshCurrentUser();
  const visitor = user ? { email: user.email, emailVerified: user.emailVerified } : null;
  return <VerifyEmailPage token={token} visitor={visitor} onVerified={refreshCurrentUser} />;
}
