import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { User } from '../../../api/types';
import { IconBriefcase, IconFileText, IconMessages, IconStar } from '@tabler/icons-react';
import type { IconProps } from '@tabler/icons-react';
import { dashboardStatsQueryOptions } from '../api';

type StatCard = { label: string; value: string; icon: ComponentType<IconProps> };

export type StatCardsProps = {
  user: User;
};

export function StatCards({ user }: StatCardsProps) {
  const { data: stats } = useSuspenseQuery(dashboardStatsQueryOptions());
  const cards: StatCard[] = [
    { label: 'Active Contracts', value: String(stats.activeContracts), icon: IconBriefcase },
    {
      label: user.role === 'freelancer' ? 'Pending Applications' : 'Applications Received',
      value: String(stats.pendingApplications),
      icon: IconFileText,
    },
    { label: 'Unread Messages', value: String(stats.unreadMessages), icon: IconMessages },
    { label: 'Trust Score', value: `${user.trustScore ?? 0}/100`, icon: IconStar },
  ];

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {cards.map(({ label, value, icon: Icon }) => (
        <Card key={label} aria-label={label}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text c="dimmed" fz="sm" fw={500}>
                {label}
              </Text>
              <Text fz={28} fw={700}>
                {value}
              </Text>
            </div>
            <ThemeIcon variant="light" size="lg">
              <Icon size={18} />
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
