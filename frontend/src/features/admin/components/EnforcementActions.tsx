import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ActionTaken, AdminDispute, AdminReport, EnforcementKind } from '../../../api/types';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate, fullName } from '../../../lib/format';
import { EnforcementDialog } from './EnforcementDialog';
import type { EnforcementDialogProps } from './EnforcementDialog';

type Offer = { label: string } & Pick<EnforcementDialogProps, 'kind' | 'subjectId' | 'subject' | 'ownerSuspended'>;

const REPORT_OFFERS: Record<
  AdminReport['reportType'],
  { label: string; kind: EnforcementKind; subject: (name: string | null) => string; inForce: string }
> = {
  user: { label: 'Suspend account', kind: 'suspension', subject: (name) => name ?? 'this user', inForce: 'The account is suspended.' },
  job: {
    label: 'Take down job post',
    kind: 'job_takedown',
    subject: (name) => (name ? `“${name}”` : 'this job post'),
    inForce: 'The job post is taken down.',
  },
  message: { label: 'Remove message', kind: 'message_removal', subject: () => 'this message', inForce: 'The message is removed.' },
};

/**
 * From a report, the action on what it reports: suspend the user, take down the job post, remove
 * the message. None once that action is in force (taken from this report or elsewhere): the card
 * says so instead, and the dialog offers no suspension of an owner already suspended.
 */
export function ReportEnforcementActions({ report, blocked = false }: { report: AdminReport; blocked?: boolean }) {
  const { label, kind, subject, inForce } = REPORT_OFFERS[report.reportType];
  if (report.inForce.target) {
    return (
      <Text fz="sm" c="dimmed">
        {inForce}
      </Text>
    );
  }
  return (
    <Group gap="sm">
      <EnforcementOffers
        offers={[
          {
            label,
            kind,
            subjectId: report.targetId,
            subject: subject(report.targetName),
            ownerSuspended: report.inForce.ownerSuspended,
          },
        ]}
        reportId={report.id}
        blocked={blocked}
      />
    </Group>
  );
}

/** From a dispute, a suspension of either party not suspended yet: buttons to place beside the dispute's own. */
export function DisputeEnforcementActions({ dispute, blocked = false }: { dispute: AdminDispute; blocked?: boolean }) {
  const partyName = (partyId: string, role: string) =>
    dispute.initiator && dispute.initiatorId === partyId ? fullName(dispute.initiator) : `the ${role} of “${dispute.jobTitle}”`;
  const offers: Offer[] = [];
  if (!dispute.partiesSuspended.client) {
    offers.push({
      label: 'Suspend client',
      kind: 'suspension',
      subjectId: dispute.clientId,
      subject: partyName(dispute.clientId, 'client'),
    });
  }
  if (!dispute.partiesSuspended.freelancer) {
    offers.push({
      label: 'Suspend worker',
      kind: 'suspension',
      subjectId: dispute.freelancerId,
      subject: partyName(dispute.freelancerId, 'freelancer'),
    });
  }
  return <EnforcementOffers offers={offers} disputeId={dispute.id} blocked={blocked} />;
}

/** A button per offer, each opening the enforcement dialog for it; none works while another administrator holds the item (`blocked`). */
function EnforcementOffers({
  offers,
  reportId,
  disputeId,
  blocked,
}: {
  offers: Offer[];
  reportId?: string;
  disputeId?: string;
  blocked: boolean;
}) {
  const [opened, setOpened] = useState<Offer | null>(null);
  return (
    <>
      {offers.map((offer) => (
        <Button key={offer.label} color="red" variant="light" disabled={blocked} onClick={() => setOpened(offer)}>
          {offer.label}
        </Button>
      ))}
      {opened && (
        <EnforcementDialog
          kind={opened.kind}
          subjectId={opened.subjectId}
          subject={opened.subject}
          ownerSuspended={opened.ownerSuspended}
          reportId={reportId}
          disputeId={disputeId}
          opened
          onClose={() => setOpened(null)}
        />
      )}
    </>
  );
}

const TAKEN_LABELS: Record<EnforcementKind, string> = {
  suspension: 'Account suspended',
  job_takedown: 'Job post taken down',
  portfolio_takedown: 'Portfolio item taken down',
  message_removal: 'Message removed',
};

/** The actions already taken on a report or dispute, newest first: what, whether still in force, when and by whom. */
export function ActionsTaken({ actions }: { actions: ActionTaken[] }) {
  if (actions.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600}>
        Actions taken
      </Text>
      <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
        {actions.map((action) => (
          <Group component="li" key={action.id} gap="xs" wrap="wrap">
            <Text fz="sm">{TAKEN_LABELS[action.kind]}</Text>
            <StatusBadge status={action.status} size="sm" />
            <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {formatDate(action.createdAt)} by {fullName(action.admin).trim() || 'an administrator'}
              {action.kind === 'suspension' &&
                action.status === 'active' &&
                (action.endsAt ? ` · until ${formatDate(action.endsAt)}` : ' · until lifted')}
              {action.liftedAt && ` · ${action.status} ${formatDate(action.liftedAt)}`}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
