import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useServerEvents } from '../../../lib/realtime';
import { conversationWithQueryOptions, messagingKeys } from '../api';
import {
  appendToThread,
  fetchMessages,
  mapThreadMessages,
  markReadUpTo,
  newestDelivered,
  refreshAfterReading,
  replaceMessage,
  threadMessages,
  withReviewedCopies,
} from '../thread';
import type { Thread } from '../thread';

/**
 * Appends the messages after the newest one delivered (the viewer's own held for review come
 * after it, and are not in the conversation); fetching them marks them read. A message of the
 * viewer's that was under review takes its reviewed copy.
 */
async function fetchNewerMessages(queryClient: QueryClient, conversationId: string): Promise<void> {
  const key = messagingKeys.thread(conversationId);
  const held = threadMessages(queryClient.getQueryData<Thread>(key));
  const newest = newestDelivered(held);
  if (!newest) {
    // Nothing held yet: the thread's own first load brings the message. Only messages under review: load it again.
    if (held.length > 0) await queryClient.invalidateQueries({ queryKey: key });
    return;
  }
  const newer = await fetchMessages(conversationId, { after: newest.id });
  queryClient.setQueryData<Thread>(key, (thread) => thread && appendToThread(withReviewedCopies(thread, newer) ?? thread, newer));
  await refreshAfterReading(queryClient);
}

/**
 * Keeps the messages screen live: the conversation list follows every message, read and removal;
 * the conversation with `openUserId` receives its new messages, shows when the other user has
 * read the viewer's, and blanks a message an administrator removed.
 */
export function useConversationEvents(viewerId: string, openUserId: string | undefined): void {
  const queryClient = useQueryClient();

  useServerEvents((event) => {
    if (event.type !== 'new_message' && event.type !== 'message_read' && event.type !== 'message_removed') return;
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations });
    if (!openUserId) return;
    // Null until the first message is sent.
    const openId = queryClient.getQueryData(conversationWithQueryOptions(openUserId).queryKey)?.conversation?.id ?? null;

    if (event.type === 'new_message') {
      if (event.conversationId === openId) {
        const key = messagingKeys.thread(openId);
        // A failed catch-up falls back to reloading the thread, which reports its own failure.
        fetchNewerMessages(queryClient, openId).catch(() => queryClient.invalidateQueries({ queryKey: key }));
      } else if (openId === null && [event.message.senderId, event.message.receiverId].includes(openUserId)) {
        // The first message with the user on screen: their conversation now exists.
        void queryClient.invalidateQueries({ queryKey: messagingKeys.withUser(openUserId) });
      }
      return;
    }

    if (event.type === 'message_removed') {
      if (event.conversationId !== openId) return;
      const key = messagingKeys.thread(openId);
      const thread = queryClient.getQueryData<Thread>(key);
      const replaced = thread && mapThreadMessages(thread, (messages) => replaceMessage(messages, event.message));
      if (replaced) queryClient.setQueryData<Thread>(key, replaced);
      return;
    }

    if (event.conversationId !== openId || event.readerId === viewerId) return;
    const key = messagingKeys.thread(openId);
    const thread = queryClient.getQueryData<Thread>(key);
    const marked =
      thread && mapThreadMessages(thread, (messages) => markReadUpTo(messages, viewerId, event.lastReadMessageId, event.readAt));
    if (marked) queryClient.setQueryData<Thread>(key, marked);
    else void queryClient.invalidateQueries({ queryKey: key });
  });
}
