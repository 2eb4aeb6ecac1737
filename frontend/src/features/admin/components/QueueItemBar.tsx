import { Badge, Button, Group, Text } from '@mantine/core';
import { IconClock, IconHandGrab, IconHistory } from '@tabler/icons-react';
import type { AdminQueueFacts, AdminQueueKind } from '../../../api/types';
import { AnchorLink } from '../../../components/links';
import { formatDate, formatRelativeTime, pluralize } from '../../../lib/format';
import { useQueueClaim } from '../queues';
import { useAdminViewerId } from '../viewer';

/** The audit log's decision names as a person reads them. */
const DECISION_LABELS: Record<string, string> = {
  'verification.approved': 'Verification approved',
  'verification.rejected': 'Verification rejected',
  'report.resolved': 'Report resolved',
  'report.dismissed': 'Report dismissed',
  'dispute.under_review': 'Dispute taken up',
  'dispute.resolved': 'Dispute resolved',
  'enforcement.suspended': 'Account suspended',
  'enforcement.job_taken_down': 'Job post taken down',
  'enforcement.portfolio_item_taken_down': 'Portfolio item taken down',
  'enforcement.message_removed': 'Message removed',
  'enforcement.lifted': 'Action lifted',
  'safety.released': 'Held text released',
  'safety.removed': 'Held text removed',
  'safety.upheld': 'Warning kept',
};

export function decisionLabel(action: string): string {
  return DECISION_LABELS[action] ?? action;
}

/** Whether another administrator holds the item: its decisions are theirs to make until they let it go (the server refuses others'). */
export function useTakenByAnother(queue: AdminQueueFacts): boolean {
  const viewerId = useAdminViewerId();
  return queue.claim !== null && queue.claim.takenBy.id !== viewerId;
}

export type QueueItemBarProps = {
  kind: AdminQueueKind;
  itemId: string;
  /** When the item arrived in the queue. */
  createdAt: string;
  queue: AdminQueueFacts;
  /** Whom the item concerns, for the audit log's link; none when it names no one person. */
  personId?: string | null;
  /** Decided items show their history but can no longer be taken. */
  open?: boolean;
};

/**
 * What every item of a queue shows above its content: how long it has waited, who is working on
 * it (Take / Let go), and the decisions taken before on the same person.
 */
export function QueueItemBar({ kind, itemId, createdAt, queue, personId, open = true }: QueueItemBarProps) {
  const viewerId = useAdminViewerId();
  const { take, release } = useQueueClaim(kind, itemId);
  const { claim, priorDecisions } = queue;
  const mine = claim?.takenBy.id === viewerId;

  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color="gray" leftSection={<IconClock size={12} aria-hidden />}>
          Arrived {formatRelativeTime(createdAt)}
        </Badge>
        {claim && (
          <Badge variant="light" color={mine ? 'blue' : 'gray'} leftSection={<IconHandGrab size={12} aria-hidden />}>
            {mine ? 'You are working on this' : `${claim.takenBy.name} is working on this`}
          </Badge>
        )}
        <PriorDecisions priorDecisions={priorDecisions} personId={personId ?? null} />
      </Group>
      {open && !claim && (
        <Button size="xs" variant="light" loading={take.isPending} onClick={() => take.mutate()}>
          Take
        </Button>
      )}
      {open && mine && (
        <Button size="xs" variant="subtle" color="gray" loading={release.isPending} onClick={() => release.mutate()}>
          Let go
        </Button>
      )}
    </Group>
  );
}

function PriorDecisions({ priorDecisions, personId }: { priorDecisions: AdminQueueFacts['priorDecisions']; personId: string | null }) {
  if (priorDecisions.count === 0) {
    return (
      <Text fz="xs" c="dimmed">
        No earlier decisions on this person
      </Text>
    );
  }
  const latest = priorDecisions.latest
    .map((decision) => `${decisionLabel(decision.action)} (${formatDate(decision.createdAt)})`)
    .join(', ');
  // The server counts up to 100.
  const counted = priorDecisions.count >= 100 ? '100+ earlier decisions' : pluralize(priorDecisions.count, 'earlier decision');
  return (
    <Group gap={4} wrap="wrap">
      <IconHistory size={14} aria-hidden />
      <Text fz="xs">
        {counted} on this person: {latest}
      </Text>
      {personId && (
        <AnchorLink to="/admin/audit-log" search={{ personId }} fz="xs">
          Audit log
        </AnchorLink>
      )}
    </Group>
  );
}
