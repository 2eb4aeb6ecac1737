import { Text } from '@mantine/core';

/** Why a search result stands where it does (/how-ranking-works): one muted line, nothing when there is no reason. */
export function RankReasons({ reasons }: { reasons: readonly string[] | undefined }) {
  if (!reasons || reasons.length === 0) return null;
  return (
    <Text fz="xs" c="dimmed" data-testid="rank-reasons">
      {reasons.join(' · ')}
    </Text>
  );
}
