import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { rootRoute } from './root';

// Not part of the landing page's download; the loader fetches it for this screen.
const ForgotPasswordPage = lazyRouteComponent(
  () => import('../features/account-links/components/ForgotPasswordPage'),
  'ForgotPasswordPage',
);

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  loader: () => ForgotPasswordPage.preload?.(),
  component: ForgotPasswordScreen,
});

/** Asks for a password reset link, signed out or in (then starting from the account's address). */
function ForgotPasswordScreen() {
  const { data: user } = useCurrentUser();
  return <ForgotPasswordPage defaultEmail={user?.email} />;
}
