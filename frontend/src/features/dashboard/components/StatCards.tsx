import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import type { User } from '../../../api/types';
import { IconBriefcase, IconFileText, IconMessages, IconShieldCheck } from '@tabler/icons-react';
import type { IconProps } from '@tabler/icons-react';
import { AnchorLink } from '../../../components/links';
import { formatTrustScore } from '../../../lib/format';
import { dashboardStatsQueryOptions } from '../api';

/** `sentence`: the value is words in a figure's place ('No trust score yet'), set smaller. */
type StatCard = { label: string; value: string; icon: ComponentType<IconProps>; note?: ReactNode; sentence?: boolean };

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
    // The score as what it is, out of 100, never as stars; the profile explains what it measures (decision 0062).
    {
      label: 'Trust Score',
      value: formatTrustScore(user.trustScore),
      sentence: user.trustScore === null,
      icon: IconShieldCheck,
      note: (
        <AnchorLink to="/profile/$userId" params={{ userId: user.id }} hash="trust-score" fz="xs">
          Identity, reviews and contracts: how it is counted
        </AnchorLink>
      ),
    },
  ];

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {cards.map(({ label, value, icon: Icon, note, sentence }) => (
        <Card key={label} aria-label={label}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text c="dimmed" fz="sm" fw={500}>
                {label}
              </Text>
              <Text fz={sentence ? 'lg' : 28} fw={700}>
                {value}
              </Text>
              {note}
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
