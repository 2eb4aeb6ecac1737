/** The query of a page an email's link opens: its token, when the link carried one. */
export type LinkTokenSearch = { token?: string };

/** Reads `?token=` for a route's validateSearch; a missing or empty one is left out. */
export function validateLinkTokenSearch(search: Record<string, unknown>): LinkTokenSearch {
  return typeof search.token === 'string' && search.token !== '' ? { token: search.token } : {};
}
