import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { defaultInvitationBox, invitationsQueryOptions } from '../features/invitations/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const InvitationsPage = lazyScreen(() => import('../features/invitations/components/InvitationsPage'), 'InvitationsPage');

export const invitationsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/invitations',
  loader: async ({ context: { queryClient, user } }) => {
    if (!user) return;
    await Promise.all([
      InvitationsPage.preload?.(),
      queryClient.ensureInfiniteQueryData(invitationsQueryOptions(defaultInvitationBox(user.role))),
    ]);
  },
  component: InvitationsScreen,
});

function InvitationsScreen() {
  const user = useSignedInUser();
  return (
    <>
      <AppHeader title="Invitations" withHomeButton />
      <InvitationsPage role={user.role} />
    </>
  );
}
