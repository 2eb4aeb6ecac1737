import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { Application } from '../../../api/types';
import { AnchorLink, ButtonLink } from '../../../components/links';
import { StatusBadge } from '../../../components/StatusBadge';
import { UserAvatar } from '../../../components/UserAvatar';
import { VerifiedBadge } from '../../../components/VerifiedBadge';
import { formatDate, formatRating } from '../../../lib/format';
import type { SafetyNoticeTarget } from '../../../lib/safety';
import { useRejectApplication } from '../hooks/useApplicationMutations';
import { AcceptApplicationModal } from './AcceptApplicationModal';
import { OffersPanel } from './OffersPanel';

export type ApplicationCardProps = {
  application: Application;
  /** The warning on a cover letter the safety check flagged, shown above it. */
  renderSafetyNotice?: (target: SafetyNoticeTarget) => ReactNode;
};

/** An application to one of the owner's jobs, with Accept and Reject while it is pending. */
export function ApplicationCard({ application, renderSafetyNotice }: ApplicationCardProps) {
  const [accepting, setAccepting] = useState(false);
  const reject = useRejectApplication();
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
          <StatusBadge status={application.status} />
        </Group>
        {application.safety.verdict !== 'clear' &&
          renderSafetyNotice?.({
            safety: application.safety,
            contentKind: 'application',
            contentId: application.id,
            viewer: 'reader',
            report: { reportType: 'user', targetId: application.freelancerId, subject: name },
          })}
        <Text style={{ whiteSpace: 'pre-wrap' }}>{application.proposal}</Text>
        <Group justify="space-between" align="center">
          <Text fz="sm" c="dimmed">
            Applied {formatDate(application.createdAt)}
          </Text>
          {application.status === 'pending' && (
            <Group gap="xs">
              <OffersPanel applicationId={application.id} viewer="client" pending subject={name} />
              <Button
                variant="default"
                color="red"
                onClick={() => reject.mutate({ applicationId: application.id })}
                loading={reject.isPending}
              >
                Reject
              </Button>
              <Button onClick={() => setAccepting(true)} disabled={reject.isPending}>
                Accept
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
      </Stack>
      <AcceptApplicationModal
        application={application}
        opened={accepting}
        onClose={() => setAccepting(false)}
        onAccepted={handleAccepted}
      />
    </Card>
  );
}
