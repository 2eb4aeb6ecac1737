import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { AttachmentPicker } from '../../../components/attachments/AttachmentPicker';
import type { PickedAttachments } from '../../../components/attachments/AttachmentPicker';

/** The server's limit on a submission's note and on what the client asks to change (MILESTONE_LIMITS.note). */
export const MILESTONE_NOTE_MAX = 2000;

const NO_FILES: PickedAttachments = { ids: [], uploading: false, failed: false };

type FormProps<Values> = {
  submitting: boolean;
  onSubmit: (values: Values) => void;
  onCancel: () => void;
};

/**
 * The freelancer hands in a milestone: a note for the client and up to five files. Something must
 * be handed in (a note or a file), and the form waits for the files' uploads.
 */
export function SubmitMilestoneForm({ submitting, onSubmit, onCancel }: FormProps<{ note: string; attachmentIds: string[] }>) {
  const [files, setFiles] = useState<PickedAttachments>(NO_FILES);
  const form = useForm({ name: 'submit-milestone', initialValues: { note: '' } });
  const waiting = files.uploading || files.failed;
  const handleSubmit = ({ note }: { note: string }) => {
    // The files live in the picker, not in the form's values: the one rule that reads both is here.
    if (!note.trim() && files.ids.length === 0) {
      form.setFieldError('note', 'Say what you did, or attach the files that show it');
      form.getInputNode('note')?.focus();
      return;
    }
    onSubmit({ note: note.trim(), attachmentIds: files.ids });
  };
  return (
    <form noValidate onSubmit={form.onSubmit(handleSubmit)}>
      <Stack gap="xs">
        <Textarea
          label="Note for the client"
          autosize
          minRows={2}
          maxLength={MILESTONE_NOTE_MAX}
          disabled={submitting}
          {...form.getInputProps('note')}
        />
        <AttachmentPicker onChange={setFiles} disabled={submitting} />
        {waiting && (
          <Text size="xs" c="dimmed">
            {files.uploading ? 'Waiting for the files to upload…' : 'Retry or remove the file that failed to send the submission.'}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting} disabled={waiting}>
            Send submission
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The client sends a waiting submission back, saying what should change. */
export function RequestChangesForm({ submitting, onSubmit, onCancel }: FormProps<{ note: string }>) {
  const form = useForm({
    name: 'request-changes',
    initialValues: { note: '' },
    validate: { note: (value) => (value.trim() ? null : 'Say what should change') },
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => onSubmit({ note: values.note.trim() }))}>
      <Stack gap="xs">
        <Textarea
          label="What should change"
          withAsterisk
          autosize
          minRows={2}
          maxLength={MILESTONE_NOTE_MAX}
          disabled={submitting}
          data-autofocus
          {...form.getInputProps('note')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
