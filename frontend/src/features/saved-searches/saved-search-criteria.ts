import type { SavedSearch, SavedSearchAlert } from '../../api/types';
import { describeFreelancerSearch, fromFreelancerSearchCriteria, toFreelancerSearchCriteria } from '../../lib/freelancers-search';
import type { FreelancerSearchParams } from '../../lib/freelancers-search';
import { describeJobSearch, fromJobSearchCriteria, toJobSearchCriteria } from '../../lib/jobs-search';
import type { JobSearchParams } from '../../lib/jobs-search';
import type { NewSavedSearch } from './api';

/** The most saved searches a user keeps (the server's limit). */
export const MAX_SAVED_SEARCHES = 20;
/** A saved search's name: 1 to 60 characters, trimmed (the server's limit). */
export const SAVED_SEARCH_NAME_MAX = 60;

/** A search as its screen's address holds it: the job board's or the directory's parameters. */
export type SearchToSave = { kind: 'jobs'; params: JobSearchParams } | { kind: 'freelancers'; params: FreelancerSearchParams };

export const ALERT_OPTIONS: { value: SavedSearchAlert; label: string; description: string }[] = [
  { value: 'instant', label: 'Instant', description: 'In the bell as soon as something new matches' },
  { value: 'daily', label: 'Daily email', description: 'One email a day with the new matches' },
  { value: 'weekly', label: 'Weekly email', description: 'One email a week with the new matches' },
  { value: 'off', label: 'Off', description: 'No alerts; new matches are still marked when you open it' },
];

export function isSavedSearchAlert(value: unknown): value is SavedSearchAlert {
  return ALERT_OPTIONS.some((option) => option.value === value);
}

/** What narrows the search, in words; empty when nothing does (then there is nothing to save). */
export function describeSearch(search: SearchToSave): string[] {
  return search.kind === 'jobs' ? describeJobSearch(search.params) : describeFreelancerSearch(search.params);
}

/** The name a new saved search is offered, e.g. "zendesk · Job offers · Chat Operator". */
export function suggestSearchName(search: SearchToSave): string {
  return describeSearch(search).join(' · ').slice(0, SAVED_SEARCH_NAME_MAX).trim();
}

export function toNewSavedSearch(search: SearchToSave, name: string, alert: SavedSearchAlert): NewSavedSearch {
  return search.kind === 'jobs'
    ? { kind: 'jobs', name, alert, criteria: toJobSearchCriteria(search.params) }
    : { kind: 'freelancers', name, alert, criteria: toFreelancerSearchCriteria(search.params) };
}

/** The search a saved one stands for, as its screen's address holds it. */
export function searchOf(saved: SavedSearch): SearchToSave {
  return saved.kind === 'jobs'
    ? { kind: 'jobs', params: fromJobSearchCriteria(saved.criteria) }
    : { kind: 'freelancers', params: fromFreelancerSearchCriteria(saved.criteria) };
}

/**
 * Where a saved search opens: its screen with its filters, and `since` its previous visit (its
 * saving, before any), after which results are new: posts by their date, freelancers by the ids
 * the visit named (the directory lists no joining time).
 */
export function savedSearchDestination(saved: SavedSearch, previousVisitAt: string | null) {
  const search = searchOf(saved);
  const since = previousVisitAt ?? saved.createdAt;
  if (search.kind === 'freelancers') return { to: '/freelancers', search: { ...search.params, since } } as const;
  return { to: '/jobs', search: { ...search.params, since } } as const;
}
