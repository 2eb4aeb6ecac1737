/** The most words a search reads: each is a term of the query, and people type a few. */
export const MAX_SEARCH_WORDS = 8;

/** A search's words: runs of letters and digits, lower case, so no input is tsquery syntax. */
export function searchWords(searchTerm: string | undefined): string[] {
  return ((searchTerm ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_SEARCH_WORDS);
}

/**
 * A search word as a tsquery term: the last word also as a prefix, as the user may still be typing
 * it ('moder' finds 'moderator'); whole words before it keep the GIN index on its fast path, as a
 * prefix term reads every posting list under that prefix (decision 0006). `weights` narrows the
 * term to where it stands: 'ann:A' is 'ann' in the text weighted A.
 */
export function tsQueryTerm(words: readonly string[], index: number, weights = ''): string {
  const prefix = index === words.length - 1 ? '*' : '';
  return prefix || weights ? `${words[index]}:${prefix}${weights}` : words[index];
}

/** 'night shif' → 'night & shif:*': every word must match; null for a search of no words. */
export function toPrefixTsQuery(searchTerm: string | undefined): string | null {
  const words = searchWords(searchTerm);
  if (words.length === 0) return null;
  return words.map((_, index) => tsQueryTerm(words, index)).join(' & ');
}
