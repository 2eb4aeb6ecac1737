import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import type { Application, DeclineReason } from '../../../api/types';
import { getFieldErrors } from '../../../api/errors';
import { useRejectApplication } from '../hooks/useApplicationMutations';
import { DECLINE_NOTE_MAX, DECLINE_REASON_OPTIONS } from '../proposal-view';

type DeclineValues = { reason: DeclineReason | ''; note: string };

export type DeclineApplicationModalProps = {
  application: Application;
  /** The applicant's name, as the card shows it. */
  name: string;
  opened: boolean;
  onClose: () => void;
};

/** Declining a proposal asks why (the freelancer reads the reason and the note). */
export function DeclineApplicationModal({ application, name, opened, onClose }: DeclineApplicationModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Decline proposal" centered>
      {opened && <DeclineForm application={application} name={name} onClose={onClose} />}
    </Modal>
  );
}

function DeclineForm({ application, name, onClose }: Omit<DeclineApplicationModalProps, 'opened'>) {
  const form = useForm<DeclineValues>({
    name: 'decline-application',
    initialValues: { reason: '', note: '' },
    validate: {
      reason: isNotEmpty('Choose a reason'),
      note: (value) => (value.trim().length > DECLINE_NOTE_MAX ? `The note must be at most ${DECLINE_NOTE_MAX} characters` : null),
    },
  });
  const decline = useRejectApplication({ onSuccess: onClose });

  const handleValid = ({ reason, note }: DeclineValues) => {
    decline.mutate(
      { applicationId: application.id, reason: reason as DeclineReason, note: note.trim() || undefined },
      { onError: (error) => form.setErrors(getFieldErrors(error, ['reason', 'note'])) },
    );
  };

  const handleInvalid = (errors: Record<string, unknown>) => {
    form.getInputNode(errors.reason ? 'reason' : 'note')?.focus();
  };

  const note = form.getValues().note;
  return (
    <form onSubmit={form.onSubmit(handleValid, handleInvalid)} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {name} will read the reason and your note in their applications.
        </Text>
        <Select
          label="Reason"
          placeholder="Choose a reason"
          data={DECLINE_REASON_OPTIONS}
          withAsterisk
          allowDeselect={false}
          disabled={decline.isPending}
          data-autofocus
          comboboxProps={{ withinPortal: false }}
          {...form.getInputProps('reason')}
        />
        <Textarea
          label="Note (optional)"
          description={`${note.length}/${DECLINE_NOTE_MAX}`}
          placeholder="A word for the freelancer"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={DECLINE_NOTE_MAX}
          disabled={decline.isPending}
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={decline.isPending}>
            Back
          </Button>
          <Button type="submit" color="red" loading={decline.isPending}>
            Decline
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
