import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage, getFieldErrors, isApiError } from '../../../api/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { DISPUTE_LIMITS, moderationKeys, openDispute } from '../api';

export type OpenDisputeDialogProps = {
  contractId: string;
  opened: boolean;
  onClose: () => void;
  /** After the dispute was opened; the dialog stays busy until a returned promise settles. */
  onOpened?: () => void | Promise<unknown>;
};

/** A party asks an administrator to step in on the contract, saying why. */
export function OpenDisputeDialog({ contractId, opened, onClose, onOpened }: OpenDisputeDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Open Dispute" centered>
      {/* Mounted only while open, so each opening starts empty. */}
      {opened && <OpenDisputeForm contractId={contractId} onDone={onClose} onOpened={onOpened} />}
    </Modal>
  );
}

type DisputeDraft = { reason: string };

type OpenDisputeFormProps = Pick<OpenDisputeDialogProps, 'contractId' | 'onOpened'> & { onDone: () => void };

function OpenDisputeForm({ contractId, onDone, onOpened }: OpenDisputeFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<DisputeDraft>({
    name: 'dispute',
    initialValues: { reason: '' },
    validate: { reason: isNotEmpty('Please give a reason') },
  });

  const open = useMutation({
    mutationFn: ({ reason }: DisputeDraft) => openDispute({ contractId, reason: reason.trim() }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: moderationKeys.myDisputes }), onOpened?.()]);
      notifySuccess({
        title: 'Dispute opened',
        description: 'The other party has been told. An administrator will review it; both of you will be notified of updates.',
      });
      onDone();
    },
    onError: (error) => {
      form.setErrors(getFieldErrors(error, ['reason']));
      notifyError({ title: 'Failed to open dispute', description: getErrorMessage(error) });
      // The other party opened one meanwhile: the contract page shows it.
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: moderationKeys.myDisputes });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit(
        (draft) => open.mutate(draft),
        () => form.getInputNode('reason')?.focus(),
      )}
      noValidate
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          An administrator will look into this contract. Both parties are kept informed.
        </Text>
        <Textarea
          label="Reason"
          placeholder="What went wrong, and what would put it right?"
          withAsterisk
          autosize
          minRows={4}
          maxRows={10}
          maxLength={DISPUTE_LIMITS.reason}
          disabled={open.isPending}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={open.isPending}>
            Back
          </Button>
          <Button type="submit" loading={open.isPending}>
            Open Dispute
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
