import { errorTable } from '../../../platform/errors/error-table';
import type { Amount, Currency, RateType } from '../../../platform/money/money';

/** A post's pay terms broke a rule (decision 0070): the message says which, for the form to show. */
export const { InvalidPayTerms, InvalidPayFilter } = errorTable('JOBS', {
  InvalidPayTerms: { code: 'INVALID_PAY_TERMS', message: (message: string) => message, kind: 'invalid' },
  /** A search's pay filters do not fit together (a rate without its currency, a range upside down). */
  InvalidPayFilter: { code: 'INVALID_PAY_FILTER', message: (message: string) => message, kind: 'invalid' },
});

/**
 * What a job offer pays, in minor units: hourly, a range per hour (the maximum may equal the
 * minimum); fixed, one amount for the work (maximum null).
 */
export type JobPay = { type: RateType; currency: Currency; minimum: number; maximum: number | null };

/** The work's terms beside its pay; each optional. */
export type WorkTerms = {
  /** 1-80: hours a week (an hourly offer states it). */
  hoursPerWeek: number | null;
  /** YYYY-MM-DD: when the work starts; not in the past when stated. */
  startDate: string | null;
  /** An IANA time zone name the worker overlaps with. */
  timeZone: string | null;
  /** 0-12: hours a day the worker must overlap with timeZone. */
  overlapHours: number | null;
};

/** The terms a post states: an offer's pay, or an availability post's hourly rate, and the work's terms. */
export type PostTerms = WorkTerms & { pay: JobPay | null; hourlyRate: Amount | null };

export const HOURS_PER_WEEK = { min: 1, max: 80 };
export const OVERLAP_HOURS = { min: 0, max: 12 };

const TIME_ZONES = new Set<string>([...Intl.supportedValuesOf('timeZone'), 'UTC']);

export function isTimeZone(name: string): boolean {
  return TIME_ZONES.has(name);
}

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The pay as stored: an hourly range without a maximum is the one rate (minimum = maximum). */
export function normalizedPay(pay: JobPay): JobPay {
  if (pay.type === 'fixed') {
    if (pay.maximum !== null && pay.maximum !== undefined) {
      throw new InvalidPayTerms('A fixed budget is one amount: give it as pay.minimum and leave pay.maximum empty');
    }
    return { ...pay, maximum: null };
  }
  const maximum = pay.maximum ?? pay.minimum;
  if (maximum < pay.minimum) throw new InvalidPayTerms('The highest hourly rate must be at least the lowest');
  return { ...pay, maximum };
}

/** Checks the terms of a post of `jobType` as they stand after posting or an edit; `today` is YYYY-MM-DD (UTC). */
export function assertPostTerms(
  jobType: 'job_offer' | 'job_seeking',
  terms: PostTerms,
  { today, startDateChanged }: { today: string; startDateChanged: boolean },
): void {
  if (jobType === 'job_offer') {
    if (terms.hourlyRate) throw new InvalidPayTerms('A job offer states its pay (pay), not an hourly rate');
    if (terms.pay?.type === 'hourly' && terms.hoursPerWeek === null) {
      throw new InvalidPayTerms('An hourly job states its hours per week (hoursPerWeek, 1-80)');
    }
  } else if (terms.pay) {
    throw new InvalidPayTerms('An availability post states your hourly rate (hourlyRate), not a pay');
  }
  if (terms.overlapHours !== null && terms.timeZone === null) {
    throw new InvalidPayTerms('Overlap hours need the time zone to overlap with (timeZone)');
  }
  if (startDateChanged && terms.startDate !== null && terms.startDate < today) {
    throw new InvalidPayTerms('The start date cannot be in the past');
  }
}

/** What a search's pay filters ask (minor units of `currency`). */
export type PayFilter = { payType?: RateType; currency?: Currency; minRate?: number; maxRate?: number; minBudget?: number };

/**
 * Pay filters that fit together: an amount needs its currency (rates are not converted), a rate
 * range is hourly and the right way up, a budget is fixed.
 */
export function assertPayFilter({ payType, currency, minRate, maxRate, minBudget }: PayFilter): void {
  const rate = minRate !== undefined || maxRate !== undefined;
  if ((rate || minBudget !== undefined) && !currency) {
    throw new InvalidPayFilter('Choose the currency of the amounts: rates in different currencies are not converted');
  }
  if (rate && (payType === 'fixed' || minBudget !== undefined)) {
    throw new InvalidPayFilter('minRate and maxRate filter hourly pay; minBudget filters fixed pay: use one or the other');
  }
  if (minBudget !== undefined && payType === 'hourly') throw new InvalidPayFilter('minBudget filters fixed pay, not hourly');
  if (minRate !== undefined && maxRate !== undefined && minRate > maxRate) {
    throw new InvalidPayFilter('minRate must be at most maxRate');
  }
}
