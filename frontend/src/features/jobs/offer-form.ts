import type { Offer, OfferTermsInput } from '../../api/types';
import { fromMinorUnits, toMinorUnits } from '../../lib/money';
import type { Currency, Rate } from '../../lib/money';

export type MilestoneValues = { title: string; dueDate: string; description: string };

/** An offer's terms as its form holds them: the amount as typed, dates as the date inputs give them. */
export type OfferValues = {
  rateType: Rate['type'];
  currency: Currency;
  amount: number | string;
  hoursPerWeek: number | string;
  startDate: string;
  ongoing: boolean;
  endDate: string;
  milestones: MilestoneValues[];
  notes: string;
};

export const OFFER_LIMITS = { milestones: 50, milestoneTitle: 120, milestoneDescription: 2000, notes: 5000, hoursPerWeek: 80 } as const;

export const EMPTY_MILESTONE: MilestoneValues = { title: '', dueDate: '', description: '' };

export const EMPTY_OFFER: OfferValues = {
  rateType: 'hourly',
  currency: 'USD',
  amount: '',
  hoursPerWeek: '',
  startDate: '',
  ongoing: true,
  endDate: '',
  milestones: [],
  notes: '',
};

/** The form's checks, as the server makes them. */
export const offerValidation = {
  amount: (value: number | string) => (toMinorUnits(value) === null ? 'Enter the rate' : null),
  hoursPerWeek: (value: number | string) => {
    if (value === '') return null;
    const hours = Number(value);
    return Number.isInteger(hours) && hours >= 1 && hours <= OFFER_LIMITS.hoursPerWeek
      ? null
      : 'Enter 1 to 80 hours a week, or leave it empty';
  },
  startDate: (value: string) => (value ? null : 'Choose the start date'),
  endDate: (value: string, values: OfferValues) => {
    if (values.ongoing) return null;
    if (!value) return 'Choose the end date, or make it ongoing';
    return value < values.startDate ? 'The end date must be on or after the start date' : null;
  },
  milestones: {
    title: (value: string) => (value.trim() ? null : 'Each milestone needs a title'),
  },
};

/** What the API takes (POST /api/applications/{id}/offers, and a counter-offer's terms). */
export function toOfferTerms(values: OfferValues): OfferTermsInput {
  return {
    rate: { type: values.rateType, currency: values.currency, amount: toMinorUnits(values.amount) ?? 0 },
    hoursPerWeek: values.hoursPerWeek === '' ? null : Number(values.hoursPerWeek),
    startDate: values.startDate,
    endDate: values.ongoing ? null : values.endDate,
    milestones: values.milestones.map((milestone) => ({
      title: milestone.title.trim(),
      dueDate: milestone.dueDate || null,
      description: milestone.description.trim(),
    })),
    notes: values.notes.trim(),
  };
}

/** A version back into the form: a counter-offer starts from the terms it answers. */
export function toOfferValues(offer: Offer): OfferValues {
  return {
    rateType: offer.rate?.type ?? 'hourly',
    currency: offer.rate?.currency ?? 'USD',
    amount: offer.rate ? fromMinorUnits(offer.rate.amount) : '',
    hoursPerWeek: offer.hoursPerWeek ?? '',
    startDate: offer.startDate,
    ongoing: offer.endDate === null,
    endDate: offer.endDate ?? '',
    milestones: offer.milestones.map((milestone) => ({ ...milestone, dueDate: milestone.dueDate ?? '' })),
    notes: offer.notes,
  };
}
