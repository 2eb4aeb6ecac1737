import { Badge } from '@mantine/core';
import type { BadgeProps } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';

export type VerifiedBadgeProps = Pick<BadgeProps, 'size'>;

export function VerifiedBadge({ size = 'md' }: VerifiedBadgeProps) {
  return (
    <Badge color="green" variant="light" size={size} leftSection={<IconShieldCheck size={12} />}>
      Verified
    </Badge>
  );
}
