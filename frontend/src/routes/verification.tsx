import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { myVerificationQueryOptions } from '../features/verification/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const VerificationPage = lazyScreen(() => import('../features/verification/components/VerificationPage'), 'VerificationPage');

export const verificationRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/verification',
  loader: async ({ context: { queryClient, user } }) => {
    if (!user) return;
    await Promise.all([VerificationPage.preload?.(), queryClient.ensureQueryData(myVerificationQueryOptions())]);
  },
  component: VerificationScreen,
});

function VerificationScreen() {
  const user = useSignedInUser();
  return (
    <>
      <AppHeader title="Identity Verification" withHomeButton />
      <VerificationPage user={user} />
    </>
  );
}
