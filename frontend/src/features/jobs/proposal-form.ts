import type { Application } from '../../api/types';
import { CURRENCIES, toMinorUnits } from '../../lib/money';
import type { Currency, Rate } from '../../lib/money';

/** A proposal as its form holds it: the amount as typed, the start date as the date input gives it. */
export type ProposalValues = {
  coverLetter: string;
  rateType: Rate['type'];
  currency: Currency;
  amount: number | string;
  hoursPerWeek: number | string;
  startDate: string;
};

export const HOURS_PER_WEEK = { min: 1, max: 80 } as const;

export const EMPTY_PROPOSAL: ProposalValues = {
  coverLetter: '',
  rateType: 'hourly',
  currency: 'USD',
  amount: '',
  hoursPerWeek: '',
  startDate: '',
};

export const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** The form's checks, as the server makes them. */
export const proposalValidation = {
  coverLetter: (value: string) => (value.trim() ? null : 'Cover letter is required'),
  amount: (value: number | string) => (toMinorUnits(value) === null ? 'Enter the rate you ask' : null),
  hoursPerWeek: (value: number | string) => {
    const hours = Number(value);
    return value !== '' && Number.isInteger(hours) && hours >= HOURS_PER_WEEK.min && hours <= HOURS_PER_WEEK.max
      ? null
      : `Enter ${HOURS_PER_WEEK.min} to ${HOURS_PER_WEEK.max} hours a week`;
  },
};

/** What the API takes (POST /api/applications less the job, PATCH /api/applications/{id}). */
export function toProposalBody(values: ProposalValues) {
  return {
    coverLetter: values.coverLetter.trim(),
    proposedRate: { type: values.rateType, currency: values.currency, amount: toMinorUnits(values.amount) ?? 0 },
    availability: { hoursPerWeek: Number(values.hoursPerWeek), startDate: values.startDate || null },
  };
}

/** A sent proposal back into the form, to edit it. */
export function toProposalValues(application: Application): ProposalValues {
  const rate = application.proposedRate;
  return {
    coverLetter: application.coverLetter,
    rateType: rate?.type ?? 'hourly',
    currency: rate?.currency ?? 'USD',
    amount: rate ? rate.amount / 100 : '',
    hoursPerWeek: application.availability.hoursPerWeek ?? '',
    startDate: application.availability.startDate ?? '',
  };
}
