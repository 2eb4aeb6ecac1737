const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The date in the browser's locale, or `fallback` when there is no valid date. */
export function formatDate(value: string | null | undefined, fallback = 'Unknown'): string {
  return toDate(value)?.toLocaleDateString() ?? fallback;
}

/** The time of day as HH:MM (24-hour clock, the browser's time zone), or `fallback` when there is no valid date. */
export function formatClockTime(value: string | null | undefined, fallback = 'Unknown'): string {
  const date = toDate(value);
  if (!date) return fallback;
  const twoDigits = (part: number) => String(part).padStart(2, '0');
  return `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/**
 * How long ago, e.g. '3 days ago'; 'just now' under a minute. Written out rather than with
 * Intl.RelativeTimeFormat, whose English it matches: making one loads the locale's data, about 10 ms
 * of a phone's main thread at the app's start.
 */
export function formatRelativeTime(value: string | null | undefined, now = new Date(), fallback = 'Unknown'): string {
  const date = toDate(value);
  if (!date) return fallback;
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < MINUTE) return 'just now';
  const steps: [number, string][] = [
    [YEAR, 'year'],
    [MONTH, 'month'],
    [WEEK, 'week'],
    [DAY, 'day'],
    [HOUR, 'hour'],
    [MINUTE, 'minute'],
  ];
  const [size, unit] = steps.find(([step]) => elapsed >= step) ?? [MINUTE, 'minute'];
  return `${pluralize(Math.floor(elapsed / size), unit)} ago`;
}

/** '1 application', '3 applications'. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** An hourly rate in dollars: '$25/hr', '$25.50/hr'. */
export function formatHourlyRate(rate: number): string {
  return `$${Number.isInteger(rate) ? rate : rate.toFixed(2)}/hr`;
}

/** What a person's rating is made of: the average of their published reviews and how many there are. */
export type RatedPerson = { rating: number | null; reviewCount: number };

/**
 * A person's rating, the average of their published reviews with their count: '★ 4.8 · 12 reviews',
 * or 'No reviews yet'. Never the trust score (decision 0062).
 */
export function formatRating(person: RatedPerson | null | undefined): string {
  if (!person || person.rating === null || person.reviewCount === 0) return 'No reviews yet';
  return `★ ${person.rating.toFixed(1)} · ${pluralize(person.reviewCount, 'review')}`;
}

/** A trust score as its own figure, out of 100: '63/100', or 'No trust score yet'. Never stars. */
export function formatTrustScore(score: number | null): string {
  return score === null ? 'No trust score yet' : `${score}/100`;
}

/** A person's first and last name. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`;
}

/** An unread count on a badge: '9+' above nine (spec section 9). */
export function unreadBadgeLabel(unread: number): string {
  return unread > 9 ? '9+' : String(unread);
}
