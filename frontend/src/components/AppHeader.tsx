import { ActionIcon, Container, Group, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

export type AppHeaderProps = {
  title: string;
  /** Shows a button back to the home page. */
  withHomeButton?: boolean;
};

/**
 * The page's own header, under the app's frame (AppLayout holds settings, theme and Log Out):
 * the title, and a home button where the spec has one. Nothing shares its row, so a long title
 * wraps on itself, never under buttons.
 */
export function AppHeader({ title, withHomeButton = false }: AppHeaderProps) {
  return (
    <Container size="lg" pt="lg" pb="xs">
      <Group gap="sm" wrap="nowrap" align="center">
        {withHomeButton && (
          <ActionIcon component={Link} to="/" variant="subtle" size="lg" aria-label="Home">
            <IconHome size={20} />
          </ActionIcon>
        )}
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
      </Group>
    </Container>
  );
}
