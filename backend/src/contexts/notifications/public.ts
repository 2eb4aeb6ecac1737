import { NOTIFICATION_KINDS } from '../../platform/realtime/client-events';

/**
 * Notifications are made from other contexts' events and read over HTTP; nothing else asks this
 * context anything, so it exports only its kinds.
 */
export const NOTIFICATION_TYPES = NOTIFICATION_KINDS;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
