/**
 * What a search address says beside its filters when it comes from a saved search: `since`, the
 * saved search's previous visit, after which results are marked new; or `savedSearch`, a saved
 * search to open (the digest email's link), which the screen turns into its filters and `since`.
 */
export type SavedSearchMarks = { since?: string; savedSearch?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the marks, dropping malformed ones; both keys are always set (see validateJobSearchParams). */
export function validateSavedSearchMarks(raw: Record<string, unknown>): SavedSearchMarks {
  const since = typeof raw.since === 'string' && !Number.isNaN(Date.parse(raw.since)) ? raw.since : undefined;
  const savedSearch = typeof raw.savedSearch === 'string' && UUID.test(raw.savedSearch) ? raw.savedSearch : undefined;
  return { since, savedSearch };
}

/** Whether a result dated `at` came after `since` (never, without one). */
export function isNewSince(at: string, since: string | undefined): boolean {
  return since !== undefined && Date.parse(at) > Date.parse(since);
}

/** The line above a saved search's results: how many of the loaded ones came since its last visit. */
export function formatNewSince(count: number): string {
  return count === 0 ? 'Nothing new since your last visit' : `${count} new since your last visit`;
}
