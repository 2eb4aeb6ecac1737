import { Badge } from '@mantine/core';
import type { BadgeProps } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';

export type VerifiedBadgeProps = Pick<BadgeProps, 'size'>;

/** Solid dark teal: white text on it stays readable (WCAG AA) at every size, in light and dark. */
export function VerifiedBadge({ size = 'md' }: VerifiedBadgeProps) {
  return (
    <Badge color="teal.9" variant="filled" size={size} leftSection={<IconShieldCheck size={12} />}>
      Verified
    </Badge>
  );
}
