import type { PushedNotification } from './server-events';
import type { Notification } from '../domain/notification.entity';

export type NotificationView = PushedNotification;

export function toNotificationView(notification: Notification): NotificationView {
  const { id, type, entityId, queue, title, message, isRead, createdAt } = notification;
  return { id, type, entityId, ...(queue ? { queue } : {}), title, message, isRead, createdAt: createdAt.toISOString() };
}
