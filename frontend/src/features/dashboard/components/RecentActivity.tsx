import { Anchor, Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { IconClock } from '@tabler/icons-react';
import { formatDate } from '../../../lib/format';
import { recentActivityQueryOptions } from '../api';

export function RecentActivity() {
  const { data: items } = useSuspenseQuery(recentActivityQueryOptions());

  return (
    <Card>
      <Title order={2} size="h4" mb="md">
        Recent Activity
      </Title>
      {items.length === 0 ? (
        <EmptyState title="No recent activity" icon={<IconClock size={28} />} />
      ) : (
        <Stack gap="sm">
          {items.map((item, index) => (
            <Fragment key={`${item.createdAt}-${index}`}>
              {index > 0 && <Divider />}
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <div>
                  {item.link ? (
                    <Anchor component={Link} to={item.link} fw={600}>
                      {item.title}
                    </Anchor>
                  ) : (
                    <Text fw={600}>{item.title}</Text>
                  )}
                  <Text c="dimmed" fz="sm">
                    {item.description}
                  </Text>
                  <Text c="dimmed" fz="xs" mt={4}>
                    {formatDate(item.createdAt)}
                  </Text>
                </div>
                {item.badge && <Badge variant="light">{item.badge}</Badge>}
              </Group>
            </Fragment>
          ))}
        </Stack>
      )}
    </Card>
  );
}
