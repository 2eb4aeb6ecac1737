import { Box, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AnchorLink } from '../../../components/links';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { LandingFooter } from './LandingFooter';

export type InfoPageFrameProps = {
  title: string;
  /** One sentence under the title: what the page is for. */
  intro: string;
  children: ReactNode;
};

/**
 * The frame of the pages anyone may read, signed out or in (Terms, Privacy, Help, Contact): the
 * name leading home, the theme choice, the page, and the landing page's footer with its links.
 */
export function InfoPageFrame({ title, intro, children }: InfoPageFrameProps) {
  return (
    <Box mih="100vh">
      <header style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <AnchorLink to="/" underline="never" c="var(--mantine-color-text)">
              <Group gap={8} wrap="nowrap">
                <IconShieldCheck size={26} color="var(--mantine-color-blue-filled)" aria-hidden />
                <Text component="span" fw={800} fz="xl">
                  VerifiedWork
                </Text>
              </Group>
            </AnchorLink>
            <ThemeToggle />
          </Group>
        </Container>
      </header>
      <Container component="main" size="sm" py="xl">
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1}>{title}</Title>
            <Text c="dimmed">{intro}</Text>
          </Stack>
          {children}
        </Stack>
      </Container>
      <LandingFooter />
    </Box>
  );
}

/** One titled part of an information page. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A plain list of points. */
export function InfoList({ items }: { items: ReactNode[] }) {
  return (
    <List spacing={6}>
      {items.map((item, index) => (
        <List.Item key={index}>{item}</List.Item>
      ))}
    </List>
  );
}
