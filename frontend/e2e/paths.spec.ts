import type { Browser, Page } from '@playwright/test';
import { uniqueName } from './support/accounts';
import { createMember } from './support/api-accounts';
import { postJob } from './support/api-jobs';
import { PROPOSAL_TERMS } from './support/job-terms';
import { expect, test } from './support/fixtures';
import { signInPrepared } from './support/prepared';
import { PREPARED_ACCOUNTS } from './support/prepared-accounts.mjs';

/** A valid 1×1 PNG: the server checks an upload's bytes, so the picture must be a real image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function newSignedInPage(browser: Browser, firstName: string, role: 'freelancer' | 'client' = 'freelancer') {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await createMember(page.request, firstName, role);
  return { context, page, member };
}

/** Every request of the page to the picture upload flow (upload URL, the file itself, finalize). */
function recordPictureUploads(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/profile-picture|\/api\/storage\/uploads\//.test(pathname)) seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

test('the accepted application and the toast lead to the contract; a dispute holds its completion', async ({
  page: clientPage,
  browser,
}) => {
  test.setTimeout(120_000);
  await createMember(clientPage.request, 'Clara', 'client');
  const freelancer = await newSignedInPage(browser, 'Fabio');
  const title = `Evening chat desk ${uniqueName('j')}`;
  const jobId = await postJob(clientPage.request, title);
  const applied = await freelancer.page.request.post('/api/applications', {
    data: { jobId, coverLetter: 'Evenings suit me.', ...PROPOSAL_TERMS },
  });
  expect(applied.status()).toBe(201);

  await clientPage.goto(`/jobs/${jobId}/applications`);
  await clientPage.getByRole('button', { name: 'Accept' }).click();
  await clientPage.getByLabel('Contract terms').fill('Four evenings a week, $15/hour.');
  await clientPage.getByRole('button', { name: 'Confirm' }).click();

  // The toast links to the new contract; so does the accepted application.
  const toastLink = clientPage.getByRole('link', { name: 'View contract', exact: true });
  await expect(toastLink).toBeVisible();
  const contractPath = await toastLink.getAttribute('href');
  expect(contractPath).toMatch(/^\/contracts\/[0-9a-f-]+$/);
  // Hired, the proposal moves to the Hired stage, linked to its contract.
  await clientPage.getByRole('tab', { name: /^Hired/ }).click();
  const card = clientPage.getByRole('article', { name: 'Application from Fabio Tester' });
  await expect(card.getByRole('link', { name: 'View Contract', exact: true })).toHaveAttribute('href', contractPath!);
  await toastLink.click();
  await expect(clientPage).toHaveURL(new RegExp(`${contractPath}$`));
  await expect(clientPage.getByText('Four evenings a week, $15/hour.')).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Mark as Complete' })).toBeEnabled();

  // The freelancer opens a dispute: the client is told, and cannot complete until it is resolved.
  const contractId = contractPath!.split('/').pop();
  const disputed = await freelancer.page.request.post('/api/disputes', { data: { contractId, reason: 'Hours not paid.' } });
  expect(disputed.status()).toBe(201);
  const bell = clientPage.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/unread/);
  await bell.click();
  await expect(clientPage.getByRole('button', { name: 'Unread: Dispute opened' })).toBeVisible();
  await clientPage.keyboard.press('Escape');
  await clientPage.reload();
  await expect(clientPage.getByRole('button', { name: 'Mark as Complete' })).toBeDisabled();
  await expect(
    clientPage.getByText('This contract has an open dispute; it can be completed once an administrator resolves it.'),
  ).toBeVisible();
  await freelancer.context.close();
});

test('Edit Profile uploads a chosen picture only on Save: Cancel sends nothing and changes nothing', async ({ page }) => {
  await createMember(page.request, 'Petra');
  const uploads = recordPictureUploads(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Profile' });
  await form.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.locator('img').first()).toHaveAttribute('src', /^blob:/);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  expect(uploads).toEqual([]);
  const headerAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(headerAvatar).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Petra Tester' })).toBeVisible();
  await expect(headerAvatar).toHaveCount(0);
  expect(uploads).toEqual([]);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await form.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(headerAvatar).toHaveAttribute('src', /^\/media\//);
  expect(uploads.filter((request) => !request.includes('/api/storage/uploads/'))).toEqual([
    'GET /api/users/profile-picture-upload-url',
    'POST /api/users/profile-picture/finalize',
  ]);
});

test('Create a Post starts as a job offer unless type=seeking, and availability has no verified-only option', async ({ page }) => {
  await createMember(page.request, 'Wanda');
  await page.goto('/jobs/new');
  await expect(page.getByRole('radio', { name: 'Job Offer' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Verified workers only/ })).toBeVisible();
  await page.goto('/jobs/new?type=seeking');
  await expect(page.getByRole('radio', { name: 'My Availability' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Post Availability' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Verified workers only/ })).toHaveCount(0);
});

test.describe('with prepared accounts', () => {
  test('a freelancer card shows the trust score as a score out of 100, never as stars', async ({ page }) => {
    // Scoria Tester has a trust score of 63 from the start (e2e/support/prepared-accounts.mjs).
    const { username } = PREPARED_ACCOUNTS.trustedFreelancer;
    await createMember(page.request, 'Cyril', 'client');
    await page.goto('/freelancers');
    await page.getByPlaceholder('Search by name, skills, or bio...').fill(username);
    const card = page.getByRole('article', { name: 'Scoria Tester' });
    await expect(card.getByText('Trust score 63/100')).toBeVisible();
    await expect(card.getByText('3.1')).toHaveCount(0);
  });

  test('admin reports show a reported job by its title, linked to it', async ({ page, browser }) => {
    await signInPrepared(page.request, 'admin');
    const client = await newSignedInPage(browser, 'Colm', 'client');
    const title = `Reported job ${uniqueName('r')}`;
    const jobId = await postJob(client.page.request, title);
    const reported = await client.page.request.post('/api/reports', { data: { reportType: 'job', targetId: jobId, reason: 'Spam.' } });
    expect(reported.status()).toBe(201);

    await page.goto('/admin/reports');
    const link = page.getByRole('link', { name: title });
    await expect(link).toHaveAttribute('href', `/jobs/${jobId}`);
    await expect(page.getByText(jobId, { exact: true })).toHaveCount(0);
    await client.context.close();
  });
});
