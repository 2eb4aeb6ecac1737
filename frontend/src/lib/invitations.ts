import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, byNextCursor, unwrap, unwrapPage } from '../api/client';
import type { Invitation } from '../api/types';

/**
 * Invitations to job offers (decision 0071), shared by the Invitations screen and the screens a
 * client invites from (a freelancer's profile, Find Freelancers: two features): the keys, the
 * client's open offers to invite to, and the call that invites.
 */

/** The server's limits on an invitation's message and a decline's reason (backend INVITATION_LIMITS; invitations.test.ts checks them). */
export const INVITATION_LIMITS = { message: 1000, declineReason: 500 };

export const invitationKeys = {
  all: ['invitations'] as const,
  box: (box: InvitationBox) => ['invitations', 'box', box] as const,
  setting: ['invitations', 'setting'] as const,
};

export type InvitationBox = 'received' | 'sent';

/** How many of the client's open offers the invite modal lists at a time. */
export const INVITABLE_JOBS_PAGE_SIZE = 20;

/**
 * The client's open job offers, newest first, a page at a time: the posts a freelancer can be
 * invited to. Under the key of the client's posts (['jobs', 'client', id]), so whatever makes
 * those stale makes these stale too.
 */
export const invitableJobsQueryOptions = (clientId: string) =>
  infiniteQueryOptions({
    queryKey: ['jobs', 'client', clientId, 'invitable'] as const,
    queryFn: ({ pageParam }) =>
      unwrapPage(
        api.GET('/api/jobs/client/{userId}', {
          params: {
            path: { userId: clientId },
            query: { status: 'open', jobType: 'job_offer', limit: INVITABLE_JOBS_PAGE_SIZE, cursor: pageParam },
          },
        }),
      ),
    ...byNextCursor,
  });

export type InviteInput = { jobId: string; freelancerId: string; message?: string };

/** The owner of an open job offer invites a freelancer to it, once; the freelancer is told. */
export function inviteFreelancer({ jobId, freelancerId, message }: InviteInput): Promise<Invitation> {
  return unwrap(api.POST('/api/jobs/{id}/invitations', { params: { path: { id: jobId } }, body: { freelancerId, message } }));
}
