import type { Currency, RateType } from '../../../platform/money/money';
import { toPrefixTsQuery } from '../../../platform/search/search-words';
import { InvalidSavedSearch } from './discovery-errors';

/** What a saved search looks through: the job board (offers and availability posts) or the freelancer directory. */
export const SAVED_SEARCH_KINDS = ['jobs', 'freelancers'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

/** How the user hears of new matches: not at all, at once (the bell and the socket), or in a daily or weekly email. */
export const SAVED_SEARCH_ALERTS = ['off', 'instant', 'daily', 'weekly'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

/** The most searches one user keeps: the 21st is refused. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_LENGTH = { min: 1, max: 60 };
/** The most languages a freelancer search names: the directory's own limit. */
export const MAX_SEARCH_LANGUAGES = 5;
/** The most new matches a visit names: a screen marks no more than it shows. */
export const MAX_VISIT_NEW_MATCHES = 100;

/**
 * How long a recorded match is kept: past the weekly digest's window and the feed's 30 days, a
 * match only feeds a "new since your last visit" count nobody has looked at for three months. Each
 * post adds a row per matching search, so the table would otherwise grow with every post for ever.
 */
export const MATCH_RETENTION_DAYS = 90;

/** The job board's filters (GET /api/jobs), as saved: pay amounts in minor units of `currency`. */
export type JobSearchCriteria = {
  searchTerm?: string;
  jobType?: 'job_offer' | 'job_seeking';
  category?: string;
  payType?: RateType;
  currency?: Currency;
  minRate?: number;
  maxRate?: number;
  minBudget?: number;
  verifiedOnly?: boolean;
  /** An IANA time zone name: the post's time zone must be exactly it. */
  timeZone?: string;
};

/** The freelancer directory's filters (GET /api/freelancers), as saved. */
export type FreelancerSearchCriteria = {
  searchTerm?: string;
  currency?: Currency;
  minRate?: number;
  maxRate?: number;
  verifiedOnly?: boolean;
  /** Freelancers who speak every one of these, whatever their case. */
  languages?: string[];
};

export type SavedSearchCriteria = JobSearchCriteria | FreelancerSearchCriteria;

/**
 * The columns the matcher compares a new post or freelancer with (null: any). The words are kept
 * as the search reads them, `night & shif:*`, and stored as a tsquery of the kind's text search
 * configuration (the job board's english, the directory's simple).
 */
export type SavedSearchColumns = {
  termQuery: string | null;
  textConfiguration: 'english' | 'simple';
  jobType: string | null;
  category: string | null;
  payType: string | null;
  currency: string | null;
  minRate: number | null;
  maxRate: number | null;
  minBudget: number | null;
  verifiedOnly: boolean;
  timeZone: string | null;
  languages: string[] | null;
};

/** The name as kept: trimmed, 1-60 characters. */
export function savedSearchName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < SAVED_SEARCH_NAME_LENGTH.min || trimmed.length > SAVED_SEARCH_NAME_LENGTH.max) {
    throw new InvalidSavedSearch(`name must be ${SAVED_SEARCH_NAME_LENGTH.min} to ${SAVED_SEARCH_NAME_LENGTH.max} characters`);
  }
  return trimmed;
}

/** The amounts filter pay in one currency, never converted; a range is not upside down. */
function assertAmounts({ currency, minRate, maxRate }: { currency?: string; minRate?: number; maxRate?: number }, minBudget?: number) {
  const rate = minRate !== undefined || maxRate !== undefined;
  if ((rate || minBudget !== undefined) && !currency) {
    throw new InvalidSavedSearch('Choose the currency of the amounts: rates in different currencies are not converted');
  }
  if (minRate !== undefined && maxRate !== undefined && minRate > maxRate) throw new InvalidSavedSearch('minRate must be at most maxRate');
}

/** Absent, empty and false filters are left out, so two searches that ask the same read the same. */
function withoutEmpty<T extends object>(criteria: T): T {
  return Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== undefined && value !== '' && value !== false)) as T;
}

/** The job board's criteria as kept, and their columns; the pay filters' rules are the board's. */
export function jobCriteria(given: JobSearchCriteria): { criteria: JobSearchCriteria; columns: SavedSearchColumns } {
  const criteria = withoutEmpty({ ...given, searchTerm: given.searchTerm?.trim() });
  assertAmounts(criteria, criteria.minBudget);
  const rate = criteria.minRate !== undefined || criteria.maxRate !== undefined;
  if (rate && (criteria.payType === 'fixed' || criteria.minBudget !== undefined)) {
    throw new InvalidSavedSearch('minRate and maxRate filter hourly pay; minBudget filters fixed pay: use one or the other');
  }
  if (criteria.minBudget !== undefined && criteria.payType === 'hourly')
    throw new InvalidSavedSearch('minBudget filters fixed pay, not hourly');
  return {
    criteria,
    columns: {
      termQuery: toPrefixTsQuery(criteria.searchTerm),
      textConfiguration: 'english',
      jobType: criteria.jobType ?? null,
      category: criteria.category ?? null,
      payType: criteria.payType ?? null,
      currency: criteria.currency ?? null,
      minRate: criteria.minRate ?? null,
      maxRate: criteria.maxRate ?? null,
      minBudget: criteria.minBudget ?? null,
      verifiedOnly: criteria.verifiedOnly === true,
      timeZone: criteria.timeZone ?? null,
      languages: null,
    },
  };
}

/** The directory's criteria as kept, and their columns: languages compared lower-cased, each once. */
export function freelancerCriteria(given: FreelancerSearchCriteria): { criteria: FreelancerSearchCriteria; columns: SavedSearchColumns } {
  const languages = [...new Set((given.languages ?? []).map((language) => language.trim()).filter((language) => language !== ''))];
  if (languages.length > MAX_SEARCH_LANGUAGES) throw new InvalidSavedSearch(`Name at most ${MAX_SEARCH_LANGUAGES} languages`);
  const criteria = withoutEmpty({
    ...given,
    searchTerm: given.searchTerm?.trim(),
    languages: languages.length > 0 ? languages : undefined,
  });
  assertAmounts(criteria);
  return {
    criteria,
    columns: {
      termQuery: toPrefixTsQuery(criteria.searchTerm),
      textConfiguration: 'simple',
      jobType: null,
      category: null,
      payType: null,
      currency: criteria.currency ?? null,
      minRate: criteria.minRate ?? null,
      maxRate: criteria.maxRate ?? null,
      minBudget: null,
      verifiedOnly: criteria.verifiedOnly === true,
      timeZone: null,
      languages: criteria.languages ? [...new Set(criteria.languages.map((language) => language.toLowerCase()))] : null,
    },
  };
}
