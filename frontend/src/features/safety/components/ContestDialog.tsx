import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { getErrorMessage, getFieldErrors } from '../../../api/errors';
import type { ContestKind } from '../../../api/types';
import { LIMITS } from '../../../lib/limits';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { contestVerdict } from '../api';

export type ContestDialogProps = {
  contentKind: ContestKind;
  contentId: string;
  opened: boolean;
  onClose: () => void;
  /** Heard once the request is taken: a text is contested once. */
  onContested: () => void;
};

/** "This is a mistake": the author tells our safety team why the text is not a scam. */
export function ContestDialog({ opened, onClose, ...others }: ContestDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Ask for a review" centered>
      {/* Mounted only while open, so each opening starts empty. */}
      {opened && <ContestForm onDone={onClose} {...others} />}
    </Modal>
  );
}

type ContestFormProps = Omit<ContestDialogProps, 'opened' | 'onClose'> & { onDone: () => void };

function ContestForm({ contentKind, contentId, onContested, onDone }: ContestFormProps) {
  const form = useForm({
    name: 'contest',
    initialValues: { note: '' },
    validate: { note: isNotEmpty('Please tell us why') },
  });

  const contest = useMutation({
    mutationFn: ({ note }: { note: string }) => contestVerdict({ contentKind, contentId, note: note.trim() }),
    onSuccess: () => {
      notifySuccess({ title: 'Review requested', description: 'Thanks — our team will take another look.' });
      onContested();
      onDone();
    },
    onError: (error) => {
      form.setErrors(getFieldErrors(error, ['note'] as const));
      notifyError({ title: 'Failed to ask for a review', description: getErrorMessage(error) });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit(
        (draft) => contest.mutate(draft),
        () => form.getInputNode('note')?.focus(),
      )}
      noValidate
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          Our safety team reads your note and looks at it again. You can ask once.
        </Text>
        <Textarea
          label="Why is this not a scam?"
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={LIMITS.safety.note}
          disabled={contest.isPending}
          data-autofocus
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={contest.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={contest.isPending}>
            Ask for a review
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
