import { Badge } from '@mantine/core';
import type { BadgeProps } from '@mantine/core';
import { IconAlertTriangle, IconEyeOff } from '@tabler/icons-react';
import type { SafetyVerdict } from '../api/types';

export type SafetyBadgeProps = { verdict: SafetyVerdict } & Pick<BadgeProps, 'size'>;

/**
 * The safety check's verdict on a card: "Being reviewed" (a held text, which only its author sees)
 * or "Warning"; nothing when clear. The label keeps the page's text colour on the tint, so it
 * reads at AA in light and dark.
 */
export function SafetyBadge({ verdict, size = 'sm' }: SafetyBadgeProps) {
  if (verdict === 'clear') return null;
  const held = verdict === 'hold';
  return (
    <Badge
      size={size}
      variant="light"
      color={held ? 'blue' : 'yellow'}
      c="var(--mantine-color-text)"
      tt="none"
      leftSection={held ? <IconEyeOff size={12} aria-hidden /> : <IconAlertTriangle size={12} aria-hidden />}
    >
      {held ? 'Being reviewed' : 'Warning'}
    </Badge>
  );
}
