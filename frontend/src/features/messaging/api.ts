import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, byNextCursor, unwrap, unwrapPage } from '../../api/client';
import { isApiError } from '../../api/errors';
import type { ConversationWithUser, Message } from '../../api/types';

/** The server's limit on a message's length. */
export const MESSAGE_MAX_LENGTH = 5000;

export const messagingKeys = {
  all: ['messaging'] as const,
  conversations: ['messaging', 'conversations'] as const,
  unreadCount: ['messaging', 'unread-count'] as const,
  withUser: (userId: string) => ['messaging', 'with', userId] as const,
  thread: (conversationId: string) => ['messaging', 'thread', conversationId] as const,
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

export function sendMessage(receiverId: string, content: string): Promise<Message> {
  return unwrap(api.POST('/api/messages', { body: { receiverId, content } }));
}

export async function blockUser(id: string): Promise<void> {
  await api.POST('/api/users/{id}/block', { params: { path: { id } } });
}

export async function unblockUser(id: string): Promise<void> {
  await api.DELETE('/api/users/{id}/block', { params: { path: { id } } });
}
