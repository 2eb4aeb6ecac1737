import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { currentUserQueryOptions } from '../features/auth/api';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { NotFoundScreen } from './not-found';
import { UsernameSetupScreen } from './username-setup';

export type RouterContext = {
  queryClient: QueryClient;
};

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  loader: async ({ context: { queryClient } }) => {
    try {
      await queryClient.ensureQueryData(currentUserQueryOptions());
    } catch {
      // A failed sign-in check leaves the visitor signed out; the screens handle that state.
    }
  },
  component: AppRoot,
  notFoundComponent: NotFoundScreen,
});

const SESSION_SCREEN_PATHS = new Set(['/login', '/logout']);

/** The pages email links open, and the request for a reset link: they work before a username is chosen too. */
const EMAIL_LINK_PATHS = new Set(['/forgot-password', '/reset-password', '/verify-email', '/confirm-email', '/unsubscribe']);

/** The information pages (Terms, Privacy, Help, Contact): readable before a username is chosen too. */
const INFO_PAGE_PATHS = new Set(['/terms', '/privacy', '/help', '/contact']);

/**
 * A signed-in user without a username sees the username setup on every path but the sign-in and
 * sign-out screens (spec section 2), the pages email links open and the information pages. Otherwise the routes apply:
 * the signed-in screens (routes/signed-in.tsx decide what a signed-out visitor gets there), the
 * session screens, the email links' pages, and the not-found screen for any other path, signed in
 * or out.
 */
function AppRoot() {
  const { data: user } = useCurrentUser();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  if (
    user &&
    user.username === null &&
    !SESSION_SCREEN_PATHS.has(pathname) &&
    !EMAIL_LINK_PATHS.has(pathname) &&
    !INFO_PAGE_PATHS.has(pathname)
  ) {
    return <UsernameSetupScreen />;
  }
  return <Outlet />;
}
