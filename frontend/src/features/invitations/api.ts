import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, byNextCursor, unwrap, unwrapPage } from '../../api/client';
import type { Invitation, InvitationSetting, User } from '../../api/types';
import { invitationKeys } from '../../lib/invitations';
import type { InvitationBox } from '../../lib/invitations';

export { invitationKeys };
export type { InvitationBox };

/** The invitations the caller received or sent, newest first, a page at a time. */
export const invitationsQueryOptions = (box: InvitationBox) =>
  infiniteQueryOptions({
    queryKey: invitationKeys.box(box),
    queryFn: ({ pageParam }) => unwrapPage(api.GET('/api/invitations', { params: { query: { box, cursor: pageParam } } })),
    ...byNextCursor,
  });

/** The invited freelancer accepts; the answer names the job whose apply form comes next. */
export function acceptInvitation(id: string): Promise<{ jobId: string }> {
  return unwrap(api.POST('/api/invitations/{id}/accept', { params: { path: { id } } }));
}

/** The invited freelancer declines, with an optional reason the client reads. */
export function declineInvitation({ id, reason }: { id: string; reason?: string }): Promise<Invitation> {
  return unwrap(api.POST('/api/invitations/{id}/decline', { params: { path: { id } }, body: { reason } }));
}

/** Whether clients may invite the signed-in freelancer to their jobs. */
export const invitationSettingQueryOptions = () =>
  queryOptions({
    queryKey: invitationKeys.setting,
    queryFn: () => unwrap(api.GET('/api/invitations/settings')),
  });

export function setInvitationSetting(acceptsInvitations: boolean): Promise<InvitationSetting> {
  return unwrap(api.PUT('/api/invitations/settings', { body: { acceptsInvitations } }));
}

/** Whether the freelancer can still answer: invited, and the post still open. */
export function isOpenInvitation(invitation: Invitation): boolean {
  return invitation.status === 'invited';
}

/** The box a role sees first: freelancers receive invitations, clients send them. */
export function defaultInvitationBox(role: User['role']): InvitationBox {
  return role === 'client' ? 'sent' : 'received';
}
