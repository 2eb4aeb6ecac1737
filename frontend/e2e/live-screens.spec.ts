import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createMember } from './support/api-accounts';
import { expect, test } from './support/fixtures';
import { OFFER_PAY_TERMS, PROPOSAL_TERMS } from './support/job-terms';

function statCard(page: Page, label: string) {
  return page.locator(`[aria-label="${label}"]`);
}

async function postJob(request: APIRequestContext, title: string): Promise<string> {
  const job = await request.post('/api/jobs', {
    data: {
      jobType: 'job_offer',
      ...OFFER_PAY_TERMS,
      title,
      description: 'Answer customer chats about orders and returns.',
      category: 'chat-operator',
      duration: '1 month',
      verifiedOnly: false,
      tags: ['Live chat'],
    },
  });
  expect(job.status()).toBe(201);
  return (await job.json()).id as string;
}

async function apply(request: APIRequestContext, jobId: string): Promise<string> {
  const applied = await request.post('/api/applications', { data: { jobId, coverLetter: 'Three years of live chat.', ...PROPOSAL_TERMS } });
  expect(applied.status()).toBe(201);
  return (await applied.json()).id as string;
}

/** A second person in a browser context of their own. */
async function otherMember(browser: Browser, firstName: string, role: 'client' | 'freelancer') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await createMember(page.request, firstName, role);
  return { context, page };
}

/** The client (on `clientPage`) hires the freelancer through the API; resolves to the contract's path. */
async function hire(clientPage: Page, freelancerPage: Page, title: string): Promise<string> {
  const jobId = await postJob(clientPage.request, title);
  const applicationId = await apply(freelancerPage.request, jobId);
  const accepted = await clientPage.request.post(`/api/applications/${applicationId}/accept`, {
    data: { terms: 'Four evenings a week, $15/hour.' },
  });
  expect(accepted.status()).toBe(200);
  let contractId = '';
  // The contract is made from the acceptance's event, a moment later.
  await expect(async () => {
    const contracts = (await (await clientPage.request.get('/api/contracts/my')).json()) as { id: string; applicationId: string }[];
    contractId = contracts.find((contract) => contract.applicationId === applicationId)?.id ?? '';
    expect(contractId).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return `/contracts/${contractId}`;
}

// Each test signs up two people and drives two browser contexts.
test.describe.configure({ timeout: 120_000 });

test('the client’s dashboard follows a new application without a reload', async ({ page: clientPage, browser }) => {
  await createMember(clientPage.request, 'Clara', 'client');
  const jobId = await postJob(clientPage.request, 'Weekend chat support for a bike shop');
  await clientPage.goto('/');
  await expect(statCard(clientPage, 'Applications Received')).toContainText('0');
  await expect(clientPage.getByText('No recent activity')).toBeVisible();

  const freelancer = await otherMember(browser, 'Fiona', 'freelancer');
  await apply(freelancer.page.request, jobId);

  await expect(statCard(clientPage, 'Applications Received')).toContainText('1');
  await expect(clientPage.getByText('Fiona Tester applied to “Weekend chat support for a bike shop”')).toBeVisible();
  await expect(clientPage.getByText('No recent activity')).toHaveCount(0);
  await freelancer.context.close();
});

test('an open contract follows the other party’s Mark as Complete without a reload', async ({ page: freelancerPage, browser }) => {
  await createMember(freelancerPage.request, 'Frank', 'freelancer');
  const client = await otherMember(browser, 'Cora', 'client');
  const contractPath = await hire(client.page, freelancerPage, 'Chat operator for a tea shop');

  await freelancerPage.goto(contractPath);
  await expect(freelancerPage.getByText('active', { exact: true })).toBeVisible();
  await expect(freelancerPage.getByRole('button', { name: 'Mark as Complete' })).toBeVisible();

  await client.page.goto(contractPath);
  await client.page.getByRole('button', { name: 'Mark as Complete' }).click();
  await client.page.getByRole('dialog').getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(client.page.getByText('completed', { exact: true })).toBeVisible();

  await expect(freelancerPage.getByText('completed', { exact: true })).toBeVisible();
  await expect(freelancerPage.getByRole('link', { name: 'Write Review' })).toBeVisible();
  await expect(freelancerPage.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);
  await client.context.close();
});

test('a stale Mark as Complete says the other party completed it and shows the contract as it is now', async ({
  page: freelancerPage,
  browser,
  consoleGuard,
}) => {
  await createMember(freelancerPage.request, 'Flora', 'freelancer');
  const client = await otherMember(browser, 'Cyril', 'client');
  const contractPath = await hire(client.page, freelancerPage, 'Chat operator for a book shop');
  // The freelancer's page hears nothing from the server: it stays as it was drawn. (Its first
  // socket's address carries ?since= when the page was drawn: decision 0044.)
  await freelancerPage.routeWebSocket(/\/ws(\?.*)?$/, () => {});

  await freelancerPage.goto(contractPath);
  await expect(freelancerPage.getByText('active', { exact: true })).toBeVisible();
  const completed = await client.page.request.post(`/api${contractPath}/complete`);
  expect(completed.status()).toBe(200);

  consoleGuard.expectFailedRequest(`/api${contractPath}/complete`, 409);
  await freelancerPage.getByRole('button', { name: 'Mark as Complete' }).click();
  await freelancerPage.getByRole('dialog').getByRole('button', { name: 'Mark as Complete' }).click();

  await expect(freelancerPage.getByText('Failed to complete contract')).toBeVisible();
  await expect(freelancerPage.getByText('The other party has already marked this contract as complete.')).toBeVisible();
  await expect(freelancerPage.getByText('completed', { exact: true })).toBeVisible();
  await expect(freelancerPage.getByRole('link', { name: 'Write Review' })).toBeVisible();
  await expect(freelancerPage.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0);
  await client.context.close();
});
