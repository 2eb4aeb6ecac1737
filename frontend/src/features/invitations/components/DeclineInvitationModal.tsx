import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage, getFieldErrors } from '../../../api/errors';
import type { Invitation } from '../../../api/types';
import { INVITATION_LIMITS } from '../../../lib/invitations';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { declineInvitation, invitationKeys } from '../api';

export type DeclineInvitationModalProps = {
  invitation: Invitation;
  opened: boolean;
  onClose: () => void;
};

/** Declines an invitation, with a reason the client reads if one is given. */
export function DeclineInvitationModal({ invitation, opened, onClose }: DeclineInvitationModalProps) {
  const queryClient = useQueryClient();
  const form = useForm({
    name: 'decline-invitation',
    initialValues: { reason: '' },
    validate: {
      reason: (value) =>
        value.trim().length > INVITATION_LIMITS.declineReason
          ? `The reason must be at most ${INVITATION_LIMITS.declineReason} characters`
          : null,
    },
  });
  const decline = useMutation({
    mutationFn: ({ reason }: { reason: string }) => declineInvitation({ id: invitation.id, reason: reason.trim() || undefined }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
      notifySuccess({ title: 'Invitation declined', description: 'The client will be told.' });
      form.reset();
      onClose();
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: invitationKeys.all });
      form.setErrors(getFieldErrors(error, ['reason'] as const));
      notifyError({ title: 'Failed to decline the invitation', description: getErrorMessage(error) });
    },
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Decline this invitation?" centered>
      <form
        onSubmit={form.onSubmit(
          (values) => decline.mutate(values),
          () => form.getInputNode('reason')?.focus(),
        )}
        noValidate
      >
        <Stack gap="sm">
          <Text fz="sm">The client of “{invitation.job.title}” will be told. You can still apply to the job later while it is open.</Text>
          <Textarea
            label="Reason (optional)"
            description="The client reads it."
            autosize
            minRows={2}
            maxRows={6}
            maxLength={INVITATION_LIMITS.declineReason}
            disabled={decline.isPending}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={decline.isPending}>
              Back
            </Button>
            <Button type="submit" color="red" loading={decline.isPending}>
              Decline
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
