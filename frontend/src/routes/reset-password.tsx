import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useRefreshCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { validateLinkTokenSearch } from '../lib/link-token';
import { rootRoute } from './root';

// Not part of the landing page's download; the loader fetches it for this screen.
const ResetPasswordPage = lazyRouteComponent(() => import('../features/account-links/components/ResetPasswordPage'), 'ResetPasswordPage');

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: validateLinkTokenSearch,
  loader: () => ResetPasswordPage.preload?.(),
  component: ResetPasswordScreen,
});

/** Where a password reset email's link leads, signed out or in. */
function ResetPasswordScreen() {
  const { token } = resetPasswordRoute.useSearch();
  // Every session of the account ended: this browser's too, when it was signed in to it.
  const refreshCurrentUser = useRefreshCurrentUser();
  return <ResetPasswordPage token={token} onPasswordReset={refreshCurrentUser} />;
}
