import {
  ActionIcon,
  AppShell,
  Badge,
  Burger,
  Group,
  Menu,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBookmarks, IconHeart, IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LOGOUT_URL } from '../api/navigation';
import type { User } from '../api/types';
import { Logo } from '../components/Logo';
import { isActiveItem, navigationFor } from '../components/navigation';
import { ThemeToggle } from '../components/ThemeToggle';
import { getInitials, UserAvatar } from '../components/UserAvatar';
import { EmailVerificationBanner } from '../features/account-links/components/EmailVerificationBanner';
import { useRefreshCurrentUser } from '../features/auth/hooks/useCurrentUser';
import { unreadMessagesQueryOptions } from '../features/messaging/api';
import { useAdminWaitingCount } from '../lib/admin-queues';
import { useUnreadMessages } from '../features/messaging/hooks/useUnreadMessages';
import { notificationsQueryOptions } from '../features/notifications/api';
import { NotificationBell } from '../features/notifications/components/NotificationBell';
import { DraftOwner } from '../lib/drafts';
import { pluralize, unreadBadgeLabel } from '../lib/format';
import { useRouteExists } from '../lib/use-route-exists';
import { useServerEventQueries } from './server-event-queries';

/** Starts fetching what the frame shows of its own (the unread count, the bell), without waiting for it. */
export function prefetchFrameData(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(unreadMessagesQueryOptions());
  void queryClient.prefetchQuery(notificationsQueryOptions());
}

export type AppLayoutProps = {
  user: User;
  children: ReactNode;
};

/**
 * The frame of every signed-in screen: the logo, the main navigation (a burger and drawer on
 * phones), settings, theme and the account menu, and a banner until the account's email address
 * is confirmed. A link shows only once its screen is in the router, so screens still to come
 * appear in the navigation as they are added.
 */
export function AppLayout({ user, children }: AppLayoutProps) {
  const [drawerOpened, { toggle: toggleDrawer, close: closeDrawer }] = useDisclosure(false);
  const routeExists = useRouteExists();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const items = navigationFor(user.role).filter((item) => routeExists(item.to));
  const hasProfile = routeExists('/profile');
  const unreadMessages = useUnreadMessages();
  const adminWaiting = useAdminWaitingCount(user);
  const refreshCurrentUser = useRefreshCurrentUser();
  useServerEventQueries(user.id);

  const links = (onNavigate?: () => void) =>
    items.map((item) => (
      <NavLink
        key={item.to}
        component={Link}
        to={item.to}
        label={item.label}
        rightSection={
          (item.to === '/messages' && <CountBadge count={unreadMessages} what="unread message" />) ||
          (item.to === '/admin' && <CountBadge count={adminWaiting} what="item waiting" plural="items waiting" />)
        }
        active={isActiveItem(item.to, pathname)}
        aria-current={isActiveItem(item.to, pathname) ? 'page' : undefined}
        onClick={onNavigate}
        w="auto"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      />
    ));

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: 'sm', collapsed: { desktop: true, mobile: !drawerOpened } }}
      padding={0}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={toggleDrawer}
              hiddenFrom="sm"
              size="sm"
              aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
            />
            <Logo />
            <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" visibleFrom="sm" ml="md">
              {links()}
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <NotificationBell role={user.role} />
            <ActionIcon component={Link} to="/settings" variant="default" size="lg" aria-label="Settings">
              <IconSettings size={18} />
            </ActionIcon>
            <ThemeToggle />
            <Menu position="bottom-end" shadow="md" width={220}>
              <Menu.Target>
                {/* The name starts with the initials the avatar shows (WCAG 2.5.3: say what you see). */}
                <UnstyledButton aria-label={`${getInitials(user.firstName, user.lastName)}, account menu`}>
                  <UserAvatar firstName={user.firstName} lastName={user.lastName} imageUrl={user.profileImageUrl} size={34} />
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>
                  <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
                    {user.firstName} {user.lastName}
                  </Text>
                  {user.username && <Text size="xs">@{user.username}</Text>}
                </Menu.Label>
                {hasProfile && (
                  <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} />}>
                    Profile
                  </Menu.Item>
                )}
                <Menu.Item component={Link} to="/saved" leftSection={<IconHeart size={16} />}>
                  Saved
                </Menu.Item>
                <Menu.Item component={Link} to="/saved-searches" leftSection={<IconBookmarks size={16} />}>
                  Saved searches
                </Menu.Item>
                <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
                  Settings
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item component="a" href={LOGOUT_URL} leftSection={<IconLogout size={16} />}>
                  Log Out
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm">
        {/* Only while open: a closed drawer's links would be a second, invisible copy of the header's. */}
        {drawerOpened && (
          <ScrollArea>
            <Stack component="nav" aria-label="Main" gap={4}>
              {links(closeDrawer)}
              <NavLink component={Link} to="/saved" label="Saved" onClick={closeDrawer} leftSection={<IconHeart size={16} />} />
              <NavLink
                component={Link}
                to="/saved-searches"
                label="Saved searches"
                onClick={closeDrawer}
                leftSection={<IconBookmarks size={16} />}
              />
              <NavLink component={Link} to="/settings" label="Settings" onClick={closeDrawer} leftSection={<IconSettings size={16} />} />
              <NavLink component="a" href={LOGOUT_URL} label="Log Out" leftSection={<IconLogout size={16} />} />
            </Stack>
          </ScrollArea>
        )}
      </AppShell.Navbar>

      <AppShell.Main>
        {!user.emailVerified && <EmailVerificationBanner email={user.email} onAlreadyVerified={refreshCurrentUser} />}
        <DraftOwner userId={user.id}>{children}</DraftOwner>
      </AppShell.Main>
    </AppShell>
  );
}

/** The Messages link's count: read out as '3 unread messages', shown as '3' ('9+' above nine). */
/** A navigation item's count (unread messages, items waiting for administrators), said in words to screen readers. */
function CountBadge({ count, what, plural }: { count: number; what: string; plural?: string }) {
  if (count === 0) return null;
  return (
    <Badge color="red" size="sm" circle={count < 10}>
      <span aria-hidden>{unreadBadgeLabel(count)}</span>
      <VisuallyHidden>{pluralize(count, what, plural)}</VisuallyHidden>
    </Badge>
  );
}
