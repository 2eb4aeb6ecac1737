import { Box, Group, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ThemeToggle } from './ThemeToggle';

type SessionScreenFrameProps = {
  children: ReactNode;
};

/**
 * The screens outside the app's frame (sign-in, sign-out, the pages email links open): one card
 * in the middle of the page, the theme choice above it.
 */
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
