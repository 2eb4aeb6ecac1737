import type { APIRequestContext } from '@playwright/test';
import { chooseUsername, PASSWORD, uniqueName } from './support/accounts';
import { createMember } from './support/api-accounts';
import { postJob } from './support/api-jobs';
import { PROPOSAL_TERMS } from './support/job-terms';
import { expect, test, waitForTheApp } from './support/fixtures';

async function expectOk(response: { status(): number; text(): Promise<string> }, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
}

async function userId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/user');
  await expectOk(response);
  return (await response.json()).id;
}

test('"I want to hire" from the landing page makes a client, who lands on the client dashboard', async ({ page }) => {
  test.setTimeout(60_000);
  const username = uniqueName('hirer');

  await page.goto('/');
  await page.getByRole('link', { name: 'Post a Job' }).click();
  await expect(page).toHaveURL(/\/login\?mode=signup&role=client$/);
  await expect(page.getByRole('radio', { name: /I want to hire/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /I want to work/ })).not.toBeChecked();

  await page.getByLabel('First name').fill('Hana');
  await page.getByLabel('Last name').fill('Tester');
  await page.getByLabel('Email').fill(`${username}@example.test`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await waitForTheApp(page);
  await chooseUsername(page, username);

  // The client's dashboard: applications received, and the client's quick actions.
  await expect(page.getByText('Applications Received')).toBeVisible();
  await expect(page.getByText('Pending Applications')).toHaveCount(0);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Post a Job' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'My Jobs' })).toBeVisible();
  expect((await (await page.request.get('/api/auth/user')).json()).role).toBe('client');
});

test('a rating is the average of published reviews with their count, on a profile and a job card', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const clientContext = await browser.newContext();
  const client = (await clientContext.newPage()).request;
  await createMember(client, 'Rosa', 'client');
  await createMember(page.request, 'Femi');
  const freelancerId = await userId(page.request);

  // A completed contract, reviewed by both: both reviews are published at once.
  const contractTitle = `Weekend chat cover ${uniqueName('j')}`;
  const jobId = await postJob(client, contractTitle);
  const application = await page.request.post('/api/applications', {
    data: { jobId, coverLetter: 'I cover weekends.', ...PROPOSAL_TERMS },
  });
  await expectOk(application, 201);
  await expectOk(await client.post(`/api/applications/${(await application.json()).id}/accept`, { data: { terms: 'Two weekends.' } }));
  let contract: { id: string; clientId: string } | undefined;
  await expect
    .poll(async () => {
      contract = ((await (await client.get('/api/contracts/my')).json()) as { id: string; clientId: string }[])[0];
      return contract?.id;
    })
    .toBeTruthy();
  const { id: contractId, clientId } = contract as { id: string; clientId: string };
  await expectOk(await client.post(`/api/contracts/${contractId}/complete`));
  await expectOk(
    await client.post('/api/reviews', { data: { contractId, revieweeId: freelancerId, rating: 5, comment: 'Calm on every chat.' } }),
    201,
  );
  await expectOk(
    await page.request.post('/api/reviews', { data: { contractId, revieweeId: clientId, rating: 4, comment: 'Clear instructions.' } }),
    201,
  );
  // The figures follow the published event a moment later.
  await expect.poll(async () => (await (await page.request.get('/api/auth/user')).json()).reviewCount).toBe(1);

  // The freelancer's profile: the average and count, the trust score as a score, the review's job.
  await page.goto(`/profile/${freelancerId}`);
  await expect(page.getByText('★ 5.0 · 1 review')).toBeVisible();
  const trustCard = page.locator('#trust-score');
  await expect(trustCard).toContainText('Measures how far others can rely on this account');
  await expect(trustCard).not.toContainText('★');
  await expect(page.getByText(`For: ${contractTitle}`)).toBeVisible();

  // The client's next job shows the client's rating on its card.
  const openTitle = `Evening email desk ${uniqueName('j')}`;
  await postJob(client, openTitle);
  await page.goto(`/jobs?search=${encodeURIComponent(openTitle)}`);
  const card = page.getByRole('article').filter({ hasText: openTitle });
  await expect(card.getByText('★ 4.0 · 1 review')).toBeVisible();
  await clientContext.close();
});
