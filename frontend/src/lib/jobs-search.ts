/** The job search address for a search term, e.g. from the landing page. */
export function getJobSearchHref(term: string): string {
  return `/jobs?search=${encodeURIComponent(term)}`;
}
