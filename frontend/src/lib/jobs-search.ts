import type { JobCategory, JobSearchCriteria } from '../api/types';
import { getCategoryLabel, isJobCategory } from './categories';
import { CURRENCIES, formatAmount, fromMinorUnits, toMinorUnits } from './money';
import { isTimeZoneOption } from './time-zones';
import type { Currency } from './money';

/** The job search address for a search term, e.g. from the landing page. */
export function getJobSearchHref(term: string): string {
  return `/jobs?search=${encodeURIComponent(term)}`;
}

/** Which posts the job search lists: offers by clients, availability by workers, or both. */
export type JobTypeFilter = 'offer' | 'seeking';
export type JobSort = 'newest' | 'oldest' | 'pay_high';
export type PayTypeFilter = 'hourly' | 'fixed';

/** The /jobs search parameters; absent ones are not filtered on (newest first by default). */
export type JobSearchParams = {
  search?: string;
  type?: JobTypeFilter;
  category?: JobCategory;
  verified?: true;
  sort?: JobSort;
  /** Pay (decision 0070): hourly or fixed, in a currency; amounts in whole units as typed (20 is $20). */
  pay?: PayTypeFilter;
  currency?: Currency;
  /** Hourly pay whose range reaches this rate or above / below. */
  minRate?: number;
  maxRate?: number;
  /** Fixed pay of at least this. */
  minBudget?: number;
  /** Posts in this IANA time zone, exactly. */
  timeZone?: string;
};

function readAmount(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(number) && number > 0 && number <= 10_000_000 ? Math.round(number * 100) / 100 : undefined;
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

function readText(value: unknown): string | undefined {
  // The router parses `?search=42` as a number.
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : undefined;
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * Reads the /jobs search parameters, dropping unknown or malformed values. Every known key is set,
 * if only to undefined: the router lays a route's answer over the address's raw values, so a key
 * left out would keep its malformed value and reach the server.
 */
export function validateJobSearchParams(raw: Record<string, unknown>): JobSearchParams {
  const pay = raw.pay === 'hourly' || raw.pay === 'fixed' ? raw.pay : undefined;
  const currency = isCurrency(raw.currency) ? raw.currency : undefined;
  // An amount means something only in its currency (rates are not converted) and for its kind of pay.
  const rates = currency && pay !== 'fixed';
  const minRate = rates ? readAmount(raw.minRate) : undefined;
  const maxRate = rates ? readAmount(raw.maxRate) : undefined;
  return {
    search: readText(raw.search),
    type: raw.type === 'offer' || raw.type === 'seeking' ? raw.type : undefined,
    category: isJobCategory(raw.category) ? raw.category : undefined,
    verified: raw.verified === true || raw.verified === 'true' ? true : undefined,
    sort: raw.sort === 'newest' || raw.sort === 'oldest' || raw.sort === 'pay_high' ? raw.sort : undefined,
    pay,
    currency,
    minRate,
    maxRate: maxRate !== undefined && (minRate === undefined || maxRate >= minRate) ? maxRate : undefined,
    minBudget: currency && pay === 'fixed' ? readAmount(raw.minBudget) : undefined,
    timeZone: isTimeZoneOption(raw.timeZone) ? raw.timeZone : undefined,
  };
}

const minorUnits = (amount: number | undefined) => (amount === undefined ? undefined : (toMinorUnits(amount) ?? undefined));

/** The API's filters for the search parameters: the job board's query and a saved search's criteria (amounts in minor units). */
export function toJobSearchCriteria(params: JobSearchParams): JobSearchCriteria {
  return {
    searchTerm: params.search,
    jobType: params.type === 'offer' ? 'job_offer' : params.type === 'seeking' ? 'job_seeking' : undefined,
    category: params.category,
    payType: params.pay,
    currency: params.currency,
    minRate: minorUnits(params.minRate),
    maxRate: minorUnits(params.maxRate),
    minBudget: minorUnits(params.minBudget),
    verifiedOnly: params.verified,
    timeZone: params.timeZone,
  };
}

/** The search parameters a saved search's criteria stand for, amounts back in whole units. */
export function fromJobSearchCriteria(criteria: JobSearchCriteria): JobSearchParams {
  const wholeUnits = (amount: number | undefined) => (amount === undefined ? undefined : fromMinorUnits(amount));
  return validateJobSearchParams({
    search: criteria.searchTerm,
    type: criteria.jobType === 'job_offer' ? 'offer' : criteria.jobType === 'job_seeking' ? 'seeking' : undefined,
    category: criteria.category,
    verified: criteria.verifiedOnly,
    pay: criteria.payType,
    currency: criteria.currency,
    minRate: wholeUnits(criteria.minRate),
    maxRate: wholeUnits(criteria.maxRate),
    minBudget: wholeUnits(criteria.minBudget),
    timeZone: criteria.timeZone,
  });
}

/** An amount typed in whole units, as people read it in its currency: 20 USD is "$20". */
function formatWhole(currency: Currency, amount: number): string {
  return formatAmount({ currency, amount: Math.round(amount * 100) });
}

/** What narrows a job search, in words, e.g. ["zendesk", "Job offers", "Chat Operator", "Hourly $20–$40"]. */
export function describeJobSearch(params: JobSearchParams): string[] {
  const parts: string[] = [];
  if (params.search) parts.push(params.search);
  if (params.type) parts.push(params.type === 'offer' ? 'Job offers' : 'Availability');
  if (params.category) parts.push(getCategoryLabel(params.category));
  const { currency } = params;
  if (params.pay === 'fixed') {
    parts.push(currency && params.minBudget !== undefined ? `Fixed from ${formatWhole(currency, params.minBudget)}` : 'Fixed price');
  } else if (currency && (params.minRate !== undefined || params.maxRate !== undefined)) {
    const [min, max] = [params.minRate, params.maxRate].map((rate) => (rate === undefined ? undefined : formatWhole(currency, rate)));
    const range = min && max ? `${min}–${max}` : min ? `from ${min}` : `up to ${max}`;
    parts.push(`Hourly ${range}/hr`);
  } else if (params.pay === 'hourly') {
    parts.push('Hourly');
  }
  if (currency && params.minRate === undefined && params.maxRate === undefined && params.minBudget === undefined)
    parts.push(`In ${currency}`);
  if (params.verified) parts.push('Verified clients');
  if (params.timeZone) parts.push(params.timeZone);
  return parts;
}
