import { Badge } from '@mantine/core';
import type { BadgeProps } from '@mantine/core';

export type ReverseListingBadgeProps = Pick<BadgeProps, 'size'>;

/** Marks a worker’s availability post (jobType job_seeking); the light variant keeps AA contrast in dark mode. */
export function ReverseListingBadge({ size = 'sm' }: ReverseListingBadgeProps) {
  return (
    <Badge variant="light" color="violet" size={size}>
      Reverse Listing
    </Badge>
  );
}
