import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { trustScoreRating } from '../../../lib/format';

/** A trust score as its rating out of 5 with a star ('4.6'), or 'New' while there is no score. */
export function TrustRating({ score }: { score: number | null }) {
  const rating = trustScoreRating(score);
  return (
    <Group component="span" gap={4} wrap="nowrap">
      <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
      <VisuallyHidden>Rating:</VisuallyHidden>
      <Text span fz="sm" fw={500}>
        {rating === null ? 'New' : rating.toFixed(1)}
      </Text>
    </Group>
  );
}
