import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent, Outlet, useRouterState } from '@tanstack/react-router';
import { SignInRequired } from '../components/SignInRequired';
import { currentUserQueryOptions } from '../features/auth/api';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { LandingScreen } from './landing';
import { NotFoundScreen } from './not-found';
import { UsernameSetupScreen } from './username-setup';

// The signed-in frame (AppShell, navigation, drawer) is not part of the landing page's download.
const AppLayout = lazyRouteComponent(() => import('../components/AppLayout'), 'AppLayout');

export type RouterContext = {
  queryClient: QueryClient;
};

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  loader: async ({ context: { queryClient } }) => {
    try {
      await queryClient.ensureQueryData(currentUserQueryOptions());
    } catch {
      // A failed sign-in check leaves the visitor signed out; the root screen handles that state.
    }
  },
  component: AppShell,
  notFoundComponent: NotFoundScreen,
});

const SESSION_SCREEN_PATHS = new Set(['/login', '/logout']);

/**
 * What a signed-out visitor who follows a job link is told before signing in (spec section 6);
 * the landing page's search and category links lead here. Other paths are not found.
 */
function signInMessageFor(pathname: string): string | null {
  if (pathname === '/jobs') return 'Please log in to search jobs';
  if (pathname.startsWith('/jobs/')) return 'Please log in to view job details';
  if (/^\/contracts\/[^/]+\/review\/?$/.test(pathname)) return 'Please log in to leave a review';
  return null;
}

/** Chooses the screens by authentication state: landing, username setup, or the signed-in routes. */
function AppShell() {
  const { data: user } = useCurrentUser();
  const location = useRouterState({ select: (state) => state.location });
  const { pathname } = location;

  // The sign-in and sign-out screens stand alone in every state; each handles who may see it.
  if (SESSION_SCREEN_PATHS.has(pathname)) return <Outlet />;
  if (!user) {
    if (pathname === '/') return <LandingScreen />;
    const message = signInMessageFor(pathname);
    return message ? <SignInRequired message={message} returnTo={`${pathname}${location.searchStr}`} /> : <NotFoundScreen />;
  }
  if (user.username === null) return <UsernameSetupScreen />;
  return (
    <AppLayout user={user}>
      <Outlet />
    </AppLayout>
  );
}
