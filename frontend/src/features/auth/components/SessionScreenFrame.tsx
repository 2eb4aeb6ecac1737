import { Box, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ThemeToggle } from '../../../components/ThemeToggle';

type SessionScreenFrameProps = {
  children: ReactNode;
};

/** The sign-in and sign-out screens: one card in the middle of the page, the theme choice above it. */
export function SessionScreenFrame({ children }: SessionScreenFrameProps) {
  return (
    <Box component="main" mih="100dvh" px="md" py="xl" style={{ display: 'grid', placeItems: 'center' }}>
      <Stack w="100%" maw={440} gap="sm">
        <Group justify="flex-end">
          <ThemeToggle />
        </Group>
        <Paper withBorder radius="lg" p={{ base: 'lg', xs: 'xl' }}>
          {children}
        </Paper>
      </Stack>
    </Box>
  );
}
