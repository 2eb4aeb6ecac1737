import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { AnchorLink } from '../../../components/links';
import { SessionScreenFrame } from '../../../components/SessionScreenFrame';
import { browser } from '../../../lib/browser';
import { signOut } from '../api';
import { sortServerErrors } from '../server-errors';

/**
 * Where GET /api/logout sends a sign-out link followed from another site: nothing ends until the
 * user confirms here. Then a full page load of the home page, which starts signed out.
 */
export function LogoutScreen() {
  const signOutMutation = useMutation({
    mutationFn: signOut,
    onSuccess: () => browser.assign('/'),
  });

  const handleSignOut = () => signOutMutation.mutate();

  const errorMessage = signOutMutation.isError ? sortServerErrors(signOutMutation.error, []).other : null;

  return (
    <SessionScreenFrame>
      <Stack gap="md">
        <Title order={1} size="h2">
          Sign out of VerifiedWork?
        </Title>
        <Text c="dimmed">You followed a sign-out link. Confirm to end your session on this device.</Text>
        {errorMessage && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage}
          </Alert>
        )}
        {/* Stays busy after success too, while the browser loads the home page. */}
        <Button fullWidth onClick={handleSignOut} loading={signOutMutation.isPending || signOutMutation.isSuccess}>
          Sign out
        </Button>
        <AnchorLink to="/" size="sm" ta="center">
          Stay signed in
        </AnchorLink>
      </Stack>
    </SessionScreenFrame>
  );
}
