import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

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
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}
