import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { getErrorMessage } from '../../../api/errors';
import type { AdminDispute, DisputeUpdate } from '../../../api/types';
import { EmptyState } from '../../../components/EmptyState';
import { AnchorLink } from '../../../components/links';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate, fullName } from '../../../lib/format';
import { LIMITS } from '../../../lib/limits';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys, unresolvedDisputesQueryOptions, updateDispute } from '../api';
import { DecisionForm } from './DecisionForm';
import type { DecisionOption } from './DecisionForm';
import { DisputeContext } from './DisputeContext';
import { ActionsTaken, DisputeEnforcementActions } from './EnforcementActions';
import { QueueItemBar, useTakenByAnother } from './QueueItemBar';

const RESOLVE: DecisionOption<'resolved'>[] = [{ value: 'resolved', label: 'Resolve' }];

/** Disputes open or under review, newest first: taken under review, then resolved with a resolution. */
export function DisputesList() {
  const query = useSuspenseInfiniteQuery(unresolvedDisputesQueryOptions());
  const disputes = query.data.pages.flat();
  if (disputes.length === 0) {
    return (
      <EmptyState
        title="No open disputes"
        description="Disputes opened on contracts appear here."
        icon={<IconScale size={28} aria-hidden />}
      />
    );
  }
  return (
    <Stack gap="md">
      {disputes.map((dispute) => (
        <DisputeCard key={dispute.id} dispute={dispute} />
      ))}
      <MorePagesFooter query={query} />
    </Stack>
  );
}

function DisputeCard({ dispute }: { dispute: AdminDispute }) {
  const queryClient = useQueryClient();
  const { initiator } = dispute;
  const blocked = useTakenByAnother(dispute.queue);

  const update = useMutation({
    mutationFn: (change: DisputeUpdate) => updateDispute({ disputeId: dispute.id, update: change }),
    onSuccess: async (_updated, { status }) => {
      notifySuccess({
        title: status === 'resolved' ? 'Dispute resolved' : 'Dispute taken under review',
        description: 'Both parties have been notified.',
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => notifyError({ title: 'Failed to update dispute', description: getErrorMessage(error) }),
  });

  const handleResolve = (status: 'resolved', resolution: string) => update.mutateAsync({ status, resolution });
  const takingUnderReview = update.isPending && update.variables.status === 'under_review';

  return (
    <Card component="article" aria-label={`Dispute on ${dispute.jobTitle}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {dispute.jobTitle}
          </Title>
          <StatusBadge status={dispute.status} />
        </Group>
        <QueueItemBar
          kind="disputes"
          itemId={dispute.id}
          createdAt={dispute.createdAt}
          queue={dispute.queue}
          personId={dispute.initiatorId === dispute.clientId ? dispute.freelancerId : dispute.clientId}
          open={dispute.status !== 'resolved'}
        />
        <AnchorLink to="/contracts/$contractId" params={{ contractId: dispute.contractId }} fz="sm">
          View contract
        </AnchorLink>
        <Text fz="sm" c="dimmed">
          Opened by{' '}
          {initiator ? (
            <AnchorLink to="/profile/$userId" params={{ userId: initiator.id }} inherit>
              {fullName(initiator)}
              {initiator.username && ` (@${initiator.username})`}
            </AnchorLink>
          ) : (
            'a deleted account'
          )}{' '}
          on {formatDate(dispute.createdAt)}
        </Text>
        <div>
          <Text fz="sm" fw={600}>
            Reason
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{dispute.reason}</Text>
        </div>
        <DisputeContext dispute={dispute} />
        <ActionsTaken actions={dispute.actionsTaken} />
        <Group gap="sm">
          {dispute.status === 'open' && (
            <Button
              variant="default"
              onClick={() => update.mutate({ status: 'under_review' })}
              loading={takingUnderReview}
              disabled={blocked}
            >
              Take under review
            </Button>
          )}
          <DisputeEnforcementActions dispute={dispute} blocked={blocked} />
        </Group>
        <DecisionForm
          field="resolution"
          label="Resolution"
          description="Sent to both parties."
          requiredMessage="Please describe the resolution"
          maxLength={LIMITS.dispute.resolution}
          decisions={RESOLVE}
          onDecide={handleResolve}
          blocked={blocked}
        />
      </Stack>
    </Card>
  );
}
