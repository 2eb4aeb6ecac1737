import { Button, Group, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { getErrorMessage } from '../../../api/errors';
import type { Message } from '../../../api/types';
import { notifyError } from '../../../lib/notify';
import { MESSAGE_MAX_LENGTH, sendMessage } from '../api';

export type SendMessageFormProps = {
  receiverId: string;
  onSent: (message: Message) => void;
};

/** The send box: Enter sends, Shift+Enter starts a new line. */
export function SendMessageForm({ receiverId, onSent }: SendMessageFormProps) {
  const form = useForm({ name: 'message', initialValues: { content: '' } });
  const content = form.values.content.trim();

  const send = useMutation({
    mutationFn: (text: string) => sendMessage(receiverId, text),
    onSuccess: (message) => {
      form.reset();
      onSent(message);
    },
    onError: (error) => notifyError({ title: 'Failed to send message', description: getErrorMessage(error) }),
  });

  const submit = form.onSubmit(() => {
    if (content && !send.isPending) send.mutate(content);
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="sm" align="flex-end" wrap="nowrap" p="sm">
        <Textarea
          aria-label="Message"
          placeholder="Write a message…"
          autosize
          minRows={1}
          maxRows={5}
          maxLength={MESSAGE_MAX_LENGTH}
          style={{ flex: 1 }}
          onKeyDown={handleKeyDown}
          {...form.getInputProps('content')}
        />
        <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} disabled={!content} loading={send.isPending}>
          Send
        </Button>
      </Group>
    </form>
  );
}
