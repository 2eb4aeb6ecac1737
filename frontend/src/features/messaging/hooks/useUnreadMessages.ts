import { useQuery } from '@tanstack/react-query';
import { unreadMessagesQueryOptions } from '../api';

/** How many messages to the signed-in user are unread (the Messages badge); pushes refresh it (server-event-queries.ts). */
export function useUnreadMessages(): number {
  const { data } = useQuery(unreadMessagesQueryOptions());
  return data?.unreadMessages ?? 0;
}
