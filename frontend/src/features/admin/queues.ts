import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';
import type { AdminQueueKind } from '../../api/types';
import { getErrorMessage } from '../../api/errors';
import { notifyError } from '../../lib/notify';

/** The administrators' work queues (decision 0063): their counts, and taking an item so two do not work the same one. */
export { adminQueuesQueryOptions } from '../../lib/admin-queues';

/** Takes or lets go of an item; every admin screen reads its data again after either, and after a refusal. */
export function useQueueClaim(kind: AdminQueueKind, itemId: string) {
  const queryClient = useQueryClient();
  const path = { kind, itemId };
  const settle = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  const take = useMutation({
    mutationFn: () => unwrap(api.POST('/api/admin/queues/{kind}/items/{itemId}/take', { params: { path } })),
    onError: (error) => notifyError({ title: 'Could not take this item', description: getErrorMessage(error) }),
    onSettled: settle,
  });
  const release = useMutation({
    mutationFn: () => unwrap(api.POST('/api/admin/queues/{kind}/items/{itemId}/release', { params: { path } })),
    onError: (error) => notifyError({ title: 'Could not let this item go', description: getErrorMessage(error) }),
    onSettled: settle,
  });
  return { take, release };
}
