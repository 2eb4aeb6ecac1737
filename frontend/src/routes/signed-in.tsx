import { createRoute, Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { SignInRequired } from '../components/SignInRequired';
import { ensureUserWithUsername } from '../features/auth/api';
import { useCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { LandingScreen } from './landing';
import { rootRoute } from './root';
import { lazyScreen } from '../lib/lazy-screen';
import { useReturnAddress } from '../lib/use-return-address';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The toast a signed-out visitor sees on the way to sign-in, where the spec names one. */
    signInMessage?: string;
    /** The screen reads for a visitor too (decision 0061: the public job board and profiles), in the visitor's frame. */
    openToVisitors?: boolean;
  }
}

/** The toast of a signed-in screen without a message of its own. */
export const DEFAULT_SIGN_IN_MESSAGE = 'Please log in to continue';

// The signed-in frame (AppShell, navigation, drawer) is not part of the landing page's download.
const loadFrame = () => import('../app/AppLayout');
const AppLayout = lazyScreen(loadFrame, 'AppLayout');
// A visitor's frame on the public screens: the logo, the public links, Sign in and Create account.
const VisitorLayout = lazyScreen(() => import('../app/VisitorLayout'), 'VisitorLayout');

/**
 * The parent of every screen of the signed-in route table. A signed-out visitor who opens one
 * (a link from a notification or an email) is sent to sign-in and brought back; `/` has a
 * signed-out screen of its own, the landing page, and the screens marked `openToVisitors` (the
 * job board, a job, a profile, the freelancers) show to the visitor in the visitor's frame. Paths that match no screen never get here:
 * they are the root's not-found screen.
 */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  // The one check of the user for every screen below, before any loader runs: theirs and this
  // one read `context.user`, null when signed out or before a username is chosen (then they load
  // nothing: the screen asks to sign in, or the root shows the username setup).
  beforeLoad: async ({ context: { queryClient }, matches }) => ({
    user: await ensureUserWithUsername(queryClient),
    openToVisitors: matches.at(-1)?.staticData?.openToVisitors === true,
  }),
  loader: async ({ context: { queryClient, user, openToVisitors } }) => {
    if (!user) {
      if (openToVisitors) await VisitorLayout.preload?.();
      return;
    }
    // The frame's own data, fetched with the screen's rather than after the frame has drawn: a
    // screen drawn on the server then needs one render (decision 0042).
    (await loadFrame()).prefetchFrameData(queryClient);
    await AppLayout.preload?.();
  },
  component: SignedInFrame,
});

/**
 * The frame of the screen: the signed-in one, or for a visitor the landing page, the visitor's
 * frame or the way to sign in. Only the visitor's branch reads the address: the signed-in frame
 * would otherwise redraw whole (navigation, bell, menus) at every filter tap, which changes only
 * the address's search.
 */
function SignedInFrame() {
  const { data: user } = useCurrentUser();
  if (user) {
    return (
      <AppLayout user={user}>
        <Outlet />
      </AppLayout>
    );
  }
  return <VisitorFrame />;
}

function VisitorFrame() {
  // The address the drawn matches belong to: while the next screen loads, `state.location` is
  // already its address but the matches are still the last screen's, and a visitor leaving the
  // landing page would be read as opening a signed-in screen and sent to sign-in.
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  const staticData = useMatches({ select: (matches) => matches.at(-1)?.staticData });

  if (pathname === '/') return <LandingScreen />;
  if (staticData?.openToVisitors) {
    return (
      <VisitorLayout>
        <Outlet />
      </VisitorLayout>
    );
  }
  return <SignInRequiredHere message={staticData?.signInMessage ?? DEFAULT_SIGN_IN_MESSAGE} />;
}

/** The way to sign in, coming back to this address, search included. */
function SignInRequiredHere({ message }: { message: string }) {
  const here = useReturnAddress();
  return <SignInRequired message={message} returnTo={here} />;
}
