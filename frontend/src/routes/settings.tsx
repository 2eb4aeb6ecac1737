import { Container, Stack } from '@mantine/core';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { ensureUserWithUsername } from '../features/auth/api';
import { useRefreshCurrentUser, useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { blockedUsersQueryOptions } from '../features/messaging/api';
import { signedInRoute } from './signed-in';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const AccountCard = lazyRouteComponent(() => import('../features/settings/components/AccountCard'), 'AccountCard');
const BlockedUsersCard = lazyRouteComponent(() => import('../features/messaging/components/BlockedUsersCard'), 'BlockedUsersCard');
const ProfilePictureCard = lazyRouteComponent(() => import('../features/profiles/components/ProfilePictureCard'), 'ProfilePictureCard');
const UsernameSettingsCard = lazyRouteComponent(
  () => import('../features/username/components/UsernameSettingsCard'),
  'UsernameSettingsCard',
);

export const settingsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/settings',
  loader: async ({ context: { queryClient } }) => {
    if (!(await ensureUserWithUsername(queryClient))) return;
    // Not awaited: the account settings show at once, the blocked users as they arrive.
    void queryClient.prefetchInfiniteQuery(blockedUsersQueryOptions());
    await Promise.all([
      ProfilePictureCard.preload?.(),
      AccountCard.preload?.(),
      UsernameSettingsCard.preload?.(),
      BlockedUsersCard.preload?.(),
    ]);
  },
  component: SettingsScreen,
});

function SettingsScreen() {
  const user = useSignedInUser();
  const refreshCurrentUser = useRefreshCurrentUser();

  const handleUsernameUpdated = () => refreshCurrentUser();

  return (
    <>
      <AppHeader title="Settings" withHomeButton />
      <Container size="md" py="xl">
        <Stack gap="lg">
          <ProfilePictureCard user={user} onUpdated={refreshCurrentUser} />
          <UsernameSettingsCard user={user} onUpdated={handleUsernameUpdated} />
          <AccountCard user={user} />
          <BlockedUsersCard />
        </Stack>
      </Container>
    </>
  );
}
