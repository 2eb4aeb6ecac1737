/** A link opened without its token (cut off when copied, say): nothing to send to the server. */
export const INCOMPLETE_LINK_MESSAGE = 'This link is incomplete. Open the link from the email again, or ask for a new one.';

/** Connection lost or the server never answered: there is no body to show. */
export const UNREACHABLE_MESSAGE = 'Could not reach the server. Check your connection.';
