import { Alert, Badge, Stack, Text } from '@mantine/core';
import type { BadgeProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Job } from '../../../api/types';
import { ContentAppeal } from '../../../components/ContentAppeal';
import { formatDate } from '../../../lib/format';

export type TakenDownAlertProps = {
  /** The post, whose owner may appeal the takedown (decision 0065). */
  jobId: string;
  takenDown: NonNullable<Job['takenDown']>;
};

/** Tells the owner why their post is no longer shown to anyone else, and what they may still do: read it, and appeal. */
export function TakenDownAlert({ jobId, takenDown }: TakenDownAlertProps) {
  return (
    <Alert color="red" variant="light" title="Taken down by an administrator" icon={<IconAlertTriangle size={18} />}>
      <Stack gap="xs">
        <div>
          <Text fz="sm">Reason: {takenDown.reason}</Text>
          <Text fz="sm" c="dimmed">
            On {formatDate(takenDown.at)}. Only you can see this post now; it cannot be edited, closed or cancelled.
          </Text>
        </div>
        <ContentAppeal subjectId={jobId} subject="the takedown of this post" />
      </Stack>
    </Alert>
  );
}

/** A taken-down post's state, in place of its status: it is open to nobody. */
export function TakenDownBadge({ size }: { size?: BadgeProps['size'] }) {
  return (
    <Badge color="red" variant="filled" size={size}>
      Taken down
    </Badge>
  );
}
