import { ActionIcon, Button, Container, Group, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LOGOUT_URL } from '../api/navigation';
import { IconHome, IconLogout, IconSettings } from './icons';
import { ThemeToggle } from './ThemeToggle';

export type AppHeaderProps = {
  title: string;
  /** Shows a button back to the home page. */
  withHomeButton?: boolean;
};

/** The header of every signed-in screen. */
export function AppHeader({ title, withHomeButton = false }: AppHeaderProps) {
  return (
    <header style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {withHomeButton && (
              <ActionIcon component={Link} to="/" variant="subtle" size="lg" aria-label="Home">
                <IconHome size={20} />
              </ActionIcon>
            )}
            <Title order={1} size="h3">
              {title}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon component={Link} to="/settings" variant="default" size="lg" aria-label="Settings">
              <IconSettings size={18} />
            </ActionIcon>
            <ThemeToggle />
            <Button component="a" href={LOGOUT_URL} variant="default" leftSection={<IconLogout size={16} />}>
              Log Out
            </Button>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
