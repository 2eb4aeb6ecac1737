import { Badge } from '@mantine/core';
import type { BadgeProps } from '@mantine/core';

export type BadgeStyle = 'default' | 'secondary' | 'destructive';

const STYLE_BY_STATUS: Record<string, BadgeStyle> = {
  completed: 'default',
  approved: 'default',
  active: 'default',
  pending: 'secondary',
  open: 'secondary',
  rejected: 'destructive',
  cancelled: 'destructive',
  closed: 'destructive',
  withdrawn: 'secondary',
  // Invitations (decision 0071): waiting for an answer, or turned down by the freelancer.
  invited: 'secondary',
  declined: 'secondary',
};

const BADGE_PROPS: Record<BadgeStyle, Pick<BadgeProps, 'color' | 'variant'>> = {
  default: { variant: 'filled' },
  secondary: { variant: 'light', color: 'gray' },
  destructive: { variant: 'filled', color: 'red' },
};

export function getStatusBadgeStyle(status: string): BadgeStyle {
  return STYLE_BY_STATUS[status.toLowerCase()] ?? 'default';
}

/** The status in words, as the API names it ('under_review' reads 'under review'); the badge sets the case. */
function formatStatus(status: string): string {
  return status.replace(/[_-]+/g, ' ').toLowerCase();
}

export type StatusBadgeProps = {
  status: string;
  size?: BadgeProps['size'];
};

export function StatusBadge({ status, size }: StatusBadgeProps) {
  const style = getStatusBadgeStyle(status);
  return (
    <Badge {...BADGE_PROPS[style]} size={size} data-badge-style={style}>
      {formatStatus(status)}
    </Badge>
  );
}
