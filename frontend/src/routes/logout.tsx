import { createRoute, Navigate } from '@tanstack/react-router';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { rootRoute } from './root';
import { lazyScreen } from '../lib/lazy-screen';

// Not part of the landing page's download; the loader fetches it for this screen.
const LogoutScreen = lazyScreen(() => import('../features/auth/components/LogoutScreen'), 'LogoutScreen');

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  loader: () => LogoutScreen.preload?.(),
  component: LogoutRouteScreen,
});

/** Confirms a sign-out link from another site; with no session there is nothing to end. */
function LogoutRouteScreen() {
  const { data: user } = useCurrentUser();
  if (!user) return <Navigate to="/" replace />;
  return <LogoutScreen />;
}
