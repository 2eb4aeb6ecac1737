import { Alert, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Job } from '../../../api/types';
import { formatDate } from '../../../lib/format';

export type TakenDownAlertProps = {
  takenDown: NonNullable<Job['takenDown']>;
};

/** Tells the owner why their post is no longer shown to anyone else. */
export function TakenDownAlert({ takenDown }: TakenDownAlertProps) {
  return (
    <Alert color="red" variant="light" title="Taken down by an administrator" icon={<IconAlertTriangle size={18} />}>
      <Text fz="sm">Reason: {takenDown.reason}</Text>
      <Text fz="sm" c="dimmed">
        On {formatDate(takenDown.at)}. Only you can see this post now.
      </Text>
    </Alert>
  );
}
