import { useQueryClient } from '@tanstack/react-query';
import { useServerEvents } from '../../../lib/realtime';
import { moderationKeys } from '../api';

/**
 * An administrator's step on a dispute (under review, resolved) reaches both parties as a contract
 * notification: the disputes are fetched again, so the contract page shows the new status.
 */
export function useRefreshDisputesOnContractNews(): void {
  const queryClient = useQueryClient();
  useServerEvents((event) => {
    if (event.type === 'notification' && event.notification.type === 'contract') {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.myDisputes });
    }
  });
}
