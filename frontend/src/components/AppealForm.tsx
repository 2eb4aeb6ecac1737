import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { isNotEmpty, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { getErrorMessage, getFieldErrors } from '../api/errors';
import { APPEAL_LIMITS } from '../lib/appeals';
import { notifyError, notifySuccess } from '../lib/notify';

export type AppealFormProps = {
  /** What the appeal is of, in the sentence above the text: "the takedown of your post". */
  subject: string;
  /** Sends the text (the content's appeal, or the suspension's with its token). */
  send: (text: string) => Promise<unknown>;
  onSent: () => void;
  onCancel: () => void;
};

/** One appeal's text (decision 0065): why the decision should change, read by an administrator who did not take it. */
export function AppealForm({ subject, send, onSent, onCancel }: AppealFormProps) {
  const form = useForm({
    name: 'appeal',
    initialValues: { text: '' },
    validate: { text: isNotEmpty('Please say why the decision should change') },
  });
  const submit = useMutation({
    mutationFn: ({ text }: { text: string }) => send(text.trim()),
    onSuccess: () => {
      notifySuccess({ title: 'Appeal sent', description: 'You will be told the decision and its reason.' });
      onSent();
    },
    onError: (error) => {
      form.setErrors(getFieldErrors(error, ['text'] as const));
      notifyError({ title: 'Failed to send the appeal', description: getErrorMessage(error) });
    },
  });

  return (
    <form
      onSubmit={form.onSubmit(
        (values) => submit.mutate(values),
        () => form.getInputNode('text')?.focus(),
      )}
      noValidate
    >
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          Appeal {subject} once. An administrator other than the one who took the decision reads it and tells you theirs.
        </Text>
        <Textarea
          label="Why should the decision change?"
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={APPEAL_LIMITS.text}
          disabled={submit.isPending}
          data-autofocus
          {...form.getInputProps('text')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submit.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={submit.isPending}>
            Send appeal
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
