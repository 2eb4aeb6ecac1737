import { Anchor, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconFlag, IconGavel, IconScale, IconShieldCheck, IconShieldExclamation } from '@tabler/icons-react';
import type { IconProps } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { AdminQueueKind } from '../api/types';
import { formatRelativeTime } from '../lib/format';
import { adminQueuesQueryOptions } from '../lib/admin-queues';

/** How each queue is named on its card (the spec's figures among them), and the panel section that lists it. */
const ADMIN_QUEUE_LABELS: Record<AdminQueueKind, { label: string; section: `/admin/${AdminQueueKind}` }> = {
  verifications: { label: 'Pending Verifications', section: '/admin/verifications' },
  reports: { label: 'Active Reports', section: '/admin/reports' },
  disputes: { label: 'Open Disputes', section: '/admin/disputes' },
  safety: { label: 'Held by the Scam Shield', section: '/admin/safety' },
  appeals: { label: 'Appeals', section: '/admin/appeals' },
};

const ICONS: Record<AdminQueueKind, ComponentType<IconProps>> = {
  verifications: IconShieldCheck,
  reports: IconFlag,
  disputes: IconScale,
  safety: IconShieldExclamation,
  appeals: IconGavel,
};

/**
 * The work waiting for administrators, one card per queue: how many items, how long the oldest
 * has waited, how many the viewer has taken; each names the section it opens. Live: the counts
 * follow admin_queue_changed like every admin screen.
 */
export function AdminQueueCards() {
  const { data: summaries } = useSuspenseQuery(adminQueuesQueryOptions());
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: summaries.length }} spacing="md">
      {summaries.map(({ kind, open, oldestAt, takenByMe }) => {
        const Icon = ICONS[kind];
        const { label, section } = ADMIN_QUEUE_LABELS[kind];
        return (
          <Card key={kind} h="100%" padding="md" aria-label={label}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div>
                <Anchor component={Link} to={section} c="dimmed" fz="sm" fw={500}>
                  {label}
                </Anchor>
                <Text fz={28} fw={700}>
                  {open}
                </Text>
                <Text fz="xs" c="dimmed">
                  {oldestAt ? `Oldest arrived ${formatRelativeTime(oldestAt)}` : 'Nothing waiting'}
                </Text>
                {takenByMe > 0 && (
                  <Text fz="xs" c="blue">
                    {takenByMe} taken by you
                  </Text>
                )}
              </div>
              <ThemeIcon variant="light" size="lg" visibleFrom="xs">
                <Icon size={18} aria-hidden />
              </ThemeIcon>
            </Group>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
