import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconFlag, IconGavel, IconScale, IconShieldCheck, IconShieldExclamation } from '@tabler/icons-react';
import type { IconProps } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import type { AdminQueueKind } from '../../../api/types';
import { formatRelativeTime } from '../../../lib/format';
import { ADMIN_QUEUE_LABELS, adminQueuesQueryOptions } from '../queues';

const ICONS: Record<AdminQueueKind, ComponentType<IconProps>> = {
  verifications: IconShieldCheck,
  reports: IconFlag,
  disputes: IconScale,
  safety: IconShieldExclamation,
  appeals: IconGavel,
};

/**
 * The work waiting for administrators, one card per queue: how many items, how long the oldest
 * has waited, how many the viewer has taken; each opens its section. Live: the counts follow
 * admin_queue_changed like every admin screen.
 */
export function AdminQueueCards() {
  const { data: summaries } = useSuspenseQuery(adminQueuesQueryOptions());
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: summaries.length }} spacing="md">
      {summaries.map(({ kind, open, oldestAt, takenByMe }) => {
        const Icon = ICONS[kind];
        const { label, section } = ADMIN_QUEUE_LABELS[kind];
        return (
          <Card key={kind} component={Link} to={section} h="100%" padding="md" aria-label={label}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <div>
                <Text c="dimmed" fz="sm" fw={500}>
                  {label}
                </Text>
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
