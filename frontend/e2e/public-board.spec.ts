import type { Page } from '@playwright/test';
import { PASSWORD, uniqueName } from './support/accounts';
import { createMember } from './support/api-accounts';
import { postJob, fillProposalTerms } from './support/api-jobs';
import { expectFitsAndAccessible, scopeFor } from './support/audit';
import { expect, test, waitForTheApp } from './support/fixtures';
import { latestMail, linkTo } from './support/mailbox';

/**
 * The public job board and profiles (decision 0061): a visitor finds a job from the landing page,
 * reads it and its poster's profile, and is asked to make an account to apply; once made and its
 * address confirmed, they are back on the job and apply.
 */
test('a visitor is not sent to sign-in while the job board is still downloading', async ({ page }) => {
  // A slow phone: the board's code arrives well after the sign-in redirect's delay would have run out.
  await page.route(/\/assets\/BrowseJobsPage-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Search jobs' }).fill('night shift');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
  await expect(page).toHaveURL(/\/jobs\?search=night(%20|\+)shift$/);
  await expect(page.getByText('Please log in to search jobs')).toHaveCount(0);
});

test('a visitor finds a job from the landing page, signs up to apply and comes back to it', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const word = uniqueName('board');
  const clientContext = await browser.newContext();
  const client = await createMember(clientContext.request, 'Priya', 'client');
  const title = `Night chat operator ${word}`;
  const jobId = await postJob(clientContext.request, title);
  await clientContext.close();

  // The landing page's search opens the public board with the words.
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Search jobs' }).fill(word);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?search=${word}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Create account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Messages' })).toHaveCount(0);

  // The job, and its poster's profile: no reviews for a visitor, an invitation to sign in instead.
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await page.getByRole('link', { name: `${client.firstName} ${client.lastName}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${client.firstName} ${client.lastName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to read them' })).toBeVisible();
  // A client's profile counts the contracts completed as a client and lists their open jobs.
  await expect(page.getByText('0 contracts completed as a client')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Open jobs' })).toBeVisible();
  await expect(page.getByRole('listitem').getByRole('link', { name: title })).toHaveAttribute('href', `/jobs/${jobId}`);
  await page.goBack();

  // Apply asks for an account, and says why.
  await page.getByRole('link', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByText('Create an account to apply to this job')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Create account', selected: true })).toBeVisible();
  const email = `${uniqueName('vera')}@example.test`;
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Visitor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  // Back at the job's apply address; a new account chooses its username there first.
  await expect(page).toHaveURL(`/jobs/${jobId}/apply`);
  await waitForTheApp(page);
  const username = uniqueName('vera');
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText('✓ Username is available')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job Details' })).toBeVisible();
  await expect(page.getByText('Confirm your email address to post jobs, apply and send messages.')).toBeVisible();

  // The confirmation email's link offers the way back to the job.
  const mail = await latestMail(page.request, email, /^Confirm your email address$/);
  await page.goto(linkTo(mail, '/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to where you were' }).click();
  await expect(page).toHaveURL(`/jobs/${jobId}/apply`);
  // A full page load: the server draws the screen, then the app takes it over.
  await waitForTheApp(page);
  await expect(page.getByText('Confirm your email address to post jobs, apply and send messages.')).toHaveCount(0);
  await page.getByLabel('Cover letter').fill('Three years of evening chat support.');
  await fillProposalTerms(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application submitted')).toBeVisible();
});

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function checkEverySizeAndScheme(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expectFitsAndAccessible(page, `${path} (${viewport.width} px, ${scheme})`, { scope: scopeFor(scheme) });
    }
  }
}

test('the board, a job and a profile fit a phone and a desktop, light and dark, and pass axe, signed out', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const memberContext = await browser.newContext();
  await createMember(memberContext.request, 'Kofi', 'client');
  const member = await (await memberContext.request.get('/api/auth/user')).json();
  const jobId = await postJob(memberContext.request, `Weekend email support ${uniqueName('a11y')}`);
  await memberContext.close();
  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'system'));

  await checkEverySizeAndScheme(page, '/jobs', 'Browse Jobs');
  await checkEverySizeAndScheme(page, `/jobs/${jobId}`, 'Job Details');
  // A client's profile, with its open jobs listed.
  await checkEverySizeAndScheme(page, `/profile/${member.id}`, 'Profile');
});

test('a poster who shows to members only is named neutrally to a visitor', async ({ page, browser }) => {
  const memberContext = await browser.newContext();
  await createMember(memberContext.request, 'Quiet', 'client');
  const member = await (await memberContext.request.get('/api/auth/user')).json();
  const saved = await memberContext.request.patch('/api/users/profile', {
    data: { firstName: member.firstName, lastName: member.lastName, profileVisibility: 'members' },
  });
  expect(saved.status()).toBe(200);
  const title = `Private poster job ${uniqueName('priv')}`;
  const jobId = await postJob(memberContext.request, title);
  await memberContext.close();

  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(page.getByText('A client', { exact: true })).toBeVisible();
  await expect(page.getByText(member.firstName)).toHaveCount(0);
});
