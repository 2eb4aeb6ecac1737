import { useQueryClient } from '@tanstack/react-query';
import { useServerEvents } from '../../../lib/realtime';
import { useRefreshCurrentUser } from '../../auth/hooks/useCurrentUser';
import { profileKeys } from '../../profiles/api';
import { verificationKeys } from '../api';

/**
 * Refreshes what an administrator's decision on the user's verification changes as soon as its
 * notification is pushed: the verification screen, the signed-in user (verified badge, trust
 * score) and the profiles that show them.
 */
export function useRefreshOnVerificationDecision(): void {
  const queryClient = useQueryClient();
  const refreshCurrentUser = useRefreshCurrentUser();
  useServerEvents((event) => {
    if (event.type !== 'notification' || event.notification.type !== 'verification') return;
    void queryClient.invalidateQueries({ queryKey: verificationKeys.all });
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    void refreshCurrentUser();
  });
}
