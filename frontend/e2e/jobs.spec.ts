import type { Browser, Page } from '@playwright/test';
import { PASSWORD, uniqueName } from './support/accounts';
import { createMember } from './support/api-accounts';
import { postJob, fillProposalTerms } from './support/api-jobs';
import { expect, test } from './support/fixtures';

async function newSignedInPage(browser: Browser, firstName: string, role: 'freelancer' | 'client') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await createMember(page.request, firstName, role);
  return { page, member, context };
}

async function applyWithCoverLetter(page: Page, coverLetter: string) {
  const letter = page.getByLabel('Cover letter');
  await expect(letter).toBeFocused();
  await letter.fill(coverLetter);
  await fillProposalTerms(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application submitted')).toBeVisible();
  await expect(page.getByText('You applied')).toBeVisible();
}

test('a client posts a job; freelancers find it and apply; the client rejects one and hires the other', async ({
  page: clientPage,
  browser,
}) => {
  test.setTimeout(120_000);
  const word = uniqueName('zq').replace('_', '');
  const title = `Weekend refunds agent ${word}`;

  // The client posts a job.
  await createMember(clientPage.request, 'Claire', 'client');
  await clientPage.goto('/');
  await clientPage.getByRole('link', { name: 'Post a Job' }).click();
  await expect(clientPage).toHaveURL(/\/jobs\/new$/);
  await clientPage.getByRole('button', { name: 'Post Job' }).click();
  await expect(clientPage.getByText('Please fill in all required fields')).toBeVisible();
  await expect(clientPage.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  await expect(clientPage.getByText('Category is required')).toBeVisible();
  await clientPage.getByLabel('Title').fill(title);
  await clientPage.getByLabel('Description').fill(`Handle refund requests by email and chat on weekends. Reference ${word}.`);
  await clientPage.getByLabel('Category').click();
  await clientPage.getByRole('option', { name: 'Customer Service' }).click();
  await clientPage.getByLabel('Duration').fill('3 months');
  await clientPage.getByLabel('Lowest rate per hour').fill('18');
  await clientPage.getByLabel('Highest rate per hour').fill('24');
  await clientPage.getByLabel('Hours per week').fill('16');
  await clientPage.getByRole('button', { name: 'Post Job' }).click();
  await expect(clientPage.getByText('Post created')).toBeVisible();
  await expect(clientPage).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobUrl = new URL(clientPage.url()).pathname;
  await expect(clientPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(clientPage.getByText('Manage Job')).toBeVisible();

  // A freelancer who is signed out searches from the landing page (the board is open to visitors),
  // signs in, and applies.
  const ada = await browser.newContext().then(async (context) => ({ page: await context.newPage(), context }));
  const adaMember = await createMember(ada.page.request, 'Ada');
  await ada.page.request.post('/api/auth/logout');
  await ada.page.goto('/');
  await ada.page.getByLabel('Search jobs').fill(word);
  await ada.page.getByRole('button', { name: 'Search' }).click();
  await expect(ada.page).toHaveURL(new RegExp(`/jobs\\?search=${word}$`));
  await expect(ada.page.getByTestId('job-card').filter({ hasText: title })).toBeVisible();
  await ada.page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(ada.page).toHaveURL(/\/login\?/);
  await ada.page.getByLabel('Email').fill(adaMember.email);
  await ada.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await ada.page.getByRole('button', { name: 'Sign in' }).click();
  await expect(ada.page).toHaveURL(new RegExp(`/jobs\\?search=${word}$`));
  await expect(ada.page.getByLabel('Search jobs')).toHaveValue(word);
  const adaCard = ada.page.getByTestId('job-card').filter({ hasText: title });
  await expect(adaCard).toBeVisible();
  await expect(adaCard.getByText('Claire Tester')).toBeVisible();
  await expect(adaCard.getByRole('link', { name: 'View' })).toHaveCount(0);
  await adaCard.getByRole('link', { name: title }).click();
  await expect(ada.page).toHaveURL(new RegExp(`${jobUrl}$`));
  await ada.page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(ada.page.getByText('Please provide a cover letter')).toBeVisible();
  await expect(ada.page.getByLabel('Cover letter')).toHaveAttribute('aria-invalid', 'true');
  await ada.page.getByLabel('Cover letter').fill('I handled weekend refunds for two online shops.');
  await fillProposalTerms(ada.page);
  await ada.page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(ada.page.getByText('Application submitted')).toBeVisible();

  // Another freelancer finds it through the category filter and applies from the card.
  const bob = await newSignedInPage(browser, 'Bob', 'freelancer');
  await bob.page.goto('/jobs');
  await bob.page.getByLabel('Category').click();
  await bob.page.getByRole('option', { name: 'Customer Service' }).click();
  await expect(bob.page).toHaveURL(/category=customer-service/);
  const bobCard = bob.page.getByTestId('job-card').filter({ hasText: title });
  await expect(bobCard).toBeVisible();
  await bobCard.getByRole('link', { name: 'Apply Now' }).click();
  await expect(bob.page).toHaveURL(new RegExp(`${jobUrl}/apply$`));
  await applyWithCoverLetter(bob.page, 'Customer service is my daily work; weekends suit me.');

  // The client reviews: rejects Ada, accepts Bob (terms are required).
  await clientPage.goto('/my-jobs');
  const myCard = clientPage.getByTestId('my-job-card').filter({ hasText: title });
  await expect(myCard.getByText('2 applications')).toBeVisible();
  await myCard.getByRole('link', { name: 'View Applications (2)' }).click();
  await expect(clientPage).toHaveURL(new RegExp(`${jobUrl}/applications$`));

  const adaApplication = clientPage.getByTestId('application-card').filter({ hasText: 'Ada Tester' });
  await adaApplication.getByRole('button', { name: 'Decline' }).click();
  const decline = clientPage.getByRole('dialog', { name: 'Decline proposal' });
  await decline.getByRole('combobox', { name: 'Reason' }).click();
  await decline.getByRole('option', { name: 'Hired someone else' }).click();
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(clientPage.getByText('Application declined')).toBeVisible();
  // Declined, it leaves New for the Declined stage.
  await expect(adaApplication).toHaveCount(0);
  await expect(clientPage.getByTestId('stage-count-declined')).toHaveText('1');

  const bobApplication = clientPage.getByTestId('application-card').filter({ hasText: 'Bob Tester' });
  await bobApplication.getByRole('button', { name: 'Accept' }).click();
  await clientPage.getByRole('button', { name: 'Confirm' }).click();
  await expect(clientPage.getByText('Please fill in contract terms')).toBeVisible();
  await expect(clientPage.getByLabel('Contract terms')).toHaveAttribute('aria-invalid', 'true');
  await clientPage.getByLabel('Contract terms').fill('Saturdays and Sundays, 10:00-18:00 CET, $16/hour.');
  await clientPage.getByRole('button', { name: 'Confirm' }).click();
  await expect(clientPage.getByText('Application accepted')).toBeVisible();
  await clientPage.getByRole('tab', { name: /^Hired/ }).click();
  await expect(bobApplication.getByText('hired', { exact: true })).toBeVisible();
  await expect(bobApplication.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // Each freelancer sees the outcome in My Applications.
  await ada.page.goto('/applications');
  await expect(ada.page.getByTestId('application-card').filter({ hasText: title }).getByText('declined', { exact: true })).toBeVisible();
  await bob.page.goto('/applications');
  await expect(bob.page.getByTestId('application-card').filter({ hasText: title }).getByText('hired', { exact: true })).toBeVisible();

  await ada.context.close();
  await bob.context.close();
});

test('a freelancer posts availability, shown as a reverse listing in My Posted Jobs', async ({ page }) => {
  await createMember(page.request, 'Mia');
  await page.goto('/');
  await page.getByRole('link', { name: 'Post My Availability' }).click();
  await expect(page).toHaveURL(/\/jobs\/new\?type=seeking$/);
  const title = `Available for night chats ${uniqueName('n')}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Experienced chat operator available 22:00-06:00 CET.');
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Chat Operator' }).click();
  await page.getByLabel('Your hourly rate').fill('15');
  await page.getByRole('button', { name: 'Post Availability' }).click();
  await expect(page.getByText('Post created')).toBeVisible();
  await expect(page.getByText('Reverse Listing')).toBeVisible();

  await page.goto('/my-jobs');
  const card = page.getByTestId('my-job-card').filter({ hasText: title });
  await expect(card.getByText('Reverse Listing')).toBeVisible();
  // An availability post takes no applications: no count and no View Applications.
  await expect(card.getByText(/application/i)).toHaveCount(0);
});

test('a client sees View on job cards; an unverified freelancer sees why a verified-only job takes no application from them', async ({
  page,
  browser,
}) => {
  const title = `Verified-only moderation ${uniqueName('v')}`;
  await createMember(page.request, 'Vera', 'client');
  const jobId = await postJob(page.request, title, { verifiedOnly: true });
  const other = await newSignedInPage(browser, 'Cleo', 'client');
  await other.page.goto(`/jobs?search=${encodeURIComponent(title)}`);
  const clientCard = other.page.getByTestId('job-card').filter({ hasText: title });
  await expect(clientCard.getByRole('link', { name: 'View' })).toHaveAttribute('href', `/jobs/${jobId}`);
  await expect(clientCard.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);

  const ned = await newSignedInPage(browser, 'Ned', 'freelancer');
  await ned.page.goto(`/jobs?search=${encodeURIComponent(title)}`);
  const nedCard = ned.page.getByTestId('job-card').filter({ hasText: title });
  await expect(nedCard.getByRole('link', { name: 'Apply Now' })).toHaveCount(0);
  await nedCard.getByRole('link', { name: 'View' }).click();
  await expect(ned.page.getByText('This job is open to verified workers only. Get verified to apply.')).toBeVisible();
  await expect(ned.page.getByLabel('Cover letter')).toHaveCount(0);

  // The apply address shows the job with the reason, not an empty page.
  await ned.page.goto(`/jobs/${jobId}/apply`);
  await expect(ned.page.getByRole('heading', { name: title })).toBeVisible();
  await expect(ned.page.getByText('This job is open to verified workers only. Get verified to apply.')).toBeVisible();

  await other.context.close();
  await ned.context.close();
});

test('on a 390 x 844 phone the first job card of /jobs shows without scrolling, the filters behind a Filters button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createMember(page.request, 'Pia', 'client');
  await postJob(page.request, `Phone-sized chat job ${uniqueName('p')}`);

  await page.goto('/jobs?type=offer');
  const firstCard = page.getByTestId('job-card').first();
  await expect(firstCard).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await firstCard.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

  await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filters, 1 active' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await drawer.getByRole('button', { name: 'Show results' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
});
