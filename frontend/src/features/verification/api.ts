import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client';

export const verificationKeys = {
  all: ['verification'] as const,
  mine: ['verification', 'mine'] as const,
};

/** The signed-in user's latest request (null before the first) and whether they may submit one now. */
export const myVerificationQueryOptions = () =>
  queryOptions({
    queryKey: verificationKeys.mine,
    queryFn: () => unwrap(api.GET('/api/verifications/my')),
  });

/** Deletes the ID image and video of a decided request; the decision stays. */
export async function deleteVerificationMedia(requestId: string): Promise<void> {
  await api.DELETE('/api/verifications/{id}/media', { params: { path: { id: requestId } } });
}
