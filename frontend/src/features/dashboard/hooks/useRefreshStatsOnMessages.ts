import { useQueryClient } from '@tanstack/react-query';
import { useServerEvents } from '../../../lib/realtime';
import { dashboardKeys } from '../api';

/**
 * Marks the dashboard's stats stale whenever a message arrives or is read (their unread messages
 * change), so they are current the next time they show, or at once when they do.
 */
export function useRefreshStatsOnMessages(): void {
  const queryClient = useQueryClient();
  useServerEvents((event, { reconnected }) => {
    if (reconnected || event.type === 'new_message' || event.type === 'message_read') {
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.stats });
    }
  });
}
