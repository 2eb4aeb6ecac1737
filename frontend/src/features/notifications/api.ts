import { queryOptions } from '@tanstack/react-query';
import { api, unwrap, unwrapPage } from '../../api/client';
import type { AppNotification, User } from '../../api/types';

/** Spec section 9: the list is refreshed every 30 seconds (and at once when one is pushed). */
export const NOTIFICATIONS_REFRESH_MS = 30_000;

export const notificationKeys = {
  all: ['notifications'] as const,
};

/** How many of the latest notifications the popover shows. */
export const NOTIFICATIONS_SHOWN = 50;

/** The latest notifications: the first page of the list, refreshed as a whole. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.all,
    queryFn: async () => (await unwrapPage(api.GET('/api/notifications', { params: { query: { limit: NOTIFICATIONS_SHOWN } } }))).items,
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });

export function markNotificationRead(id: string): Promise<AppNotification> {
  return unwrap(api.PATCH('/api/notifications/{id}/read', { params: { path: { id } } }));
}

export function markAllNotificationsRead(): Promise<{ markedRead: number }> {
  return unwrap(api.POST('/api/notifications/read-all'));
}

/**
 * Where a notification leads (spec section 2), or null when it only marks read. The applicant's
 * own job_application notifications (accepted, not selected) lead to their applications: the
 * job's applications screen is its owner's, and only clients own job offers. A message leads to
 * the conversation with its sender; new work for administrators to the section of the admin panel
 * its item waits in. An invitation (sent, or answered) leads to the Invitations screen. A saved
 * search's alert leads to the post or the freelancer that matched it.
 */
export function notificationTarget(notification: AppNotification, role: User['role']): string | null {
  const { type, entityId } = notification;
  switch (type) {
    case 'job_application':
      if (role !== 'client') return '/applications';
      return entityId ? `/jobs/${entityId}/applications` : null;
    case 'contract':
    case 'review':
      return entityId ? `/contracts/${entityId}` : null;
    case 'message':
      return entityId ? `/messages?userId=${entityId}` : '/messages';
    case 'verification':
      return '/verification';
    case 'admin_action':
      return null;
    case 'invitation':
      return '/invitations';
    case 'admin_queue':
      return notification.queue ? `/admin/${notification.queue}` : '/admin';
    case 'saved_search_job':
      return entityId ? `/jobs/${entityId}` : '/saved-searches';
    case 'saved_search_freelancer':
      return entityId ? `/profile/${entityId}` : '/saved-searches';
  }
}
