import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const AdminUserPage = lazyScreen(() => import('../features/admin/components/AdminUserPage'), 'AdminUserPage');
const TrustScoreCard = lazyScreen(() => import('../features/profiles/components/TrustScoreCard'), 'TrustScoreCard');

/** One account for administrators; anyone else is turned away by the screen, as on the admin panel. */
export const adminUserRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/users/$userId',
  loader: async ({ context: { queryClient, user }, params: { userId } }) => {
    if (!user) return;
    if (user.role !== 'admin' || !user.twoFactorEnabled) {
      await AdminUserPage.preload?.();
      return;
    }
    const [{ loadAdminUser }] = await Promise.all([
      import('../features/admin/loaders'),
      AdminUserPage.preload?.(),
      TrustScoreCard.preload?.(),
    ]);
    await loadAdminUser(queryClient, userId);
  },
  component: AdminUserScreen,
});

function AdminUserScreen() {
  const user = useSignedInUser();
  const { userId } = adminUserRoute.useParams();
  return (
    <>
      <AppHeader title="Admin Panel" withHomeButton />
      <AdminUserPage viewer={user} userId={userId} renderTrustScore={(account) => <TrustScoreCard profile={account} />} />
    </>
  );
}
