import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Application } from '../../../api/types';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { AttachmentList } from '../../../components/attachments/AttachmentList';
import { StatusBadge } from '../../../components/StatusBadge';
import { UserAvatar } from '../../../components/UserAvatar';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { formatDate, formatRating } from '../../../lib/format';
import type { SafetyNoticeTarget } from '../../../lib/safety';
import { DECLINE_REASON_LABELS } from '../proposal-view';
import { useShortlistApplication } from '../hooks/useApplicationMutations';
import { AcceptApplicationModal } from './AcceptApplicationModal';
import { DeclineApplicationModal } from './DeclineApplicationModal';
import { OffersPanel } from './OffersPanel';
import { ProposalTerms } from './ProposalTerms';

export type ApplicationCardProps = {
  application: Application;
  /** The warning on a cover letter the safety check flagged, shown above it. */
  renderSafetyNotice?: (target: SafetyNoticeTarget) => ReactNode;
};

/**
 * A proposal to one of the owner's jobs: the freelancer, the terms asked, the cover letter and
 * files, and while it is pending Shortlist, Decline (with a reason), Message, offers and Accept.
 */
export function ApplicationCard({ application, renderSafetyNotice }: ApplicationCardProps) {
  const [accepting, setAccepting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const shortlist = useShortlistApplication();
  const shortlisted = application.stage === 'shortlisted';
  const { freelancer } = application;
  const name = freelancer ? `${freelancer.firstName} ${freelancer.lastName}`.trim() : 'Unknown user';

  const handleAccepted = () => {
    setAccepting(false);
  };

  return (
    <Card component="article" aria-label={`Application from ${name}`} data-testid="application-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <UserAvatar
              firstName={freelancer?.firstName ?? ''}
              lastName={freelancer?.lastName ?? ''}
              imageUrl={freelancer?.profileImageUrl}
              size={44}
            />
            <Stack gap={0}>
              <Group gap={6}>
                {freelancer ? (
                  <AnchorLink to="/profile/$userId" params={{ userId: application.freelancerId }} fw={600}>
                    {name}
                  </AnchorLink>
                ) : (
                  <Text fw={600}>{name}</Text>
                )}
                {freelancer?.isVerified && <VerifiedBadge size="sm" />}
              </Group>
              <Group gap="sm">
                {freelancer?.username && (
                  <Text fz="sm" c="dimmed">
                    @{freelancer.username}
                  </Text>
                )}
                <Text fz="sm" c="dimmed">
                  {formatRating(freelancer)}
                </Text>
              </Group>
            </Stack>
          </Group>
          <StatusBadge status={application.stage ?? application.status} />
        </Group>
        <ProposalTerms application={application} />
        {application.safety.verdict !== 'clear' &&
          renderSafetyNotice?.({
            safety: application.safety,
            contentKind: 'application',
            contentId: application.id,
            viewer: 'reader',
            report: { reportType: 'user', targetId: application.freelancerId, subject: name },
          })}
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{application.proposal}</Text>
        {application.attachments.length > 0 && <AttachmentList attachments={application.attachments} />}
        {application.decline && (
          <Text fz="sm" c="dimmed">
            Declined: {DECLINE_REASON_LABELS[application.decline.reason]}
            {application.decline.note ? ` — ${application.decline.note}` : ''}
          </Text>
        )}
        <Group justify="space-between" align="center">
          <Text fz="sm" c="dimmed">
            Applied {formatDate(application.createdAt)}
          </Text>
          <Group gap="xs">
            {application.freelancer && (
              <ButtonLink
                to="/messages"
                search={{ userId: application.freelancerId }}
                variant="default"
                leftSection={<IconMessage size={16} aria-hidden />}
                aria-label={`Message ${name}`}
              >
                Message
              </ButtonLink>
            )}
            {application.status === 'pending' && (
              <>
                <Button
                  variant={shortlisted ? 'default' : 'light'}
                  loading={shortlist.isPending}
                  onClick={() => shortlist.mutate({ applicationId: application.id, on: !shortlisted })}
                >
                  {shortlisted ? 'Remove from shortlist' : 'Shortlist'}
                </Button>
                <Button variant="default" color="red" onClick={() => setDeclining(true)}>
                  Decline
                </Button>
                {/* Offers (decision 0072): "Make offer" and the offer panel sit here, before hiring. */}
                <OffersPanel applicationId={application.id} viewer="client" pending subject={name} />
                <Button onClick={() => setAccepting(true)}>Accept</Button>
              </>
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
        </Group>
      </Stack>
      <AcceptApplicationModal
        application={application}
        opened={accepting}
        onClose={() => setAccepting(false)}
        onAccepted={handleAccepted}
      />
      <DeclineApplicationModal application={application} name={name} opened={declining} onClose={() => setDeclining(false)} />
    </Card>
  );
}
