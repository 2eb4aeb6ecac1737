import { Container, Stack } from '@mantine/core';
import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { useRefreshCurrentUser, useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { blockedUsersQueryOptions } from '../features/messaging/api';
import { signedInRoute } from './signed-in';
import { browser } from '../lib/browser';
import { lazyScreen } from '../lib/lazy-screen';

// Downloaded with the screen's data by the loader below, not with the landing page's code.
const AccountCard = lazyScreen(() => import('../features/settings/components/AccountCard'), 'AccountCard');
const EmailAddressCard = lazyScreen(() => import('../features/settings/components/EmailAddressCard'), 'EmailAddressCard');
const NotificationsCard = lazyScreen(() => import('../features/settings/components/NotificationsCard'), 'NotificationsCard');
const YourDataCard = lazyScreen(() => import('../features/settings/components/YourDataCard'), 'YourDataCard');
const InvitationSettingCard = lazyScreen(() => import('../features/invitations/components/InvitationSettingCard'), 'InvitationSettingCard');
const BlockedUsersCard = lazyScreen(() => import('../features/messaging/components/BlockedUsersCard'), 'BlockedUsersCard');
const PasswordCard = lazyScreen(() => import('../features/settings/components/PasswordCard'), 'PasswordCard');
const SessionsCard = lazyScreen(() => import('../features/settings/components/SessionsCard'), 'SessionsCard');
const TwoFactorCard = lazyScreen(() => import('../features/settings/components/TwoFactorCard'), 'TwoFactorCard');
const ProfilePictureCard = lazyScreen(() => import('../features/profiles/components/ProfilePictureCard'), 'ProfilePictureCard');
const ProfileVisibilityCard = lazyScreen(() => import('../features/profiles/components/ProfileVisibilityCard'), 'ProfileVisibilityCard');
const UsernameSettingsCard = lazyScreen(() => import('../features/username/components/UsernameSettingsCard'), 'UsernameSettingsCard');

export const settingsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/settings',
  loader: async ({ context: { queryClient, user } }) => {
    if (!user) return;
    // Not awaited: the account settings show at once, the sessions, email settings and blocked
    // users as they arrive. Sessions start and end in other browsers, and no server event says so:
    // fetched on each visit; so are the email settings, which an email's unsubscribe link changes.
    void queryClient.prefetchInfiniteQuery(blockedUsersQueryOptions());
    // The settings' calls come with the screen's code, not with the first screen's.
    void import('../features/settings/api').then(
      ({ emailPreferencesQueryOptions, sessionsQueryOptions, twoFactorQueryOptions }) => {
        void queryClient.prefetchQuery({ ...sessionsQueryOptions(), staleTime: 0 });
        void queryClient.prefetchQuery({ ...emailPreferencesQueryOptions(), staleTime: 0 });
        // Recovery codes are used up signing in elsewhere, and the factor may be turned off in another tab.
        void queryClient.prefetchQuery({ ...twoFactorQueryOptions(), staleTime: 0 });
      },
      // Only a head start: the cards import the same code, and a failed download is theirs to show
      // on the route's error screen (decision 0050), not an unhandled rejection.
      () => undefined,
    );
    await Promise.all([
      ProfilePictureCard.preload?.(),
      ProfileVisibilityCard.preload?.(),
      AccountCard.preload?.(),
      EmailAddressCard.preload?.(),
      PasswordCard.preload?.(),
      TwoFactorCard.preload?.(),
      SessionsCard.preload?.(),
      NotificationsCard.preload?.(),
      InvitationSettingCard.preload?.(),
      UsernameSettingsCard.preload?.(),
      BlockedUsersCard.preload?.(),
      YourDataCard.preload?.(),
    ]);
  },
  component: SettingsScreen,
});

function SettingsScreen() {
  const user = useSignedInUser();
  const refreshCurrentUser = useRefreshCurrentUser();

  const handleUsernameUpdated = () => refreshCurrentUser();

  // A full page load of the sign-in page, which says the account was deleted, leaves nothing of it
  // in the page (YourDataCard forgot its drafts and noted why the session ended).
  const handleAccountDeleted = () => browser.assign('/login');

  return (
    <>
      <AppHeader title="Settings" withHomeButton />
      <Container size="md" py="xl">
        <Stack gap="lg">
          <ProfilePictureCard user={user} onUpdated={refreshCurrentUser} />
          <UsernameSettingsCard user={user} onUpdated={handleUsernameUpdated} />
          <ProfileVisibilityCard user={user} onSaved={refreshCurrentUser} />
          <AccountCard user={user} />
          <EmailAddressCard user={user} />
          <PasswordCard email={user.email} />
          <TwoFactorCard email={user.email} onTurnedOnOrOff={refreshCurrentUser} />
          <SessionsCard />
          <NotificationsCard />
          {user.role === 'freelancer' && <InvitationSettingCard />}
          <BlockedUsersCard />
          <YourDataCard user={user} onAccountDeleted={handleAccountDeleted} />
        </Stack>
      </Container>
    </>
  );
}
