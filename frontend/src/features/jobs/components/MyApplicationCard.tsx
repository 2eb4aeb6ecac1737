import { Alert, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Application } from '../../../api/types';
import { AttachmentList } from '../../../components/attachments/AttachmentList';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { SafetyBadge } from '../../../components/SafetyBadge';
import { StatusBadge } from '../../../components/StatusBadge';
import { getCategoryLabel } from '../../../lib/categories';
import { formatDate } from '../../../lib/format';
import type { SafetyNoticeTarget } from '../../../lib/safety';
import { useWithdrawApplication } from '../hooks/useApplicationMutations';
import { DECLINE_REASON_LABELS, freelancerStage } from '../proposal-view';
import { EditProposalModal } from './EditProposalModal';
import { OffersPanel } from './OffersPanel';
import { ProposalTerms } from './ProposalTerms';

export type MyApplicationCardProps = {
  application: Application;
  renderSafetyNotice?: (target: SafetyNoticeTarget) => ReactNode;
};

/**
 * One of the worker's own proposals: its terms, files and stage, why it was declined, Edit and
 * Withdraw while it is pending, its contract once accepted.
 */
export function MyApplicationCard({ application, renderSafetyNotice }: MyApplicationCardProps) {
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const withdraw = useWithdrawApplication({ onSuccess: () => setConfirming(false) });

  const handleWithdraw = () => {
    withdraw.mutate(application.id);
  };

  return (
    <Card component="article" aria-label={application.job.title} data-testid="application-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} miw={0}>
          <AnchorLink to="/jobs/$jobId" params={{ jobId: application.jobId }} fw={600} fz="lg">
            {application.job.title}
          </AnchorLink>
          <Text fz="sm" c="dimmed">
            {getCategoryLabel(application.job.category)}
          </Text>
        </Stack>
        <Group gap="xs" justify="flex-end">
          <SafetyBadge verdict={application.safety.verdict} />
          <StatusBadge status={freelancerStage(application)} />
        </Group>
      </Group>
      {application.safety.verdict !== 'clear' && renderSafetyNotice && (
        <Box mt="sm">
          {renderSafetyNotice({
            safety: application.safety,
            contentKind: 'application',
            contentId: application.id,
            viewer: 'author',
          })}
        </Box>
      )}
      <Box mt="sm">
        <ProposalTerms application={application} />
      </Box>
      <Text fz="sm" mt="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
        {application.proposal}
      </Text>
      {application.attachments.length > 0 && (
        <Box mt="sm">
          <AttachmentList attachments={application.attachments} />
        </Box>
      )}
      {application.decline && (
        <Alert mt="sm" color="gray" variant="light" title={DECLINE_REASON_LABELS[application.decline.reason]} data-testid="decline-reason">
          {application.decline.note ? (
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {application.decline.note}
            </Text>
          ) : (
            <Text fz="sm">The client did not add a note.</Text>
          )}
        </Alert>
      )}
      <Group justify="space-between" align="center" mt="sm">
        <Text fz="sm" c="dimmed">
          Applied {formatDate(application.createdAt)}
        </Text>
        {application.status === 'pending' && (
          <Group gap="xs">
            <OffersPanel applicationId={application.id} viewer="freelancer" pending subject={application.job.title} />
            <Button variant="light" onClick={() => setEditing(true)}>
              Edit
            </Button>
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              Withdraw
            </Button>
          </Group>
        )}
        {application.status === 'accepted' &&
          (application.contractId ? (
            <ButtonLink to="/contracts/$contractId" params={{ contractId: application.contractId }} variant="light">
              View Contract
            </ButtonLink>
          ) : (
            <Text fz="sm" c="dimmed">
              Contract being set up
            </Text>
          ))}
      </Group>
      <EditProposalModal application={application} opened={editing} onClose={() => setEditing(false)} />
      <ConfirmModal
        opened={confirming}
        title="Withdraw this application?"
        message={`The client of “${application.job.title}” will be told, and you cannot apply to this job again.`}
        confirmLabel="Withdraw"
        color="red"
        loading={withdraw.isPending}
        onConfirm={handleWithdraw}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
