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
      {/* The link is underlined: inside a sentence, colour alone does not tell a link (WCAG 1.4.1). */}
      <Text fz="sm" c="dimmed">
        Follow your applications in{' '}
        <AnchorLink to="/applications" fz="sm" underline="always">
          My Applications
        </AnchorLink>
        .
      </Text>
    </Card>
  );
}
