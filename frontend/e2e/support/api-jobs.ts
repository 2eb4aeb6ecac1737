import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { payTermsFor } from './job-terms';

type JobOptions = { jobType?: 'job_offer' | 'job_seeking'; verifiedOnly?: boolean };

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

/** Fills the apply form's rate and hours (the cover letter is the caller's): an hourly 18.00 USD, 20 hours a week. */
export async function fillProposalTerms(page: Page): Promise<void> {
  await page.getByLabel('Rate per hour').fill('18');
  await page.getByLabel('Hours per week').fill('20');
}
