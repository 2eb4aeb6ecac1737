import { Button, Card, Center, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { LOGOUT_URL } from '../api/navigation';
import { ThemeToggle } from '../components/ThemeToggle';
import { useRefreshCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { lazyScreen } from '../lib/lazy-screen';

// Most visitors never see this form: its code is fetched when the screen shows.
const UsernameSetupForm = lazyScreen(() => import('../features/username/components/UsernameSetupForm'), 'UsernameSetupForm');

/** Shown on every path to signed-in users who have not chosen a username yet. */
export function UsernameSetupScreen() {
  const refreshCurrentUser = useRefreshCurrentUser();
  const router = useRouter();

  // Once the user has a username the routes apply on this very path (the link followed before
  // signing up, the dashboard after a plain sign-up); its loaders skipped the data until now.
  const handleComplete = async () => {
    await refreshCurrentUser();
    await router.invalidate();
  };

  return (
    <Container size="xs" py="md">
      <Group justify="flex-end" gap="xs">
        <ThemeToggle />
        <Button component="a" href={LOGOUT_URL} variant="default">
          Log Out
        </Button>
      </Group>
      <Center mih="70vh">
        <Card w="100%" p="xl">
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                Choose your username
              </Title>
              <Text c="dimmed" mt={4}>
                Your username is how others find and recognise you on VerifiedWork. Pick one to continue; you can change it later in
                Settings, once every 7 days.
              </Text>
            </div>
            <UsernameSetupForm onComplete={handleComplete} />
          </Stack>
        </Card>
      </Center>
    </Container>
  );
}
