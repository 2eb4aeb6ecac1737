import { Card, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { Component } from 'react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/links';
import { isSecondFactorMissing } from '../second-factor';

type SecondFactorGateState = { error: unknown };

/**
 * Shows what to do instead of the panel when the server refuses the administrator for want of a
 * second factor; any other failure goes on to the route's error screen.
 */
export class SecondFactorGate extends Component<{ children: ReactNode }, SecondFactorGateState> {
  state: SecondFactorGateState = { error: null };

  static getDerivedStateFromError(error: unknown): SecondFactorGateState {
    return { error };
  }

  render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Thrown again from here, it reaches the boundary above.
    if (!isSecondFactorMissing(error)) throw error;
    return <SecondFactorRequired />;
  }
}

export function SecondFactorRequired() {
  return (
    <Container size="sm" py="xl">
      <Card>
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon variant="light" size="xl" radius="xl">
            <IconShieldLock size={24} aria-hidden />
          </ThemeIcon>
          <Title order={2} size="h3">
            Set up two-factor sign-in to use the admin panel
          </Title>
          <Text c="dimmed">
            Administrators sign in with a password and a code from an authenticator app. Once it is set up, the admin panel opens.
          </Text>
          <ButtonLink to="/settings" hash="two-factor">
            Set up two-factor sign-in
          </ButtonLink>
        </Stack>
      </Card>
    </Container>
  );
}
