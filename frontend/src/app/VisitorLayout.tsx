import { Box, Group, NavLink } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ButtonLink } from '../components/links';
import { Logo } from '../components/Logo';
import { isActiveItem } from '../components/navigation';
import { ThemeToggle } from '../components/ThemeToggle';
import { useReturnAddress } from '../lib/use-return-address';

/** What a visitor may read without an account (decision 0061). */
const VISITOR_LINKS = [
  { label: 'Browse Jobs', to: '/jobs' },
  { label: 'Find Freelancers', to: '/freelancers' },
] as const;

export type VisitorLayoutProps = {
  children: ReactNode;
};

/**
 * The frame of the public screens (the job board, a job, a profile, the freelancers) for a visitor
 * who is not signed in: the logo, the public links, the theme, and Sign in and Create account, both
 * coming back to this page. Nothing of a member's frame: no messages, bell or account menu.
 */
export function VisitorLayout({ children }: VisitorLayoutProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  return (
    <Box mih="100vh">
      <header style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group h={60} px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Logo />
            <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" visibleFrom="sm" ml="md">
              {VISITOR_LINKS.map((item) => (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  active={isActiveItem(item.to, pathname)}
                  aria-current={isActiveItem(item.to, pathname) ? 'page' : undefined}
                  w="auto"
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              ))}
            </Group>
          </Group>
          <Group gap={6} wrap="nowrap">
            <ThemeToggle />
            <AccountLinks />
          </Group>
        </Group>
      </header>
      <main>{children}</main>
    </Box>
  );
}

/**
 * Sign in and Create account, both coming back to this address, search included. The only part of
 * the frame that follows the search: a filter tap redraws these two links, not the frame.
 */
function AccountLinks() {
  const here = useReturnAddress();
  return (
    <>
      <ButtonLink to="/login" search={{ next: here }} variant="subtle" px="sm">
        Sign in
      </ButtonLink>
      <ButtonLink to="/login" search={{ mode: 'signup', next: here }} px="sm">
        Create account
      </ButtonLink>
    </>
  );
}
