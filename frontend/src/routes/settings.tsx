import { Container, Stack } from '@mantine/core';
import { createRoute } from '@tanstack/react-router';
import { AppHeader } from '../components/AppHeader';
import { useRefreshCurrentUser, useSignedInUser } from '../features/auth/hooks/useCurrentUser';
import { AccountCard } from '../features/settings/components/AccountCard';
import { UsernameSettingsCard } from '../features/username/components/UsernameSettingsCard';
import { rootRoute } from './root';

export const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
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
          <UsernameSettingsCard user={user} onUpdated={handleUsernameUpdated} />
          <AccountCard user={user} />
        </Stack>
      </Container>
    </>
  );
}
