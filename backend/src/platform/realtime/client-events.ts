/**
 * Every message the server pushes over /ws, by type. Each is sent as JSON: { type, ...payload }.
 * Contexts add their events here as they start pushing them.
 */
export type ClientEventMap = {
  /** Sent once the socket is authenticated. */
  connected: { userId: string };
  /** A notification was just created for the user. */
  notification: { notification: PushedNotification };
};

/** A notification as GET /api/notifications lists it. */
export type PushedNotification = {
  id: string;
  type: 'job_application' | 'contract' | 'message' | 'verification' | 'review' | 'admin_action';
  entityId: string | null;
  title: string;
  message: string;
  isRead: boolean;
  createdAt: string;
};

export type ClientEventType = keyof ClientEventMap;
