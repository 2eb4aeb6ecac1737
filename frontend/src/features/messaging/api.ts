import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, byNextCursor, unwrap, unwrapPage } from '../../api/client';
import { isApiError } from '../../api/errors';
import type { ConversationWithUser, Message } from '../../api/types';
import { LIMITS } from '../../lib/limits';

/** The server's limit on a message's length. */
export const MESSAGE_MAX_LENGTH = LIMITS.message.content;

export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: ['messaging', 'conversations'] as const,
  unreadCount: ['messaging', 'unread-count'] as const,
  withUser: (userId: string) => ['messaging', 'with', userId] as const,
  /** Every conversation-with-a-user query: the prefix of withUser. */
  withUsers: ['messaging', 'with'] as const,
  thread: (conversationId: string) => ['messaging', 'thread', conversationId] as const,
  /** Every thread: the prefix of thread. */
  threads: ['messaging', 'thread'] as const,
  /** The viewer's sends to a user (mutations), pending or failed until their thread holds them. */
  outgoing: (receiverId: string) => ['messaging', 'outgoing', receiverId] as const,
  blockedUsers: ['messaging', 'blocked-users'] as const,
};

/** The viewer's conversations, most recently active first, a page at a time. */
export const conversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messagingKeys.conversations,
    queryFn: ({ pageParam }) => unwrapPage(api.GET('/api/conversations', { params: { query: { cursor: pageParam } } })),
    ...byNextCursor,
  });

export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: messagingKeys.unreadCount,
    queryFn: () => unwrap(api.GET('/api/conversations/unread-count')),
  });

/** The conversation with a user, or null when there is no such user to message (unknown, malformed or one's own id). */
async function fetchConversationWith(userId: string): Promise<ConversationWithUser | null> {
  try {
    return await unwrap(api.GET('/api/conversations/with/{userId}', { params: { path: { userId } } }));
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 400)) return null;
    throw error;
  }
}

export const conversationWithQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: messagingKeys.withUser(userId),
    queryFn: () => fetchConversationWith(userId),
  });

/** The users the viewer blocked, most recent first, a page at a time. */
export const blockedUsersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messagingKeys.blockedUsers,
    queryFn: ({ pageParam }) => unwrapPage(api.GET('/api/blocked-users', { params: { query: { cursor: pageParam } } })),
    ...byNextCursor,
  });

/** Sends a message (with the ids of files uploaded for it); a repeat with the same clientMessageId is stored once and answers the stored message. */
export function sendMessage(receiverId: string, content: string, clientMessageId: string, attachmentIds: string[] = []): Promise<Message> {
  return unwrap(
    api.POST('/api/messages', {
      body: { receiverId, content, clientMessageId, ...(attachmentIds.length > 0 ? { attachmentIds } : {}) },
    }),
  );
}

/**
 * A random (version 4) UUID for a message about to be sent. crypto.randomUUID exists only in
 * secure contexts (https, localhost); getRandomValues exists everywhere.
 */
export function newClientMessageId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function blockUser(id: string): Promise<void> {
  await api.POST('/api/users/{id}/block', { params: { path: { id } } });
}

export async function unblockUser(id: string): Promise<void> {
  await api.DELETE('/api/users/{id}/block', { params: { path: { id } } });
}
