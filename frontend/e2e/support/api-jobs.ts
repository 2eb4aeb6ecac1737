import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

type JobOptions = { jobType?: 'job_offer' | 'job_seeking'; verifiedOnly?: boolean };

/** What a new job offer states of its pay (decision 0070): spread into every job offer's POST /api/jobs body. */
export const OFFER_PAY_TERMS = { pay: { type: 'hourly', currency: 'USD', minimum: 2000, maximum: 3000 }, hoursPerWeek: 20 } as const;

/** What a new availability post states: the freelancer's hourly rate. */
export const AVAILABILITY_RATE_TERMS = { hourlyRate: { currency: 'USD', amount: 2000 } } as const;

/** The pay terms a new post of `jobType` states. */
export function payTermsFor(jobType: 'job_offer' | 'job_seeking') {
  return jobType === 'job_offer' ? OFFER_PAY_TERMS : AVAILABILITY_RATE_TERMS;
}

/** Posts a small chat job (or availability) as the request's user; its id. */
export async function postJob(
  request: APIRequestContext,
  title: string,
  { jobType = 'job_offer', verifiedOnly = false }: JobOptions = {},
): Promise<string> {
  const response = await request.post('/api/jobs', {
    data: {
      jobType,
      title,
      description: 'Answer chats on weekday evenings.',
      category: 'chat-operator',
      duration: null,
      verifiedOnly,
      tags: ['Live chat'],
      ...payTermsFor(jobType),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

/** What a proposal states beside its cover letter: spread into every POST /api/applications body. */
export const PROPOSAL_TERMS = {
  proposedRate: { type: 'hourly', currency: 'USD', amount: 1800 },
  availability: { hoursPerWeek: 20, startDate: '2027-01-04' },
} as const;

/** Fills the apply form's rate and hours (the cover letter is the caller's): an hourly 18.00 USD, 20 hours a week. */
export async function fillProposalTerms(page: Page): Promise<void> {
  await page.getByLabel('Rate per hour').fill('18');
  await page.getByLabel('Hours per week').fill('20');
}
