import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../api/types';
import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { useRefreshCurrentUser, useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { portfolioQueryOptions, profileQueryOptions, reviewsQueryOptions } from '../features/profiles/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const ProfilePage = lazyScreen(() => import('../features/profiles/components/ProfilePage'), 'ProfilePage');
const ReportButton = lazyScreen(() => import('../features/moderation/components/ReportButton'), 'ReportButton');

/** The profile of `userId`, the signed-in user's own without one. */
async function loadProfile(queryClient: QueryClient, viewer: User | null, userId?: string) {
  if (!viewer) return;
  const id = userId ?? viewer.id;
  const [profile] = await Promise.all([
    queryClient.ensureQueryData(profileQueryOptions(id)),
    ProfilePage.preload?.(),
    ReportButton.preload?.(),
  ]);
  // Not awaited: the profile shows at once, its portfolio and reviews as they arrive.
  if (profile) {
    void queryClient.prefetchQuery(portfolioQueryOptions(id));
    void queryClient.prefetchInfiniteQuery(reviewsQueryOptions(id));
  }
}

export const profileRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/profile',
  loader: ({ context: { queryClient, user } }) => loadProfile(queryClient, user),
  component: OwnProfileScreen,
});

export const userProfileRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/profile/$userId',
  loader: ({ context: { queryClient, user }, params: { userId } }) => loadProfile(queryClient, user, userId),
  component: UserProfileScreen,
});

function OwnProfileScreen() {
  const user = useSignedInUser();
  return <ProfileScreen userId={user.id} />;
}

function UserProfileScreen() {
  const { userId } = userProfileRoute.useParams();
  return <ProfileScreen userId={userId} />;
}

function ProfileScreen({ userId }: { userId: string }) {
  const user = useSignedInUser();
  const refreshCurrentUser = useRefreshCurrentUser();
  return (
    <>
      <AppHeader title="Profile" withHomeButton />
      <ProfilePage
        key={userId}
        userId={userId}
        viewer={user}
        onProfileChanged={refreshCurrentUser}
        renderReportButton={(profile, name) => <ReportButton reportType="user" targetId={profile.id} subject={name} fullWidth mt="xs" />}
      />
    </>
  );
}
