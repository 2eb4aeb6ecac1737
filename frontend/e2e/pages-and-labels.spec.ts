import type { Browser } from '@playwright/test';
import { uniqueName } from './support/accounts';
import { createMember } from './support/api-accounts';
import { postJob } from './support/api-jobs';
import { PROPOSAL_TERMS } from './support/job-terms';
import { expectFitsAndAccessibleEverywhere } from './support/audit';
import { expect, test } from './support/fixtures';

const INFO_PAGES = [
  { link: 'Help', path: '/help', heading: 'Help' },
  { link: 'Contact', path: '/contact', heading: 'Contact' },
  { link: 'Terms of Use', path: '/terms', heading: 'Terms of Use' },
  { link: 'Privacy', path: '/privacy', heading: 'Privacy' },
  { link: 'How ranking works', path: '/how-ranking-works', heading: 'How ranking works' },
];

async function newSignedInPage(browser: Browser, firstName: string, role: 'freelancer' | 'client') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await createMember(page.request, firstName, role);
  return { page, context };
}

test('the footer opens Help, Contact, Terms, Privacy and How ranking works signed out; each fits a phone and a desktop, light and dark', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const { link, path, heading } of INFO_PAGES) {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

    await expectFitsAndAccessibleEverywhere(
      page,
      path,
      () => expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(),
      {
        height: 844,
      },
    );
    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'light'));
    await page.setViewportSize({ width: 1280, height: 844 });
  }
});

test('an availability post shows its own labels: Skills, and no applications', async ({ page }) => {
  await createMember(page.request, 'Avery', 'freelancer');
  const title = `Available for evening chats ${uniqueName('a')}`;
  const jobId = await postJob(page.request, title, { jobType: 'job_seeking' });

  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Skills', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Required Skills' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /View Applications/ })).toHaveCount(0);

  await page.goto('/my-jobs');
  const card = page.getByTestId('my-job-card').filter({ hasText: title });
  await expect(card.getByRole('link', { name: 'View Details' })).toBeVisible();
  await expect(card.getByRole('link', { name: /View Applications/ })).toHaveCount(0);

  await page.goto('/jobs/new?type=seeking');
  await expect(page.getByLabel('Skills', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Required skills')).toHaveCount(0);
});

test('an applicant withdraws a pending application and the job’s owner is told', async ({ page: clientPage, browser }) => {
  test.setTimeout(90_000);
  await createMember(clientPage.request, 'Owen', 'client');
  const title = `Weekend inbox triage ${uniqueName('w')}`;
  const jobId = await postJob(clientPage.request, title);

  const applicant = await newSignedInPage(browser, 'Wren', 'freelancer');
  const applied = await applicant.page.request.post('/api/applications', {
    data: { jobId, coverLetter: 'Two years of inbox work.', ...PROPOSAL_TERMS },
  });
  expect(applied.status()).toBe(201);

  await applicant.page.goto('/applications');
  const card = applicant.page.getByTestId('application-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = applicant.page.getByRole('dialog', { name: 'Withdraw this application?' });
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await expect(applicant.page.getByText('Application withdrawn')).toBeVisible();
  await expect(card.getByText('withdrawn')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);

  // The owner's bell says so (once the event is delivered), and the withdrawn proposal leaves the pipeline (decision 0071).
  const told = `withdrew their application to “${title}”.`;
  await expect(async () => {
    const notifications = (await (await clientPage.request.get('/api/notifications')).json()) as { message: string }[];
    expect(notifications.filter((notification) => notification.message.endsWith(told))).toHaveLength(1);
  }).toPass();
  await clientPage.goto(`/jobs/${jobId}/applications`);
  await clientPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(clientPage.getByText(told, { exact: false })).toBeVisible();
  await clientPage.keyboard.press('Escape');
  await expect(clientPage.getByText('No new proposals')).toBeVisible();
  await expect(clientPage.getByTestId('application-card')).toHaveCount(0);
  await applicant.context.close();
});

test('Clear filters empties the search term too', async ({ page }) => {
  await createMember(page.request, 'Cleo', 'freelancer');
  await page.goto('/jobs?search=night%20shift&type=offer');
  await expect(page.getByRole('textbox', { name: 'Search jobs' })).toHaveValue('night shift');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('textbox', { name: 'Search jobs' })).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
});
