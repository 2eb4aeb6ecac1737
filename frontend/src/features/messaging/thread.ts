import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { Message } from '../../api/types';
import { messagingKeys } from './api';

/** The API's page of messages when no limit is given: a full page means there may be earlier ones. */
export const MESSAGES_PAGE_SIZE = 50;

/** The messages held of a conversation, oldest first, and whether earlier ones may be loaded. */
export type Thread = { messages: Message[]; hasEarlier: boolean };

/**
 * A message the viewer sent from this tab, as its send goes: queued or on its way, stored (with
 * the stored message), or failed (Retry sends it again under the same clientMessageId).
 */
export type OutgoingMessage = {
  clientMessageId: string;
  content: string;
  status: 'sending' | 'sent' | 'failed';
  message: Message | null;
};

/** What the thread shows: the messages held, then the viewer's sends the thread does not hold yet. */
export type ThreadItem = { kind: 'message'; message: Message } | { kind: 'outgoing'; outgoing: OutgoingMessage };

type MessagePage = { after?: string; before?: string };

/** A page of a conversation's messages, oldest first. Reading marks what the caller received as read. */
export function fetchMessages(conversationId: string, page: MessagePage = {}): Promise<Message[]> {
  return unwrap(api.GET('/api/messages/{conversationId}', { params: { path: { conversationId }, query: page } }));
}

/**
 * The latest page of a conversation. A refetch (after a reconnect) keeps the earlier messages
 * already held when the new page continues them.
 */
export const threadQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: messagingKeys.thread(conversationId),
    queryFn: async ({ client }): Promise<Thread> => {
      const latest = await fetchMessages(conversationId);
      void refreshAfterReading(client);
      return mergeLatestPage(client.getQueryData<Thread>(messagingKeys.thread(conversationId)), latest);
    },
  });

/**
 * Reading a conversation marked its messages read: the list's and the badge's counts fall. A count
 * still loading may have been counted before the reading, so it is asked again.
 */
export function refreshAfterReading(client: QueryClient): Promise<unknown> {
  return Promise.all(
    [messagingKeys.conversations, messagingKeys.unreadCount].map(async (queryKey) => {
      await client.cancelQueries({ queryKey });
      await client.invalidateQueries({ queryKey });
    }),
  );
}

/** `held` followed by the messages of `newer` it does not have yet. */
export function appendMessages(held: Message[], newer: Message[]): Message[] {
  const ids = new Set(held.map((message) => message.id));
  const added = newer.filter((message) => !ids.has(message.id));
  return added.length === 0 ? held : [...held, ...added];
}

/** The thread with a page of earlier messages (a `before` page) in front. */
export function prependEarlier(thread: Thread, earlier: Message[]): Thread {
  const ids = new Set(thread.messages.map((message) => message.id));
  return {
    messages: [...earlier.filter((message) => !ids.has(message.id)), ...thread.messages],
    hasEarlier: earlier.length === MESSAGES_PAGE_SIZE,
  };
}

/**
 * The thread after loading its latest page: the earlier messages held stay when the page starts
 * among them; otherwise (nothing held, or more new messages than a page) the page starts afresh.
 */
export function mergeLatestPage(held: Thread | undefined, latest: Message[]): Thread {
  const start = held && latest.length > 0 ? held.messages.findIndex((message) => message.id === latest[0].id) : -1;
  if (!held || start === -1) return { messages: latest, hasEarlier: latest.length === MESSAGES_PAGE_SIZE };
  return { messages: [...held.messages.slice(0, start), ...latest], hasEarlier: held.hasEarlier };
}

/**
 * The messages once the other participant has read up to `lastReadMessageId` (a `message_read`
 * event): the viewer's messages up to it are read at `readAt`. Null when that message is not held.
 */
export function markReadUpTo(messages: Message[], viewerId: string, lastReadMessageId: string, readAt: string): Message[] | null {
  const end = messages.findIndex((message) => message.id === lastReadMessageId);
  if (end === -1) return null;
  return messages.map((message, index) =>
    index <= end && message.senderId === viewerId && message.readAt === null ? { ...message, readAt } : message,
  );
}

/** The viewer's last message the other participant has read: where "Seen" shows. */
export function lastSeenMessageId(messages: Message[], viewerId: string): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message.senderId === viewerId && message.readAt !== null) return message.id;
  }
  return null;
}

/** The clientMessageIds of the viewer's messages among `messages`: sends the thread already holds. */
export function heldClientMessageIds(messages: Message[], viewerId: string): Set<string> {
  const held = new Set<string>();
  for (const message of messages) if (message.senderId === viewerId && message.clientMessageId) held.add(message.clientMessageId);
  return held;
}

/**
 * The thread as shown: the messages held (server order), then the viewer's sends in the order
 * they were sent. A send shows once: when the thread holds it (pushed, fetched or appended) the
 * held message stands for it, whatever the send's own state; a stored one the thread does not
 * hold yet shows as the stored message.
 */
export function withOutgoing(messages: Message[], viewerId: string, outgoing: OutgoingMessage[]): ThreadItem[] {
  const held = heldClientMessageIds(messages, viewerId);
  const items: ThreadItem[] = messages.map((message) => ({ kind: 'message', message }));
  for (const send of outgoing) {
    if (held.has(send.clientMessageId)) continue;
    items.push(send.message ? { kind: 'message', message: send.message } : { kind: 'outgoing', outgoing: send });
  }
  return items;
}
