import { infiniteQueryOptions } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { Message } from '../../api/types';
import { LIMITS } from '../../lib/limits';
import { messagingKeys } from './api';

/** The API's page of messages when no limit is given: a full page means there may be earlier ones. */
export const MESSAGES_PAGE_SIZE = LIMITS.defaultPageSize.messages;

/** A page of a conversation's messages, oldest first, and whether earlier ones may be loaded. */
export type ThreadPage = { messages: Message[]; hasEarlier: boolean };

type MessagePage = { after?: string; before?: string };

/**
 * The pages held of a conversation, the latest first: loading earlier messages is loading the
 * next page. New messages are appended to the latest page.
 */
export type Thread = InfiniteData<ThreadPage>;

/**
 * A message the viewer sent from this tab, as its send goes: queued or on its way, stored (with
 * the stored message), or failed (Retry sends it again under the same clientMessageId).
 */
export type OutgoingMessage = {
  clientMessageId: string;
  content: string;
  /** The files uploaded for it, sent again as they are on a retry. */
  attachmentIds: string[];
  status: 'sending' | 'sent' | 'failed';
  message: Message | null;
};

/** What the thread shows: the messages held, then the viewer's sends the thread does not hold yet. */
export type ThreadItem = { kind: 'message'; message: Message } | { kind: 'outgoing'; outgoing: OutgoingMessage };

/** A page of a conversation's messages, oldest first. Reading marks what the caller received as read. */
export function fetchMessages(conversationId: string, page: MessagePage = {}): Promise<Message[]> {
  return unwrap(api.GET('/api/messages/{conversationId}', { params: { path: { conversationId }, query: page } }));
}

/**
 * A conversation's messages, the latest page first, then earlier pages on request. A refetch
 * (after a reconnect) loads the latest page again and as many earlier pages as were held, each
 * continuing the one before it.
 */
export const threadQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.thread(conversationId),
    queryFn: async ({ client, pageParam }): Promise<ThreadPage> => {
      const messages = await fetchMessages(conversationId, pageParam);
      if (!pageParam.before) void refreshAfterReading(client);
      return { messages, hasEarlier: messages.length === MESSAGES_PAGE_SIZE };
    },
    initialPageParam: {} as MessagePage,
    getNextPageParam: (page): MessagePage | undefined => (page.hasEarlier ? { before: page.messages[0].id } : undefined),
  });

/** The messages held, oldest first. */
export function threadMessages(thread: Thread | undefined): Message[] {
  return thread ? [...thread.pages].reverse().flatMap((page) => page.messages) : [];
}

/**
 * A message the safety check held for review: only its sender has it, outside the conversation,
 * until an administrator releases it (it is delivered then) or removes it.
 */
export function isHeldForReview(message: Message): boolean {
  return message.safety.verdict === 'hold' && !message.removedByAdministrator;
}

/** The newest message delivered (held ones are not): where fetching newer messages continues from. */
export function newestDelivered(messages: Message[]): Message | undefined {
  return messages.findLast((message) => !isHeldForReview(message));
}

/**
 * The thread with each message it holds under review replaced by the copy of it in `newer`, once
 * that copy is no longer held (released, or removed by an administrator); null when none is.
 */
export function withReviewedCopies(thread: Thread, newer: Message[]): Thread | null {
  const reviewed = new Map(newer.filter((message) => !isHeldForReview(message)).map((message) => [message.id, message]));
  return mapThreadMessages(thread, (messages) =>
    messages.some((message) => isHeldForReview(message) && reviewed.has(message.id))
      ? messages.map((message) => (isHeldForReview(message) ? (reviewed.get(message.id) ?? message) : message))
      : null,
  );
}

/** The thread as shown with the viewer's messages held for review at the end, after everything delivered or sending. */
export function heldLast(items: ThreadItem[]): ThreadItem[] {
  const held = (item: ThreadItem) => item.kind === 'message' && isHeldForReview(item.message);
  if (!items.some(held)) return items;
  return [...items.filter((item) => !held(item)), ...items.filter(held)];
}

/** The thread with the messages of `newer` it does not hold yet at the end of its latest page. */
export function appendToThread(thread: Thread, newer: Message[]): Thread {
  const held = new Set(threadMessages(thread).map((message) => message.id));
  const added = newer.filter((message) => !held.has(message.id));
  if (added.length === 0) return thread;
  const [latest, ...earlier] = thread.pages;
  return { ...thread, pages: [{ ...latest, messages: [...latest.messages, ...added] }, ...earlier] };
}

/**
 * The thread with its messages changed in place by `change` (which keeps their number and order),
 * or null when `change` has nothing to change.
 */
export function mapThreadMessages(thread: Thread, change: (messages: Message[]) => Message[] | null): Thread | null {
  const changed = change(threadMessages(thread));
  if (!changed) return null;
  let end = changed.length;
  const pages = thread.pages.map((page) => {
    const start = end - page.messages.length;
    const messages = changed.slice(start, end);
    end = start;
    return { ...page, messages };
  });
  return { ...thread, pages };
}

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

/** The messages with `changed` in place of the held message of its id (an administrator removed it); null when not held. */
export function replaceMessage(messages: Message[], changed: Message): Message[] | null {
  const index = messages.findIndex((message) => message.id === changed.id);
  if (index === -1) return null;
  return messages.with(index, changed);
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
  // By id too: a stored message that came back without its client id is still the same message.
  const heldIds = new Set(messages.map((message) => message.id));
  const items: ThreadItem[] = messages.map((message) => ({ kind: 'message', message }));
  for (const send of outgoing) {
    if (held.has(send.clientMessageId) || (send.message && heldIds.has(send.message.id))) continue;
    items.push(send.message ? { kind: 'message', message: send.message } : { kind: 'outgoing', outgoing: send });
  }
  return items;
}
