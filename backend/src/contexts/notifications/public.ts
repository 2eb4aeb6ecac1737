/** Notifications are made from other contexts' events and read over HTTP; the kinds of them. */
export const NOTIFICATION_TYPES = [
  'job_application',
  'contract',
  'message',
  'verification',
  'review',
  'admin_action',
  'admin_queue',
  /** An invitation to a job sent to the freelancer, or answered to the client: leads to /invitations. */
  'invitation',
  /** A post matched a saved search that alerts at once: leads to the post (entityId). */
  'saved_search_job',
  /** A freelancer matched a saved search that alerts at once: leads to their profile (entityId, their user id). */
  'saved_search_freelancer',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
