import type { JobCategory } from '../api/types';
import { isJobCategory } from './categories';
import { CURRENCIES } from './money';
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

/** Reads the /jobs search parameters, dropping unknown or malformed values. */
export function validateJobSearchParams(raw: Record<string, unknown>): JobSearchParams {
  const params: JobSearchParams = {};
  const search = readText(raw.search);
  if (search) params.search = search;
  if (raw.type === 'offer' || raw.type === 'seeking') params.type = raw.type;
  if (isJobCategory(raw.category)) params.category = raw.category;
  if (raw.verified === true || raw.verified === 'true') params.verified = true;
  if (raw.sort === 'newest' || raw.sort === 'oldest' || raw.sort === 'pay_high') params.sort = raw.sort;
  if (raw.pay === 'hourly' || raw.pay === 'fixed') params.pay = raw.pay;
  if (isCurrency(raw.currency)) params.currency = raw.currency;
  // An amount means something only in its currency (rates are not converted) and for its kind of pay.
  if (params.currency && params.pay !== 'fixed') {
    const [minRate, maxRate] = [readAmount(raw.minRate), readAmount(raw.maxRate)];
    if (minRate !== undefined) params.minRate = minRate;
    if (maxRate !== undefined && (minRate === undefined || maxRate >= minRate)) params.maxRate = maxRate;
  }
  if (params.currency && params.pay === 'fixed') {
    const minBudget = readAmount(raw.minBudget);
    if (minBudget !== undefined) params.minBudget = minBudget;
  }
  return params;
}
