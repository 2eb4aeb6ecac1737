import { isCurrency } from './jobs-search';
import type { FreelancerSearchCriteria } from '../api/types';
import { formatAmount, fromMinorUnits, toMinorUnits } from './money';
import type { Currency } from './money';

/** best (absent): relevance, trust score, completed jobs; rate_low / rate_high: by hourly rate, those without one last. */
export type FreelancerSortParam = 'rate_low' | 'rate_high';

/** The most languages the directory filters on at once (the server's limit). */
export const MAX_LANGUAGE_FILTERS = 5;

/** The /freelancers search parameters; absent ones are not filtered on (best match first by default). */
export type FreelancerSearchParams = {
  searchTerm?: string;
  verifiedOnly?: true;
  sort?: FreelancerSortParam;
  /** Rates in this currency only; the rate bounds (whole units, as typed) need it: rates are not converted. */
  currency?: Currency;
  minRate?: number;
  maxRate?: number;
  /** Freelancers who speak every one of these. */
  languages?: string[];
};

function readText(value: unknown): string | undefined {
  // The router parses `?searchTerm=42` as a number.
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : undefined;
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

function readRate(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) && number > 0 && number <= 10_000_000 ? Math.round(number * 100) / 100 : undefined;
}

/** A list from the address: the router gives `?languages=["English"]` as an array, a lone value as text. */
function readLanguages(value: unknown): string[] | undefined {
  const values = Array.isArray(value) ? value : [value];
  const seen = new Set<string>();
  const languages: string[] = [];
  for (const item of values) {
    const language = readText(item);
    if (!language || seen.has(language.toLowerCase())) continue;
    seen.add(language.toLowerCase());
    languages.push(language);
  }
  return languages.length > 0 ? languages.slice(0, MAX_LANGUAGE_FILTERS) : undefined;
}

/**
 * Reads the /freelancers search parameters, dropping unknown or malformed values. Every known key is
 * set, if only to undefined: the router lays a route's answer over the address's raw values, so a
 * key left out would keep its malformed value.
 */
export function validateFreelancerSearchParams(raw: Record<string, unknown>): FreelancerSearchParams {
  const currency = isCurrency(raw.currency) ? raw.currency : undefined;
  // A bound means something only in its currency; a range upside down is dropped at its top.
  const minRate = currency ? readRate(raw.minRate) : undefined;
  const maxRate = currency ? readRate(raw.maxRate) : undefined;
  return {
    searchTerm: readText(raw.searchTerm),
    verifiedOnly: raw.verifiedOnly === true || raw.verifiedOnly === 'true' ? true : undefined,
    sort: raw.sort === 'rate_low' || raw.sort === 'rate_high' ? raw.sort : undefined,
    currency,
    minRate,
    maxRate: maxRate !== undefined && (minRate === undefined || maxRate >= minRate) ? maxRate : undefined,
    languages: readLanguages(raw.languages),
  };
}

/** How many of the parameters narrow the directory (the sort orders it, narrowing nothing). */
export function countFreelancerFilters(params: FreelancerSearchParams): number {
  return [params.searchTerm, params.verifiedOnly, params.currency, params.minRate, params.maxRate, params.languages].filter(
    (value) => value !== undefined,
  ).length;
}

/** One text per search, whatever the order or the unset keys of its object: equal searches, equal keys. */
export function freelancerSearchKey(params: FreelancerSearchParams): string {
  return JSON.stringify(validateFreelancerSearchParams(params));
}

const minorUnits = (amount: number | undefined) => (amount === undefined ? undefined : (toMinorUnits(amount) ?? undefined));

/** The API's filters for the search parameters: the directory's query and a saved search's criteria (rates in minor units). */
export function toFreelancerSearchCriteria({
  searchTerm,
  verifiedOnly,
  currency,
  minRate,
  maxRate,
  languages,
}: FreelancerSearchParams): FreelancerSearchCriteria {
  return {
    searchTerm,
    verifiedOnly,
    currency,
    minRate: currency ? minorUnits(minRate) : undefined,
    maxRate: currency ? minorUnits(maxRate) : undefined,
    languages,
  };
}

/** The search parameters a saved search's criteria stand for, rates back in whole units. */
export function fromFreelancerSearchCriteria(criteria: FreelancerSearchCriteria): FreelancerSearchParams {
  return validateFreelancerSearchParams({
    ...criteria,
    minRate: criteria.minRate === undefined ? undefined : fromMinorUnits(criteria.minRate),
    maxRate: criteria.maxRate === undefined ? undefined : fromMinorUnits(criteria.maxRate),
  });
}

/** What narrows a freelancer search, in words, e.g. ["zendesk", "Verified", "$15–$30/hr", "Speaks English, Spanish"]. */
export function describeFreelancerSearch(params: FreelancerSearchParams): string[] {
  const parts: string[] = [];
  if (params.searchTerm) parts.push(params.searchTerm);
  if (params.verifiedOnly) parts.push('Verified');
  const { currency } = params;
  if (currency) {
    const [min, max] = [params.minRate, params.maxRate].map((rate) =>
      rate === undefined ? undefined : formatAmount({ currency, amount: Math.round(rate * 100) }),
    );
    if (min || max) parts.push(`${min && max ? `${min}–${max}` : min ? `from ${min}` : `up to ${max}`}/hr`);
    else parts.push(`Rates in ${currency}`);
  }
  if (params.languages) parts.push(`Speaks ${params.languages.join(', ')}`);
  return parts;
}
