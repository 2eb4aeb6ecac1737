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
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
