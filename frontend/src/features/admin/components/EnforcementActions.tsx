import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { AdminDispute, AdminReport, EnforcementKind } from '../../../api/types';
import { fullName } from '../../../lib/format';
import { EnforcementDialog } from './EnforcementDialog';
import type { EnforcementDialogProps } from './EnforcementDialog';

type Offer = { label: string } & Pick<EnforcementDialogProps, 'kind' | 'subjectId' | 'subject'>;

const REPORT_OFFERS: Record<AdminReport['reportType'], { label: string; kind: EnforcementKind; subject: (name: string | null) => string }> =
  {
    user: { label: 'Suspend account', kind: 'suspension', subject: (name) => name ?? 'this user' },
    job: { label: 'Take down job post', kind: 'job_takedown', subject: (name) => (name ? `“${name}”` : 'this job post') },
    message: { label: 'Remove message', kind: 'message_removal', subject: () => 'this message' },
  };

/** From a report, the action on what it reports: suspend the user, take down the job post, remove the message. */
export function ReportEnforcementActions({ report }: { report: AdminReport }) {
  const { label, kind, subject } = REPORT_OFFERS[report.reportType];
  return (
    <Group gap="sm">
      <EnforcementOffers offers={[{ label, kind, subjectId: report.targetId, subject: subject(report.targetName) }]} reportId={report.id} />
    </Group>
  );
}

/** From a dispute, a suspension of either party: buttons to place beside the dispute's own. */
export function DisputeEnforcementActions({ dispute }: { dispute: AdminDispute }) {
  const partyName = (partyId: string, role: string) =>
    dispute.initiator && dispute.initiatorId === partyId ? fullName(dispute.initiator) : `the ${role} of “${dispute.jobTitle}”`;
  return (
    <EnforcementOffers
      offers={[
        { label: 'Suspend client', kind: 'suspension', subjectId: dispute.clientId, subject: partyName(dispute.clientId, 'client') },
        {
          label: 'Suspend worker',
          kind: 'suspension',
          subjectId: dispute.freelancerId,
          subject: partyName(dispute.freelancerId, 'freelancer'),
        },
      ]}
      disputeId={dispute.id}
    />
  );
}

/** A button per offer, each opening the enforcement dialog for it. */
function EnforcementOffers({ offers, reportId, disputeId }: { offers: Offer[]; reportId?: string; disputeId?: string }) {
  const [opened, setOpened] = useState<Offer | null>(null);
  return (
    <>
      {offers.map((offer) => (
        <Button key={offer.label} color="red" variant="light" onClick={() => setOpened(offer)}>
          {offer.label}
        </Button>
      ))}
      {opened && (
        <EnforcementDialog
          kind={opened.kind}
          subjectId={opened.subjectId}
          subject={opened.subject}
          reportId={reportId}
          disputeId={disputeId}
          opened
          onClose={() => setOpened(null)}
        />
      )}
    </>
  );
}
