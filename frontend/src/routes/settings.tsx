import { Container, Stack } from '@mantine/core';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { ensureUserWithUsername } from '../features/auth/api';
import { useRefreshCurrentUser, useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { blockedUsersQueryOptions } from '../features/messaging/api';
import { sessionsQueryOptions } from '../features/settings/api';
import { signedInRoute } from './signed-in';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const AccountCard = lazyRouteComponent(() => import('../features/settings/components/AccountCard'), 'AccountCard');
const BlockedUsersCard = lazyRouteComponent(() => import('../features/messaging/components/BlockedUsersCard'), 'BlockedUsersCard');
const PasswordCard = lazyRouteComponent(() => import('../features/settings/components/PasswordCard'), 'PasswordCard');
const SessionsCard = lazyRouteComponent(() => import('../features/settings/components/SessionsCard'), 'SessionsCard');
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
    // Not awaited: the account settings show at once, the sessions and blocked users as they arrive.
    // Sessions start and end in other browsers, and no server event says so: fetched on each visit.
    void queryClient.prefetchQuery({ ...sessionsQueryOptions(), staleTime: 0 });
    void queryClient.prefetchInfiniteQuery(blockedUsersQueryOptions());
    await Promise.all([
      ProfilePictureCard.preload?.(),
      AccountCard.preload?.(),
      PasswordCard.preload?.(),
      SessionsCard.preload?.(),
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
          <PasswordCard email={user.email} />
          <SessionsCard />
          <BlockedUsersCard />
        </Stack>
      </Container>
    </>
  );
}
