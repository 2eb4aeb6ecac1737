import { ActionIcon, Box, Button, Center, Group, Loader, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconDots, IconFlag } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState } from 'react';
import { getErrorMessage } from '../../../api/errors';
import type { Message, Person } from '../../../api/types';
import { formatRelativeTime } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { fullName } from '../../contracts/api';
import { ReportDialog } from '../../moderation/components/ReportDialog';
import { messagingKeys } from '../api';
import { fetchMessages, lastSeenMessageId, prependEarlier, threadQueryOptions } from '../thread';
import type { Thread } from '../thread';

export type MessageLogProps = {
  conversationId: string;
  viewerId: string;
  otherUser: Person;
};

/**
 * A conversation's messages, oldest first, with earlier history on request and "Seen" under the
 * viewer's last read message. Each message received has a small menu to report it.
 */
export function MessageLog({ conversationId, viewerId, otherUser }: MessageLogProps) {
  const queryClient = useQueryClient();
  const { data: thread, isPending, isError } = useQuery(threadQueryOptions(conversationId));
  const messages = thread?.messages;
  const [reportedMessageId, setReportedMessageId] = useState<string | null>(null);

  const loadEarlier = useMutation({
    mutationFn: (firstId: string) => fetchMessages(conversationId, { before: firstId }),
    onSuccess: (earlier) => {
      queryClient.setQueryData<Thread>(messagingKeys.thread(conversationId), (held) => held && prependEarlier(held, earlier));
    },
    onError: (error) => notifyError({ title: 'Failed to load messages', description: getErrorMessage(error) }),
  });

  const viewport = useRef<HTMLDivElement>(null);
  const shown = useRef<{ lastId: string | null; scrollHeight: number }>({ lastId: null, scrollHeight: 0 });
  // A new last message scrolls to the bottom; earlier history or a read receipt keeps the view where it was.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element || !messages) return;
    const lastId = messages.at(-1)?.id ?? null;
    if (lastId !== shown.current.lastId) element.scrollTop = element.scrollHeight;
    else element.scrollTop += element.scrollHeight - shown.current.scrollHeight;
    shown.current = { lastId, scrollHeight: element.scrollHeight };
  }, [messages]);

  const seenId = messages ? lastSeenMessageId(messages, viewerId) : null;

  return (
    <>
      <Box
        ref={viewport}
        role="log"
        aria-live="polite"
        aria-label={`Messages with ${fullName(otherUser)}`}
        tabIndex={0}
        p="md"
        style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
      >
        {isPending && (
          <Center h="100%">
            <Loader role="status" aria-label="Loading" />
          </Center>
        )}
        {isError && (
          <Text c="dimmed" ta="center">
            The messages could not be loaded.
          </Text>
        )}
        {thread && (
          <Stack gap="sm">
            {thread.hasEarlier && (
              <Group justify="center">
                <Button
                  variant="default"
                  size="xs"
                  loading={loadEarlier.isPending}
                  onClick={() => loadEarlier.mutate(thread.messages[0].id)}
                >
                  Load earlier messages
                </Button>
              </Group>
            )}
            {thread.messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                author={message.senderId === viewerId ? null : otherUser.firstName}
                seen={message.id === seenId}
                onReport={() => setReportedMessageId(message.id)}
              />
            ))}
          </Stack>
        )}
      </Box>
      <ReportDialog
        reportType="message"
        targetId={reportedMessageId ?? ''}
        subject="this message"
        opened={reportedMessageId !== null}
        onClose={() => setReportedMessageId(null)}
      />
    </>
  );
}

type MessageBubbleProps = {
  message: Message;
  /** The other user's first name; null for the viewer's own messages. */
  author: string | null;
  seen: boolean;
  /** Opens the report dialog for this message (only received messages offer it). */
  onReport: () => void;
};

function MessageBubble({ message, author, seen, onReport }: MessageBubbleProps) {
  const own = author === null;
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'}>
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="85%"
        bg={own ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-hover)'}
        c={own ? 'var(--mantine-color-white)' : undefined}
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content}
        </Text>
      </Paper>
      <Group gap={4} wrap="nowrap">
        <Text size="xs" c="dimmed">
          {author ?? 'You'} · {formatRelativeTime(message.createdAt)}
        </Text>
        {!own && (
          <Menu position="bottom-start" shadow="md">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Options for ${author}'s message`}>
                <IconDots size={14} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconFlag size={14} aria-hidden />} onClick={onReport}>
                Report message
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {seen && (
        <Text size="xs" c="dimmed">
          Seen
        </Text>
      )}
    </Stack>
  );
}
