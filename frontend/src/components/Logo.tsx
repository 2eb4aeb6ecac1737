import { Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The mark (the favicon's check on blue) and the name, linking home. */
export function Logo() {
  return (
    <Link to="/" aria-label="VerifiedWork home" style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap={8} wrap="nowrap">
        <svg width={28} height={28} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="8" fill="var(--mantine-color-blue-filled)" />
          <path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <Text fw={700} size="lg" visibleFrom="xs">
          VerifiedWork
        </Text>
      </Group>
    </Link>
  );
}
