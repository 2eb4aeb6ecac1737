import { Group } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

const STARS = [1, 2, 3, 4, 5];

/** A 1-5 rating as five stars, read out as '4 out of 5 stars'. */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={`${rating} out of 5 stars`}>
      {STARS.map((star) =>
        star <= rating ? (
          <IconStarFilled key={star} size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
        ) : (
          <IconStar key={star} size={16} color="var(--mantine-color-dimmed)" aria-hidden />
        ),
      )}
    </Group>
  );
}
