import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { getErrorMessage } from '../../../api/errors';
import type { Invitation } from '../../../api/types';
import { AnchorLink } from '../../../components/links';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate, fullName } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { acceptInvitation, invitationKeys, isOpenInvitation } from '../api';
import type { InvitationBox } from '../api';
import { DeclineInvitationModal } from './DeclineInvitationModal';

export type InvitationCardProps = {
  invitation: Invitation;
  /** received: the viewer is the freelancer (Accept, Decline); sent: the client. */
  box: InvitationBox;
};

/** One invitation: the job, the other person, the message, where it stands and since when. */
export function InvitationCard({ invitation, box }: InvitationCardProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [declining, setDeclining] = useState(false);
  const other = box === 'received' ? invitation.client : invitation.freelancer;
  const otherId = box === 'received' ? invitation.clientId : invitation.freelancerId;
  const answerable = box === 'received' && isOpenInvitation(invitation);

  const accept = useMutation({
    mutationFn: () => acceptInvitation(invitation.id),
    onSuccess: ({ jobId }) => {
      void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
      // The proposal sent next records the invitation (the server finds it by the job and freelancer).
      void navigate({ to: '/jobs/$jobId/apply', params: { jobId } });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
      notifyError({ title: 'Failed to accept the invitation', description: getErrorMessage(error) });
    },
  });

  return (
    <Card component="article" aria-label={invitation.job.title} withBorder data-testid="invitation-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <AnchorLink to="/jobs/$jobId" params={{ jobId: invitation.jobId }} fw={600} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {invitation.job.title}
          </AnchorLink>
          <Text fz="sm" c="dimmed">
            {box === 'received' ? 'From ' : 'To '}
            {other ? (
              <AnchorLink to="/profile/$userId" params={{ userId: otherId }} fz="sm">
                {fullName(other)}
              </AnchorLink>
            ) : (
              'a deleted account'
            )}
          </Text>
        </Stack>
        <StatusBadge status={invitation.status} />
      </Group>
      {invitation.message && (
        <Text fz="sm" mt="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {invitation.message}
        </Text>
      )}
      {invitation.status === 'declined' && invitation.declineReason && (
        <Text fz="sm" mt="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Reason: {invitation.declineReason}
        </Text>
      )}
      <Group justify="space-between" align="center" mt="sm" gap="sm">
        <Text fz="sm" c="dimmed">
          Invited {formatDate(invitation.createdAt)}
          {(invitation.status === 'accepted' || invitation.status === 'declined') &&
            ` · ${invitation.status === 'accepted' ? 'Accepted' : 'Declined'} ${formatDate(invitation.updatedAt)}`}
        </Text>
        {answerable && (
          <Group gap="xs">
            <Button variant="default" onClick={() => setDeclining(true)} disabled={accept.isPending}>
              Decline
            </Button>
            <Button onClick={() => accept.mutate()} loading={accept.isPending}>
              Accept
            </Button>
          </Group>
        )}
      </Group>
      <DeclineInvitationModal invitation={invitation} opened={declining} onClose={() => setDeclining(false)} />
    </Card>
  );
}
