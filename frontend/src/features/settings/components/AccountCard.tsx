import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { User } from '../../../api/types';
import { getRoleLabel } from '../../../lib/roles';

export type AccountCardProps = {
  user: User;
};

export function AccountCard({ user }: AccountCardProps) {
  const fields = [
    { label: 'Email', value: user.email },
    { label: 'Name', value: `${user.firstName} ${user.lastName}`.trim() },
    { label: 'Role', value: getRoleLabel(user.role) },
  ];

  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        Account
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="dl" m={0}>
        {fields.map(({ label, value }) => (
          <Stack key={label} gap={2} miw={0}>
            <Text component="dt" fz="sm" c="dimmed">
              {label}
            </Text>
            {/* A long address wraps inside its column instead of running into the next. */}
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
