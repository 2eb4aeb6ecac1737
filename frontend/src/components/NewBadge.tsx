import { Badge } from '@mantine/core';

/** A result newer than the last visit of the saved search it was opened from; filled in the primary colour, readable at AA. */
export function NewBadge() {
  return (
    <Badge variant="filled" size="sm">
      New
    </Badge>
  );
}
