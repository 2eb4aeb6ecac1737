import { Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getErrorMessage } from '../../../api/errors';
import type { AdminVerification, DocumentLinks, VerificationDecision } from '../../../api/types';
import { EmptyState } from '../../../components/EmptyState';
import { MorePagesFooter } from '../../../components/MorePagesFooter';
import { AnchorLink } from '../../../components/links';
import { UserAvatar } from '../../../components/UserAvatar';
import { formatClockTime, formatDate, fullName } from '../../../lib/format';
import { LIMITS } from '../../../lib/limits';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminKeys, openDocumentLinks, pendingVerificationsQueryOptions, reviewVerification } from '../api';
import { DecisionForm } from './DecisionForm';
import { VerificationMediaFigures } from './VerificationMediaFigures';
import type { DecisionOption } from './DecisionForm';
import { QueueItemBar, useTakenByAnother } from './QueueItemBar';

const DECISIONS: DecisionOption<VerificationDecision>[] = [
  { value: 'rejected', label: 'Reject', color: 'red', variant: 'light' },
  { value: 'approved', label: 'Approve' },
];

/** Pending verification requests, oldest first, each with its documents on request and a decision with a note. */
export function VerificationReviewList() {
  const query = useSuspenseInfiniteQuery(pendingVerificationsQueryOptions());
  const requests = query.data.pages.flatMap((page) => page.items);
  if (requests.length === 0) {
    return (
      <EmptyState
        title="No pending verifications"
        description="New verification requests appear here for review."
        icon={<IconShieldCheck size={28} aria-hidden />}
      />
    );
  }
  return (
    <Stack gap="md">
      {requests.map((request) => (
        <VerificationReviewCard key={request.id} request={request} />
      ))}
      <MorePagesFooter query={query} />
    </Stack>
  );
}

function VerificationReviewCard({ request }: { request: AdminVerification }) {
  const queryClient = useQueryClient();
  const { user } = request;
  const name = user ? fullName(user) : 'Deleted account';
  const blocked = useTakenByAnother(request.queue);

  const review = useMutation({
    mutationFn: reviewVerification,
    onSuccess: async (_reviewed, { status }) => {
      notifySuccess({
        title: status === 'approved' ? 'Verification approved' : 'Verification rejected',
        description: `${name} has been notified.`,
      });
      // The list and the figures both change.
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => notifyError({ title: 'Failed to review verification', description: getErrorMessage(error) }),
  });

  const handleDecide = (status: VerificationDecision, reviewNote: string) =>
    review.mutateAsync({ requestId: request.id, status, reviewNote });

  return (
    <Card component="article" aria-label={`Verification request of ${name}`}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <UserAvatar firstName={user?.firstName ?? ''} lastName={user?.lastName ?? ''} imageUrl={user?.profileImageUrl} size={48} />
          <Stack gap={0} miw={0}>
            <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {user ? (
                <AnchorLink to="/profile/$userId" params={{ userId: user.id }} inherit>
                  {name}
                </AnchorLink>
              ) : (
                name
              )}
            </Title>
            {user?.username && (
              <Text fz="sm" c="dimmed">
                @{user.username}
              </Text>
            )}
            <Text fz="sm" c="dimmed">
              Submitted {formatDate(request.createdAt)}
            </Text>
          </Stack>
        </Group>
        <QueueItemBar
          kind="verifications"
          itemId={request.id}
          createdAt={request.createdAt}
          queue={request.queue}
          personId={request.userId}
          open={request.status === 'pending'}
        />
        <VerificationMediaFigures request={request} />
        <VerificationDocuments requestId={request.id} name={name} />
        <DecisionForm
          field="reviewNote"
          label="Review note"
          description="The user sees this note with the decision."
          requiredMessage="Please write a review note"
          maxLength={LIMITS.verification.reviewNote}
          decisions={DECISIONS}
          onDecide={handleDecide}
          blocked={blocked}
        />
      </Stack>
    </Card>
  );
}

/**
 * The ID image and the video, fetched only when the administrator asks (each opening is recorded
 * in the audit log). The links work for a few minutes: once they have expired the media go and
 * the documents can be opened again.
 */
function VerificationDocuments({ requestId, name }: { requestId: string; name: string }) {
  const [links, setLinks] = useState<DocumentLinks | null>(null);
  const [expired, setExpired] = useState(false);

  const open = useMutation({
    mutationFn: () => openDocumentLinks(requestId),
    onSuccess: (opened) => {
      setLinks(opened);
      setExpired(false);
    },
    onError: (error) => notifyError({ title: 'Failed to open documents', description: getErrorMessage(error) }),
  });

  useEffect(() => {
    if (!links) return;
    const timer = window.setTimeout(() => setExpired(true), Math.max(0, Date.parse(links.expiresAt) - Date.now()));
    return () => window.clearTimeout(timer);
  }, [links]);

  if (!links || expired) {
    return (
      <Group gap="sm">
        <Button variant="default" onClick={() => open.mutate()} loading={open.isPending}>
          {links ? 'Open documents again' : 'View documents'}
        </Button>
        {links && (
          <Text fz="sm" c="dimmed">
            The links expired at {formatClockTime(links.expiresAt)}.
          </Text>
        )}
      </Group>
    );
  }

  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Image src={links.idDocumentUrl} alt={`ID document of ${name}`} radius="sm" mah={320} fit="contain" />
        <video
          src={links.videoUrl}
          controls
          preload="metadata"
          aria-label={`Identity video of ${name}`}
          style={{ width: '100%', maxHeight: 320 }}
        />
      </SimpleGrid>
      <Text fz="sm" c="dimmed">
        These links expire at {formatClockTime(links.expiresAt)}.
      </Text>
    </Stack>
  );
}
