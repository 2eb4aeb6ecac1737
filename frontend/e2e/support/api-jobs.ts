import type { APIRequestContext } from '@playwright/test';
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
