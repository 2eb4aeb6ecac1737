import { createRoute, Navigate, redirect } from '@tanstack/react-router';
import { currentUserQueryOptions } from '../features/auth/api';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { rootRoute } from './root';
import { lazyScreen } from '../lib/lazy-screen';

// Not part of the landing page's download; the loader fetches it for this screen.
const LogoutScreen = lazyScreen(() => import('../features/auth/components/LogoutScreen'), 'LogoutScreen');

export const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/logout',
  // Nobody signed in, nothing to end: the landing page, before any of the screen loads; the server
  // answers such a page with a redirect (decision 0083).
  beforeLoad: ({ context: { queryClient } }) => {
    if (queryClient.getQueryData(currentUserQueryOptions().queryKey) === null) throw redirect({ to: '/', replace: true });
  },
  loader: () => LogoutScreen.preload?.(),
  component: LogoutRouteScreen,
});

/** Confirms a sign-out link from another site; with no session there is nothing to end. */
function LogoutRouteScreen() {
  const { data: user } = useCurrentUser();
  if (!user) return <Navigate to="/" replace />;
  return <LogoutScreen />;
}
