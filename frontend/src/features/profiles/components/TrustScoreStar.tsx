import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

/** A trust score (0-100) with a star, as the spec's freelancer card shows it ('★ 63'); 'New' while there is none. */
export function TrustScoreStar({ score }: { score: number | null }) {
  return (
    <Group component="span" gap={4} wrap="nowrap">
      <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
      <VisuallyHidden>Trust score:</VisuallyHidden>
      <Text span fz="sm" fw={500}>
        {score === null ? 'New' : score}
      </Text>
      {score !== null && <VisuallyHidden>out of 100</VisuallyHidden>}
    </Group>
  );
}
