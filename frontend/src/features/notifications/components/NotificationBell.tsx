import { ActionIcon, Box, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { AppNotification, User } from '../../../api/types';
import { DrawnInTurn } from '../../../components/DrawnInTurn';
import { formatRelativeTime, unreadBadgeLabel } from '../../../lib/format';
import { useLazyPart } from '../../../lib/use-lazy-part';
import { markAllNotificationsRead, markNotificationRead, notificationKeys, notificationsQueryOptions, notificationTarget } from '../api';
import type { QueueIcon } from './QueueIcon';

export type NotificationBellProps = {
  role: User['role'];
};

/** The header's bell: unread badge, and the popover of spec section 2; pushes refresh it (server-event-queries.ts). */
export function NotificationBell({ role }: NotificationBellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data: notifications = [] } = useQuery(notificationsQueryOptions());
  const unread = notifications.filter((notification) => !notification.isRead).length;

  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const markRead = useMutation({ mutationFn: markNotificationRead, onSuccess: refresh });
  const markAllRead = useMutation({ mutationFn: markAllNotificationsRead, onSuccess: refresh });

  const open = (notification: AppNotification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    close();
    const target = notificationTarget(notification, role);
    if (target) void navigate({ href: target });
  };

  return (
    <Indicator label={unreadBadgeLabel(unread)} size={18} disabled={unread === 0} color="red" offset={4}>
      <Popover opened={opened} onChange={(next) => !next && close()} position="bottom-end" width={340} shadow="md">
        <Popover.Target>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={toggle}
            aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          >
            <IconBell size={18} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
          <Group justify="space-between" px="md" py="xs" wrap="nowrap">
            <Text fw={600}>Notifications</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => markAllRead.mutate()}
              disabled={unread === 0}
              loading={markAllRead.isPending}
            >
              Mark all as read
            </Button>
          </Group>
          {notifications.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg" px="md">
              No notifications yet
            </Text>
          ) : (
            <ScrollArea.Autosize mah={360} scrollHideDelay={600}>
              <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                <DrawnInTurn items={notifications} readFrom={notifications} keyOf={(notification) => notification.id}>
                  {(notification) => (
                    <li>
                      <UnstyledButton
                        onClick={() => open(notification)}
                        w="100%"
                        px="md"
                        py="sm"
                        bg={notification.isRead ? undefined : 'var(--mantine-color-default-hover)'}
                        aria-label={`${notification.isRead ? '' : 'Unread: '}${notification.title}`}
                      >
                        <Group gap="xs" wrap="nowrap" align="flex-start">
                          <Box
                            mt={7}
                            w={8}
                            h={8}
                            style={{ borderRadius: '50%', flexShrink: 0 }}
                            bg={notification.isRead ? 'transparent' : 'var(--mantine-primary-color-filled)'}
                          />
                          <div style={{ minWidth: 0 }}>
                            <NotificationTitle notification={notification} />
                            <Text size="sm" c="dimmed" lineClamp={2}>
                              {notification.message}
                            </Text>
                            <Text size="xs" c="dimmed" mt={2}>
                              {formatRelativeTime(notification.createdAt)}
                            </Text>
                          </div>
                        </Group>
                      </UnstyledButton>
                    </li>
                  )}
                </DrawnInTurn>
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

function NotificationTitle({ notification }: { notification: AppNotification }) {
  const title = (
    <Text fw={notification.isRead ? 500 : 700} size="sm">
      {notification.title}
    </Text>
  );
  if (notification.type !== 'admin_queue' || !notification.queue) return title;
  return (
    <Group gap={6} wrap="nowrap">
      <LazyQueueIcon queue={notification.queue} />
      {title}
    </Group>
  );
}

const loadQueueIcon = () => import('./QueueIcon').then((module) => module.QueueIcon);

/**
 * New work for administrators shows the icon its queue has in the admin panel. Only administrators
 * see such notifications, so the icons' code loads when one is shown, not with the app's frame
 * (whose code counts against the landing page's budget, e2e/bundle-size.spec.ts).
 */
function LazyQueueIcon({ queue }: { queue: NonNullable<AppNotification['queue']> }) {
  const [Icon, setIcon] = useState<typeof QueueIcon>();
  useLazyPart(loadQueueIcon, setIcon);
  return Icon ? <Icon queue={queue} /> : <Box w={16} h={16} style={{ flexShrink: 0 }} aria-hidden />;
}
