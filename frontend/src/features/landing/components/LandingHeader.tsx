import { Button, Container, Group, Text } from '@mantine/core';
import { LOGIN_URL } from '../../../api/navigation';
import { IconShieldCheck } from '@tabler/icons-react';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { SIGN_UP_URL } from './sign-up-url';

export function LandingHeader() {
  return (
    <header style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={8} wrap="nowrap" c="blue">
            <IconShieldCheck size={26} />
            <Text fw={800} fz="xl" c="var(--mantine-color-text)" visibleFrom="xs">
              VerifiedWork
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <ThemeToggle />
            <Button component="a" href={LOGIN_URL} variant="subtle" px="sm">
              Log In
            </Button>
            <Button component="a" href={SIGN_UP_URL} px="sm">
              Get Started
            </Button>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
