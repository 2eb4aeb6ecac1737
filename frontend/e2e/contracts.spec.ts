import type { Page } from '@playwright/test';
import { createMember } from './support/api-accounts';
import { expectFitsAndAccessible, scopeFor } from './support/audit';
import { expect, test } from './support/fixtures';
import { OFFER_PAY_TERMS, PROPOSAL_TERMS } from './support/job-terms';

function statCard(page: Page, label: string) {
  return page.locator(`[aria-label="${label}"]`);
}

/** Opens the bell and follows the newest unread notification with this title. */
async function followNotification(page: Page, title: string) {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/unread/);
  await bell.click();
  await page
    .getByRole('button', { name: `Unread: ${title}` })
    .first()
    .click();
}

async function writeReview(page: Page, stars: number, label: string, comment: string) {
  await page.getByRole('link', { name: 'Write Review' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Please select a rating').first()).toBeVisible();
  // The star's input is visually hidden; its label is the symbol the user clicks.
  const starId = await page.getByRole('radio', { name: String(stars), exact: true }).getAttribute('id');
  await page.locator(`label[for="${starId}"]`).click();
  await expect(page.getByText(label, { exact: true })).toBeVisible();
  await page.getByLabel('Comment').fill(comment);
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]+$/);
  await expect(page.getByText('Review submitted').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write Review' })).toHaveCount(0);
}

test('a client hires through an application; both are notified, complete the contract and review each other', async ({
  page: clientPage,
  browser,
}) => {
  test.setTimeout(150_000);
  await createMember(clientPage.request, 'Carla', 'client');
  const freelancerContext = await browser.newContext();
  const freelancerPage = await freelancerContext.newPage();
  await createMember(freelancerPage.request, 'Felix', 'freelancer');

  const job = await clientPage.request.post('/api/jobs', {
    data: {
      jobType: 'job_offer',
      ...OFFER_PAY_TERMS,
      title: 'Night shift chat operator',
      description: 'Answer chats from 22:00 to 06:00 CET.',
      category: 'chat-operator',
      duration: '2 months',
      verifiedOnly: false,
      tags: ['Live chat'],
    },
  });
  expect(job.status()).toBe(201);
  const jobId = (await job.json()).id as string;
  const applied = await freelancerPage.request.post('/api/applications', {
    data: { jobId, coverLetter: 'Night owl, three years of chat.', ...PROPOSAL_TERMS },
  });
  expect(applied.status()).toBe(201);

  await freelancerPage.goto('/');
  await expect(statCard(freelancerPage, 'Active Contracts')).toContainText('0');
  await expect(statCard(freelancerPage, 'Trust Score')).toContainText('No trust score yet');

  // The client accepts with terms.
  await clientPage.goto(`/jobs/${jobId}/applications`);
  await clientPage.getByRole('button', { name: 'Accept' }).click();
  await clientPage.getByLabel('Contract terms').fill('Five nights a week, $14/hour, paid weekly.');
  await clientPage.getByRole('button', { name: 'Confirm' }).click();

  // Both are told, and the notification leads to the contract.
  await followNotification(freelancerPage, 'Contract started');
  await expect(freelancerPage).toHaveURL(/\/contracts\/[0-9a-f-]+$/);
  const contractPath = new URL(freelancerPage.url()).pathname;
  await expect(freelancerPage.getByText('Five nights a week, $14/hour, paid weekly.')).toBeVisible();
  await clientPage.goto('/');
  await followNotification(clientPage, 'Contract started');
  await expect(clientPage).toHaveURL(new RegExp(`${contractPath}$`));

  await freelancerPage.goto('/');
  await expect(statCard(freelancerPage, 'Active Contracts')).toContainText('1');

  // The freelancer marks it complete after confirming.
  await freelancerPage.goto(contractPath);
  await freelancerPage.getByRole('button', { name: 'Mark as Complete' }).click();
  await freelancerPage.getByRole('dialog').getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(freelancerPage.getByText('completed', { exact: true })).toBeVisible();
  await writeReview(freelancerPage, 5, 'Excellent', 'Clear brief and paid on time.');

  await clientPage.goto(contractPath);
  await writeReview(clientPage, 5, 'Excellent', 'Fast, friendly and careful with customers.');

  // A contract completed the day it started earns no trust score (docs/trust-score.md): the
  // explanation on the freelancer's profile says what did not count.
  await expect(async () => {
    await freelancerPage.goto('/profile');
    await freelancerPage.getByRole('button', { name: 'How is this calculated?' }).click();
    await expect(freelancerPage.getByText('1 was shorter than 3 days')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(freelancerPage.getByText('0 of 1 completed contract counted')).toBeVisible();

  // The freelancer hears of the review; the dashboard shows no active contract and no trust score.
  await freelancerPage.goto('/');
  await expect(freelancerPage.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(/unread/);
  await expect(statCard(freelancerPage, 'Active Contracts')).toContainText('0');
  await expect(statCard(freelancerPage, 'Trust Score')).toContainText('No trust score yet');

  // Mark all as read clears the badge.
  await freelancerPage.getByRole('button', { name: /^Notifications/ }).click();
  await freelancerPage.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(freelancerPage.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');

  // The contract screens fit a phone and pass axe in light and dark.
  await freelancerPage.setViewportSize({ width: 390, height: 844 });
  for (const theme of ['light', 'dark'] as const) {
    await freelancerPage.evaluate((stored) => localStorage.setItem('vite-ui-theme', stored), theme);
    for (const path of ['/contracts', contractPath, `${contractPath}/review`]) {
      await freelancerPage.goto(path);
      await expect(freelancerPage.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(freelancerPage.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await expectFitsAndAccessible(freelancerPage, `${path} (${theme})`, { scope: scopeFor(theme) });
    }
  }
  await freelancerContext.close();
});
