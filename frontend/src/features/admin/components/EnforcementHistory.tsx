import { Button, Group, Stack, Text } from '@mantine/core';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { EnforcementAction, EnforcementKind } from '../../../api/types';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate } from '../../../lib/format';
import { userEnforcementActionsQueryOptions } from '../api';
import { isLiftable, LiftEnforcementDialog } from './LiftEnforcementDialog';

const KIND_LABELS: Record<EnforcementKind, string> = {
  suspension: 'Account suspended',
  job_takedown: 'Job post taken down',
  portfolio_takedown: 'Portfolio item taken down',
  message_removal: 'Message removed',
};

/** What was done to the user or their content, newest first; an active suspension or takedown can be lifted. */
export function EnforcementHistory({ userId }: { userId: string }) {
  const query = useSuspenseInfiniteQuery(userEnforcementActionsQueryOptions(userId));
  const actions = query.data.pages.flat();
  if (actions.length === 0) {
    return (
      <Text fz="sm" c="dimmed">
        No action has been taken on this account.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {actions.map((action) => (
          <EnforcementItem key={action.id} action={action} />
        ))}
      </Stack>
      <MorePagesFooter query={query} />
    </Stack>
  );
}

function period(action: EnforcementAction): string | null {
  if (action.kind !== 'suspension') return null;
  return action.endsAt ? `Until ${formatDate(action.endsAt)}` : 'Until lifted';
}

function EnforcementItem({ action }: { action: EnforcementAction }) {
  const [lifting, setLifting] = useState(false);
  const label = KIND_LABELS[action.kind];
  const until = period(action);

  return (
    <Stack component="li" gap={4} aria-label={`${label} on ${formatDate(action.createdAt)}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Group gap="xs">
          <Text fw={600} fz="sm">
            {label}
          </Text>
          <StatusBadge status={action.status} size="sm" />
        </Group>
        {action.status === 'active' && isLiftable(action.kind) && (
          <Button size="xs" variant="default" onClick={() => setLifting(true)}>
            Lift
          </Button>
        )}
      </Group>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {action.reason}
      </Text>
      <Text fz="xs" c="dimmed">
        {formatDate(action.createdAt)}
        {until && ` · ${until}`}
      </Text>
      {action.liftedAt && (
        <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Lifted {formatDate(action.liftedAt)}
          {action.liftReason && `: ${action.liftReason}`}
        </Text>
      )}
      {isLiftable(action.kind) && (
        <LiftEnforcementDialog action={{ ...action, kind: action.kind }} opened={lifting} onClose={() => setLifting(false)} />
      )}
    </Stack>
  );
}
