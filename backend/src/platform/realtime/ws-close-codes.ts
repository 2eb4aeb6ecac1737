/*
 * How /ws closes a socket. The 4000 range is ours; 4401/4403/4409/4429 mirror HTTP 401/403/409/429.
 * (1009, a message over WS_MAX_MESSAGE_BYTES, is the protocol's own, set by BoundedWsAdapter.)
 */

/** The protocol's "going away": the client reconnects (to another instance, or this one restarted). */
export const WS_CLOSE_GOING_AWAY = 1001;
/** The protocol's "try again later": the session could not be read (the database did not answer); the client reconnects. */
export const WS_CLOSE_TRY_AGAIN_LATER = 1013;
/** No signed-in session, or it ended (sign-out, expiry, ended elsewhere): the client must not reconnect until signed in again. */
export const WS_CLOSE_NOT_SIGNED_IN = 4401;
/**
 * The reason text of a 4401 for a session that ended: `Session ended: <reason>` when the reason is
 * known (a SessionEndReason: suspended, password_changed, …; the tab then asks the API, whose 401
 * says more, e.g. until when a suspension holds), else `Session ended`.
 */
export function sessionEndedCloseReason(reason?: string | null): string {
  return reason ? `Session ended: ${reason}` : 'Session ended';
}
export const WS_CLOSE_NOT_YOURS = 4403;
export const WS_CLOSE_TOO_MANY_SOCKETS = 4409;
export const WS_CLOSE_TOO_MANY_MESSAGES = 4429;
