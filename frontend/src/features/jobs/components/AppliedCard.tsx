import { Card, Group, Text, Title } from '@mantine/core';
import type { ApplicationStatus } from '../../../api/types';
import { AnchorLink } from '../../../components/links';
import { StatusBadge } from '../../../components/StatusBadge';

export type AppliedCardProps = {
  status: ApplicationStatus;
};

/** The viewer's application to the job. */
export function AppliedCard({ status }: AppliedCardProps) {
  return (
    <Card>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          You applied
        </Title>
        <StatusBadge status={status} />
      </Group>
      <Text fz="sm" c="dimmed">
        Follow your applications in{' '}
        <AnchorLink to="/applications" fz="sm">
          My Applications
        </AnchorLink>
        .
      </Text>
    </Card>
  );
}
