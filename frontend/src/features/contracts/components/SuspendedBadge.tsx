import { Badge } from '@mantine/core';

/** Marks a party an administrator suspended: the contract stays, but they cannot act or be messaged meanwhile. */
export function SuspendedBadge() {
  return (
    <Badge color="red" variant="light" size="sm">
      Suspended
    </Badge>
  );
}
