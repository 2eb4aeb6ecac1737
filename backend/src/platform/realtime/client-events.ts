/**
 * Every message the server pushes over /ws, by type. Each is sent as JSON: { type, ...payload }.
 * Contexts add their events here as they start pushing them.
 */
export type ClientEventMap = {
  /** Sent once the socket is authenticated. */
  connected: { userId: string };
};

export type ClientEventType = keyof ClientEventMap;
