import { Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { platformStatsQueryOptions } from '../api';

export function formatStat(value: number | undefined): string {
  return `${value ?? 0}+`;
}

export function StatsStrip() {
  const { data: stats } = useQuery(platformStatsQueryOptions());
  const items = [
    { label: 'Service Providers', value: stats?.totalWorkers },
    { label: 'Verified Professionals', value: stats?.verifiedWorkers },
    { label: 'Opportunities Posted', value: stats?.totalJobs },
  ];

  return (
    <section aria-label="Platform statistics" data-testid="stats-strip" style={{ background: 'var(--mantine-color-default-hover)' }}>
      <Container size="lg" py="xl">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {items.map(({ label, value }) => (
            <Stack key={label} gap={0} align="center">
              <Text fz={36} fw={800} c="blue">
                {formatStat(value)}
              </Text>
              <Text c="dimmed">{label}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
