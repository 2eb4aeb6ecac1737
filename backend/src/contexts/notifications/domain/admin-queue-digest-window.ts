/**
 * An administrator's digest of new work (decision 0068) is due this long after the first new item
 * it tells of: a burst of items makes one email, and an item decided at once makes none.
 */
export const ADMIN_QUEUE_DIGEST_GATHER_MS = 5 * 60_000;

/** And at least this long after their last digest: at most one such email per window. */
export const ADMIN_QUEUE_DIGEST_WINDOW_MS = 30 * 60_000;
