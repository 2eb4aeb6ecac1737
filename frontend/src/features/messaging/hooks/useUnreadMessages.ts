import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useServerEvents } from '../../../lib/realtime';
import { messagingKeys, unreadMessagesQueryOptions } from '../api';

/**
 * How many messages to the signed-in user are unread (the Messages badge), refetched when a
 * message arrives or is read. After a reconnect everything of messaging is refetched: what was
 * pushed while the socket was down is lost.
 */
export function useUnreadMessages(): number {
  const queryClient = useQueryClient();
  const { data } = useQuery(unreadMessagesQueryOptions());

  useServerEvents((event, { reconnected }) => {
    if (reconnected) void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
    else if (event.type === 'new_message' || event.type === 'message_read') {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.unreadCount });
    }
  });

  return data?.unreadMessages ?? 0;
}
