import { Box, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import type { Message } from '../../../api/types';
import { AttachmentPicker, type PickedAttachments } from '../../../components/attachments/AttachmentPicker';
import { useDraft } from '../../../lib/drafts';
import { conversationWithQueryOptions, MESSAGE_MAX_LENGTH } from '../api';
import { useMessageSender, useOutgoingMessages } from '../hooks/useOutgoingMessages';
import { MessageBubble, OutgoingBubble } from './MessageBubble';

export type SendMessageFormProps = {
  receiverId: string;
  /** Hears of each message once stored, in the order they were sent. */
  onSent: (message: Message) => void;
};

/**
 * The send box: Enter sends, Shift+Enter starts a new line. Sending empties the box at once (the
 * message goes on to the thread), so what is typed next is the next message; messages queue and
 * are stored in the order they were sent.
 */
const NO_TEXT = '';
const NO_FILES: PickedAttachments = { ids: [], uploading: false, failed: false };

export function SendMessageForm({ receiverId, onSent }: SendMessageFormProps) {
  // What is typed is kept per conversation: a session that ends mid-sentence loses nothing.
  const draft = useDraft(`message:${receiverId}`, NO_TEXT);
  const form = useForm({
    name: 'message',
    initialValues: { content: draft.initial },
    onValuesChange: ({ content }) => draft.save(content),
  });
  const { send, retry, discard } = useMessageSender(receiverId, onSent);
  // Files upload as soon as they are picked; the message waits for them. A new key starts the picker afresh.
  const [files, setFiles] = useState<PickedAttachments>(NO_FILES);
  const [pickerKey, setPickerKey] = useState(0);
  const filesReady = !files.uploading && !files.failed;
  const outgoing = useOutgoingMessages(receiverId);
  // Before the first message there is no thread to show the sends in: they show here.
  const { data: details } = useQuery(conversationWithQueryOptions(receiverId));
  const firstSends = details?.conversation === null ? outgoing : [];

  const canSend = filesReady && (form.values.content.trim() !== '' || files.ids.length > 0);
  const submit = form.onSubmit(({ content }) => {
    const text = content.trim();
    if (!filesReady || (!text && files.ids.length === 0)) return;
    send(text, files.ids);
    form.setValues({ content: '' });
    draft.clear();
    setFiles(NO_FILES);
    setPickerKey((key) => key + 1);
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={submit} noValidate>
      {firstSends.length > 0 && (
        <Stack gap="sm" px="md" pt="sm">
          {firstSends.map((sending) =>
            sending.message ? (
              <MessageBubble key={sending.clientMessageId} message={sending.message} author={null} seen={false} />
            ) : (
              <OutgoingBubble
                key={sending.clientMessageId}
                outgoing={sending}
                onRetry={() => retry(sending)}
                onDiscard={() => discard(sending)}
              />
            ),
          )}
        </Stack>
      )}
      <Box px="sm" pt="sm">
        <AttachmentPicker key={pickerKey} onChange={setFiles} />
      </Box>
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
        <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} disabled={!canSend}>
          Send
        </Button>
      </Group>
    </form>
  );
}
