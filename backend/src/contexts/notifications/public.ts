import { Query } from '@nestjs/cqrs';

/**
 * Notifications are made from other contexts' events and read over HTTP; other contexts ask this
 * one only for a user's data export.
 */
export const NOTIFICATION_TYPES = ['job_application', 'contract', 'message', 'verification', 'review', 'admin_action'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** A notification of the user's, as their data export lists it. */
export type ExportedNotification = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
};

/** Every notification of the user's, oldest first, read a page at a time as the caller iterates. */
export class ExportNotificationsQuery extends Query<AsyncIterable<ExportedNotification>> {
  constructor(readonly userId: string) {
    super();
  }
}
