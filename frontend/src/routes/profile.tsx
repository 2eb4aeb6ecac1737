import type { QueryClient } from '@tanstack/react-query';
import type { User } from '../api/types';
import { createRoute } from '@tanstack/react-router';
import { IconFlag } from '@tabler/icons-react';
import { AppHeader } from '../components/AppHeader';
import { SignUpPromptLink } from '../components/SignUpPromptLink';
import { useCurrentUser, useRefreshCurrentUser, useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { portfolioQueryOptions, profileQueryOptions, reviewsQueryOptions } from '../features/profiles/api';
import { signedInRoute } from './signed-in';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const ProfilePage = lazyScreen(() => import('../features/profiles/components/ProfilePage'), 'ProfilePage');
const ReportButton = lazyScreen(() => import('../features/moderation/components/ReportButton'), 'ReportButton');

/** The profile of `userId`, the signed-in user's own without one; a visitor's only with one (decision 0061). */
async function loadProfile(queryClient: QueryClient, viewer: User | null, userId?: string) {
  const id = userId ?? viewer?.id;
  if (!id) return;
  const [profile] = await Promise.all([
    queryClient.ensureQueryData(profileQueryOptions(id)),
    ProfilePage.preload?.(),
    ReportButton.preload?.(),
  ]);
  // Not awaited: the profile shows at once, its portfolio and reviews as they arrive. Reviews are
  // for members: a visitor's call would be refused.
  if (profile) {
    void queryClient.prefetchQuery(portfolioQueryOptions(id));
    if (viewer) void queryClient.prefetchInfiniteQuery(reviewsQueryOptions(id));
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
  // A visitor reads it too, when its owner shows it to everyone (decision 0061).
  staticData: { openToVisitors: true },
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
  const { data: user = null } = useCurrentUser();
  const refreshCurrentUser = useRefreshCurrentUser();
  return (
    <>
      <AppHeader title="Profile" withHomeButton />
      <ProfilePage
        key={userId}
        userId={userId}
        viewer={user}
        onProfileChanged={refreshCurrentUser}
        renderReportButton={(profile, name) =>
          user ? (
            <ReportButton reportType="user" targetId={profile.id} subject={name} fullWidth mt="xs" />
          ) : (
            <SignUpPromptLink
              next={`/profile/${profile.id}`}
              reason="report"
              variant="default"
              size="xs"
              fullWidth
              mt="xs"
              leftSection={<IconFlag size={14} aria-hidden />}
            >
              Report user
            </SignUpPromptLink>
          )
        }
      />
    </>
  );
}
