import { Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Contract, ContractParty } from '../../../api/types';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { ButtonLink } from '../../../components/links';
import { StatusBadge } from '../../../components/StatusBadge';
import { UserAvatar } from '../../../components/UserAvatar';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { formatDate, fullName } from '../../../lib/format';
import { contractKeys, contractQueryOptions, hasReviewed } from '../api';
import { useCompleteContract } from '../hooks/useContractMutations';
import { ContractNotFound } from './ContractNotFound';
import { MilestonesSection } from './MilestonesSection';
import { OfferTermsSummary } from '../../../components/OfferTermsSummary';
import { SuspendedBadge } from './SuspendedBadge';

export type ContractDetailPageProps = {
  contractId: string;
  /** The contract's dispute, or a way to open one, shown to its parties. */
  renderDispute?: (dispute: ContractDisputeSlot) => ReactNode;
};

export type ContractDisputeSlot = {
  contract: Contract;
  side: ContractParty;
  /** After the viewer opened a dispute (the contract cannot be completed until it is resolved). */
  onOpened: () => Promise<unknown>;
};

export function ContractDetailPage({ contractId, ...others }: ContractDetailPageProps) {
  const { data: contract } = useSuspenseQuery(contractQueryOptions(contractId));
  return contract ? <ContractDetail contract={contract} {...others} /> : <ContractNotFound />;
}

type PartyProps = {
  label: string;
  person: Contract['client'];
  /** A Message button to them: for the viewer's counterpart. */
  withMessageButton?: boolean;
};

function Party({ label, person, withMessageButton = false }: PartyProps) {
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap">
        <UserAvatar firstName={person.firstName} lastName={person.lastName} imageUrl={person.profileImageUrl} size={40} />
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text fw={600} truncate>
              {fullName(person)}
            </Text>
            {person.isVerified && <VerifiedBadge />}
            {person.isSuspended && <SuspendedBadge />}
          </Group>
          {person.username && (
            <Text size="xs" c="dimmed">
              @{person.username}
            </Text>
          )}
        </div>
      </Group>
      {withMessageButton && (
        <Group>
          <ButtonLink to="/messages" search={{ userId: person.id }} variant="default" size="xs" aria-label={`Message ${fullName(person)}`}>
            Message
          </ButtonLink>
        </Group>
      )}
    </Stack>
  );
}

type ContractDetailProps = Omit<ContractDetailPageProps, 'contractId'> & { contract: Contract };

function ContractDetail({ contract, renderDispute }: ContractDetailProps) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const side = contract.viewerRole;

  const complete = useCompleteContract(contract, { onSettled: () => setConfirming(false) });

  const handleDisputeOpened = () => queryClient.invalidateQueries({ queryKey: contractKeys.detail(contract.id) });

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Card withBorder>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Title order={2} size="h3">
              {contract.jobTitle}
            </Title>
            <StatusBadge status={contract.status} />
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            Started {formatDate(contract.createdAt)}
            {contract.completedAt ? ` · Completed ${formatDate(contract.completedAt)}` : ''}
          </Text>
          <Title order={3} size="h5" mt="md">
            Terms
          </Title>
          {contract.offer ? (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                Version {contract.offer.version} of the offer, as accepted
              </Text>
              <OfferTermsSummary offer={contract.offer} />
            </Stack>
          ) : (
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{contract.terms}</Text>
          )}
        </Card>

        <MilestonesSection contract={contract} side={side} />

        <Card withBorder>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Party label="Client" person={contract.client} withMessageButton={side === 'freelancer'} />
            <Party label="Worker" person={contract.freelancer} withMessageButton={side === 'client'} />
          </SimpleGrid>
        </Card>

        {side && contract.status === 'active' && (
          <Stack gap={6}>
            <Group>
              <Button
                leftSection={<IconCircleCheck size={18} aria-hidden />}
                onClick={() => setConfirming(true)}
                disabled={contract.hasOpenDispute || contract.progress.waiting > 0}
                aria-describedby={contract.hasOpenDispute || contract.progress.waiting > 0 ? 'complete-blocked-reason' : undefined}
              >
                Mark as Complete
              </Button>
            </Group>
            {contract.hasOpenDispute ? (
              <Text id="complete-blocked-reason" size="sm" c="dimmed">
                This contract has an open dispute; it can be completed once an administrator resolves it.
              </Text>
            ) : (
              contract.progress.waiting > 0 && (
                <Text id="complete-blocked-reason" size="sm" c="dimmed">
                  A milestone submission waits for the client’s answer; the contract can be completed once it is answered.
                </Text>
              )
            )}
          </Stack>
        )}

        {side && contract.status === 'completed' && (
          <>
            {hasReviewed(contract, side) ? (
              <Card withBorder>
                <Text fw={600}>Review submitted</Text>
                <Text size="sm" c="dimmed">
                  {hasReviewed(contract, side === 'client' ? 'freelancer' : 'client')
                    ? 'You have both reviewed this contract: the reviews are published.'
                    : 'Your review stays hidden until the other party reviews too, or 14 days after completion.'}
                </Text>
              </Card>
            ) : (
              <Group>
                <ButtonLink to="/contracts/$contractId/review" params={{ contractId: contract.id }}>
                  Write Review
                </ButtonLink>
              </Group>
            )}
          </>
        )}

        {side && renderDispute?.({ contract, side, onOpened: handleDisputeOpened })}
      </Stack>

      <ConfirmModal
        opened={confirming}
        title="Mark as complete?"
        message="Confirm that the work under this contract is done. Both of you can then review each other. This cannot be undone."
        confirmLabel="Mark as Complete"
        loading={complete.isPending}
        onConfirm={() => complete.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Container>
  );
}
