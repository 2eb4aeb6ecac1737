import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { currentUserQueryOptions } from '../features/auth/api';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { LandingScreen } from './landing';
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
      // A failed sign-in check leaves the visitor signed out; the root screen handles that state.
    }
  },
  component: AppShell,
  notFoundComponent: NotFoundScreen,
});

/** Chooses the screens by authentication state: landing, username setup, or the signed-in routes. */
function AppShell() {
  const { data: user } = useCurrentUser();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  if (!user) return pathname === '/' ? <LandingScreen /> : <NotFoundScreen />;
  if (user.username === null) return <UsernameSetupScreen />;
  return <Outlet />;
}
