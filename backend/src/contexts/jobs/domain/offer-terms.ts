import type { Rate } from '../../../platform/money/money';

/** The bounds of an offer's terms, checked by the request and stated in the API. */
export const OFFER_LIMITS = {
  milestones: 50,
  milestoneTitle: 120,
  milestoneDescription: 2000,
  notes: 5000,
  decisionNote: 2000,
  hoursPerWeek: 80,
} as const;

export const OFFER_STATUSES = ['open', 'countered', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_PARTIES = ['client', 'freelancer'] as const;
export type OfferParty = (typeof OFFER_PARTIES)[number];

/** Versions of the offer on one application, all told: the list of them is that long at most. */
export const MAX_OFFER_VERSIONS = 50;

/** A piece of the work with its own due date; no money is attached to it. */
export type OfferMilestone = { title: string; dueDate: string | null; description: string };

/**
 * What a client offers a freelancer (or the freelancer answers with): the rate (none when the
 * one-step acceptance had none to take), the hours, the dates (no end: ongoing), the milestones and
 * free notes. Dates are calendar days, `YYYY-MM-DD`.
 */
export type OfferTerms = {
  rate: Rate | null;
  hoursPerWeek: number | null;
  startDate: string;
  endDate: string | null;
  milestones: OfferMilestone[];
  notes: string;
};

/** The calendar day of an instant, in UTC: the start of an offer accepted at once. */
export function calendarDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
