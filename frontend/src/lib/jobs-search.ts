import type { JobCategory } from '../api/types';
import { isJobCategory } from './categories';

/** The job search address for a search term, e.g. from the landing page. */
export function getJobSearchHref(term: string): string {
  return `/jobs?search=${encodeURIComponent(term)}`;
}

/** Which posts the job search lists: offers by clients, availability by workers, or both. */
export type JobTypeFilter = 'offer' | 'seeking';
export type JobSort = 'newest' | 'oldest';

/** The /jobs search parameters; absent ones are not filtered on (newest first by default). */
export type JobSearchParams = {
  search?: string;
  type?: JobTypeFilter;
  category?: JobCategory;
  verified?: true;
  sort?: JobSort;
};

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
  if (raw.sort === 'newest' || raw.sort === 'oldest') params.sort = raw.sort;
  return params;
}
