import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Contract, ContractParty, Dispute } from '../../../api/types';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate } from '../../../lib/format';
import { myDisputesQueryOptions, unresolvedDisputeOf } from '../api';
import type { UnresolvedDispute } from '../api';
import { OpenDisputeDialog } from './OpenDisputeDialog';

const STATUS_EXPLANATIONS: Record<UnresolvedDispute['status'], string> = {
  open: 'It is waiting for an administrator.',
  under_review: 'An administrator is reviewing it.',
};

export type ContractDisputeProps = {
  contract: Contract;
  /** The viewer's side of the contract: only its parties dispute it. */
  side: ContractParty;
  /** After the viewer opened a dispute (the contract cannot be completed until it is resolved). */
  onOpened?: () => void | Promise<unknown>;
};

/** Who opened the dispute, as the viewer reads it. */
function openedBy(dispute: Dispute, viewerId: string): string {
  return dispute.initiatorId === viewerId ? 'You' : 'The other party';
}

/**
 * The contract's dispute that is not resolved yet, with its status; without one, the latest
 * resolved one with the administrator's resolution (both parties see it), and Open Dispute.
 * Both states of a contract, active and completed, may be disputed.
 */
export function ContractDispute({ contract, side, onOpened }: ContractDisputeProps) {
  const { data: disputes, isPending } = useQuery(myDisputesQueryOptions());
  const [opening, setOpening] = useState(false);
  // The route loader fetches the disputes with the contract: nothing shows in the meantime rather than a button that may go.
  if (isPending) return null;
  const dispute = disputes ? unresolvedDisputeOf(disputes, contract.id) : null;
  const viewerId = side === 'client' ? contract.clientId : contract.freelancerId;

  if (dispute) {
    return (
      <Card withBorder>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h5">
            Dispute
          </Title>
          <StatusBadge status={dispute.status} />
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {openedBy(dispute, viewerId)} opened a dispute on {formatDate(dispute.createdAt)}. {STATUS_EXPLANATIONS[dispute.status]}
        </Text>
        <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {dispute.reason}
        </Text>
      </Card>
    );
  }

  // Newest first: the latest decision on this contract.
  const resolved = disputes?.find((each) => each.contractId === contract.id && each.status === 'resolved');

  return (
    <Stack gap="md">
      {resolved && <ResolvedDispute dispute={resolved} viewerId={viewerId} />}
      <Group>
        <Button variant="default" leftSection={<IconScale size={18} aria-hidden />} onClick={() => setOpening(true)}>
          Open Dispute
        </Button>
      </Group>
      <OpenDisputeDialog contractId={contract.id} opened={opening} onClose={() => setOpening(false)} onOpened={onOpened} />
    </Stack>
  );
}

function ResolvedDispute({ dispute, viewerId }: { dispute: Dispute; viewerId: string }) {
  return (
    <Card withBorder component="section" aria-label="Dispute">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Title order={3} size="h5">
          Dispute
        </Title>
        <StatusBadge status={dispute.status} />
      </Group>
      <Text size="sm" c="dimmed" mt={4}>
        {openedBy(dispute, viewerId)} opened a dispute on {formatDate(dispute.createdAt)}. An administrator resolved it
        {dispute.resolvedAt ? ` on ${formatDate(dispute.resolvedAt)}` : ''}.
      </Text>
      <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {dispute.reason}
      </Text>
      {dispute.resolution && (
        <>
          <Text size="sm" fw={600} mt="sm">
            Resolution
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {dispute.resolution}
          </Text>
        </>
      )}
    </Card>
  );
}
