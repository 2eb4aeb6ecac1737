import { Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { getErrorMessage } from '../../../api/errors';
import type { Person } from '../../../api/types';
import { fullName } from '../../../lib/format';
import { notifyError } from '../../../lib/notify';
import { forgetDelivered, useMessageSender, useOutgoingMessages } from '../hooks/useOutgoingMessages';
import { heldLast, lastSeenMessageId, threadMessages, threadQueryOptions, withOutgoing } from '../thread';
import type { ThreadItem } from '../thread';
import { MessageBubble, OutgoingBubble } from './MessageBubble';
import type { MessageBubbleProps } from './MessageBubble';

export type MessageLogProps = {
  conversationId: string;
  viewerId: string;
  otherUser: Person;
  /** Reports a received message to the administrators; without it, messages have no menu. */
  onReportMessage?: (messageId: string) => void;
  /** Opens the confirmation to block the other user, offered beside a warning on their message. */
  onBlockSender?: () => void;
  renderSafetyNotice?: MessageBubbleProps['renderSafetyNotice'];
};

const itemKey = (item: ThreadItem) => (item.kind === 'message' ? item.message.id : item.outgoing.clientMessageId);

/**
 * A conversation's messages, oldest first, with earlier history on request and "Seen" under the
 * viewer's last read message, then the viewer's messages still sending or failed (with Retry).
 * Each message received has a small menu to report it.
 */
export function MessageLog({ conversationId, viewerId, otherUser, onReportMessage, onBlockSender, renderSafetyNotice }: MessageLogProps) {
  const queryClient = useQueryClient();
  const {
    data: thread,
    isPending,
    isError,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage,
  } = useInfiniteQuery(threadQueryOptions(conversationId));
  const messages = useMemo(() => threadMessages(thread), [thread]);
  const outgoing = useOutgoingMessages(otherUser.id);
  const { retry, discard } = useMessageSender(otherUser.id);
  const items = useMemo(() => heldLast(withOutgoing(messages, viewerId, outgoing)), [messages, viewerId, outgoing]);

  useEffect(() => {
    if (thread) forgetDelivered(queryClient, otherUser.id, viewerId, messages);
  }, [queryClient, thread, messages, outgoing, otherUser.id, viewerId]);

  const handleLoadEarlier = async () => {
    const result = await fetchNextPage();
    if (result.isFetchNextPageError) notifyError({ title: 'Failed to load messages', description: getErrorMessage(result.error) });
  };

  const viewport = useRef<HTMLDivElement>(null);
  const shown = useRef<{ lastId: string | null; scrollHeight: number }>({ lastId: null, scrollHeight: 0 });
  const lastKey = items.length > 0 ? itemKey(items[items.length - 1]) : null;
  // A new last message scrolls to the bottom; earlier history or a read receipt keeps the view where it was.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    if (lastKey !== shown.current.lastId) element.scrollTop = element.scrollHeight;
    else element.scrollTop += element.scrollHeight - shown.current.scrollHeight;
    shown.current = { lastId: lastKey, scrollHeight: element.scrollHeight };
  }, [lastKey, items]);

  const seenId = lastSeenMessageId(messages, viewerId);

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
        {(thread || items.length > 0) && (
          <Stack gap="sm">
            {hasNextPage && (
              <Group justify="center">
                <Button variant="default" size="xs" loading={isFetchingNextPage} onClick={() => void handleLoadEarlier()}>
                  Load earlier messages
                </Button>
              </Group>
            )}
            {items.map((item) =>
              item.kind === 'message' ? (
                <MessageBubble
                  key={itemKey(item)}
                  message={item.message}
                  author={item.message.senderId === viewerId ? null : otherUser.firstName}
                  seen={item.message.id === seenId}
                  onReport={onReportMessage && (() => onReportMessage(item.message.id))}
                  onBlock={onBlockSender}
                  renderSafetyNotice={renderSafetyNotice}
                />
              ) : (
                <OutgoingBubble
                  key={itemKey(item)}
                  outgoing={item.outgoing}
                  onRetry={() => retry(item.outgoing)}
                  onDiscard={() => discard(item.outgoing)}
                />
              ),
            )}
          </Stack>
        )}
      </Box>
    </>
  );
}
