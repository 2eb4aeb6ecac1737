import { Button, Card, Group, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Contract, ContractParty } from '../../../api/types';
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

/**
 * The contract's dispute that is not resolved yet, with its status; without one, Open Dispute.
 * Both states of a contract, active and completed, may be disputed.
 */
export function ContractDispute({ contract, side, onOpened }: ContractDisputeProps) {
  const { data: disputes, isPending } = useQuery(myDisputesQueryOptions());
  const [opening, setOpening] = useState(false);
  // The route loader fetches the disputes with the contract: nothing shows in the meantime rather than a button that may go.
  if (isPending) return null;
  const dispute = disputes ? unresolvedDisputeOf(disputes, contract.id) : null;

  if (dispute) {
    const viewerId = side === 'client' ? contract.clientId : contract.freelancerId;
    return (
      <Card withBorder>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h5">
            Dispute
          </Title>
          <StatusBadge status={dispute.status} />
        </Group>
        <Text size="sm" c="dimmed" mt={4}>
          {dispute.initiatorId === viewerId ? 'You' : 'The other party'} opened a dispute on {formatDate(dispute.createdAt)}.{' '}
          {STATUS_EXPLANATIONS[dispute.status]}
        </Text>
        <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {dispute.reason}
        </Text>
      </Card>
    );
  }

  return (
    <>
      <Group>
        <Button variant="default" leftSection={<IconScale size={18} aria-hidden />} onClick={() => setOpening(true)}>
          Open Dispute
        </Button>
      </Group>
      <OpenDisputeDialog contractId={contract.id} opened={opening} onClose={() => setOpening(false)} onOpened={onOpened} />
    </>
  );
}
