// What posts and proposals state of pay, shared by the browser tests and the scripts that arrange
// records over HTTP (sweep-arrangement.ts). No imports: Node loads it as it is.

/** What a new job offer states of its pay (decision 0070): spread into every job offer's POST /api/jobs body. */
export const OFFER_PAY_TERMS = { pay: { type: 'hourly', currency: 'USD', minimum: 2000, maximum: 3000 }, hoursPerWeek: 20 } as const;

/** What a new availability post states: the freelancer's hourly rate. */
export const AVAILABILITY_RATE_TERMS = { hourlyRate: { currency: 'USD', amount: 2000 } } as const;

/** The pay terms a new post of `jobType` states. */
export function payTermsFor(jobType: 'job_offer' | 'job_seeking') {
  return jobType === 'job_offer' ? OFFER_PAY_TERMS : AVAILABILITY_RATE_TERMS;
}

/** What a proposal states beside its cover letter: spread into every POST /api/applications body. */
export const PROPOSAL_TERMS = {
  proposedRate: { type: 'hourly', currency: 'USD', amount: 1800 },
  availability: { hoursPerWeek: 20, startDate: '2027-01-04' },
} as const;
