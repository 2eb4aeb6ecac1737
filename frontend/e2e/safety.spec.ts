import type { APIRequestContext, Page } from '@playwright/test';
import { createMember } from './support/api-accounts';
import { expectFitsAndAccessible, scopeFor } from './support/audit';
import { expect, test } from './support/fixtures';
import { signInPrepared } from './support/prepared';
import { OFFER_PAY_TERMS } from './support/job-terms';

const FEE_DESCRIPTION = 'A $25 registration fee is required before you start; pay it by GCash to 0917 123 4567.';
const OFF_PLATFORM = "Let's continue the interview on Telegram, add me @hr_recruit";
const LINK_MESSAGE = 'Here is the brief: https://bit.ly/3xYzAbc';

type Safety = { verdict: 'clear' | 'warn' | 'hold'; reasons: { code: string; message: string }[] };

async function userIdOf(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

async function sendMessage(request: APIRequestContext, receiverId: string, content: string): Promise<Safety> {
  const response = await request.post('/api/messages', { data: { receiverId, content } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { safety: Safety }).safety;
}

function thread(page: Page, otherName: string) {
  return page.getByRole('log', { name: `Messages with ${otherName}` });
}

/** The conversation with `userId` open, its messages loaded. */
async function openConversation(page: Page, userId: string, otherName: string): Promise<void> {
  await page.goto(`/messages?userId=${userId}`);
  await expect(page.getByRole('heading', { level: 2, name: otherName })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

/** The job search for `word`, its results loaded. */
async function searchJobs(page: Page, word: string): Promise<void> {
  await page.goto(`/jobs?search=${word}`);
  await expect(page.getByText('No jobs found')).toBeVisible();
}

/** The screen fits a phone and a desktop and passes axe, in light and in dark. */
async function expectFitsEverywhere(page: Page, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((stored) => localStorage.setItem('vite-ui-theme', stored), theme);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await ready(page);
      await expectFitsAndAccessible(page, `${path} at ${width}px (${theme})`, { scope: scopeFor(theme) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'light'));
}

test('the scam shield holds a fee-asking post and an off-platform message for review, and warns the worker of a shortened link', async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(240_000);
  // The worker uses the test's own page; the client and the administrator have browsers of their own.
  await createMember(page.request, 'Wren');
  const workerId = await userIdOf(page.request);
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  const client = await createMember(clientPage.request, 'Cato', 'client');
  const clientId = await userIdOf(clientPage.request);
  const clientName = `${client.firstName} ${client.lastName}`;
  const word = `zq${Date.now().toString(36)}`;
  const title = `Chat support agent ${word}`;

  // The client posts a job asking for a fee, and asks the worker to move to Telegram: both are held.
  const posted = await clientPage.request.post('/api/jobs', {
    data: {
      jobType: 'job_offer',
      ...OFFER_PAY_TERMS,
      title,
      description: FEE_DESCRIPTION,
      category: 'chat-operator',
      duration: null,
      verifiedOnly: false,
      tags: ['Live chat'],
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const job = (await posted.json()) as { id: string; safety: Safety };
  expect(job.safety.verdict).toBe('hold');
  // The client's first words to the worker.
  expect((await sendMessage(clientPage.request, workerId, OFF_PLATFORM)).verdict).toBe('hold');

  // The worker sees neither.
  await searchJobs(page, word);
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  consoleGuard.expectFailedRequest(`/api/jobs/${job.id}`, 404);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByText('Job not found')).toBeVisible();
  await openConversation(page, clientId, clientName);
  await expect(page.getByText(/No messages yet/)).toBeVisible();
  await expect(page.getByText(OFF_PLATFORM)).toHaveCount(0);

  // The client sees both, under review, with why.
  await clientPage.goto('/my-jobs');
  await expect(clientPage.getByRole('article', { name: title }).getByText('Being reviewed')).toBeVisible();
  await clientPage.goto(`/jobs/${job.id}`);
  const postNotice = clientPage.getByRole('note', { name: 'Being reviewed' });
  await expect(postNotice).toContainText('Only you can see this post while our safety team reviews it.');
  await expect(postNotice.getByRole('button', { name: 'This is a mistake' })).toBeVisible();
  await openConversation(clientPage, workerId, 'Wren Tester');
  const clientThread = thread(clientPage, 'Wren Tester');
  await expect(clientThread.getByText(OFF_PLATFORM)).toBeVisible();
  await expect(clientThread.getByText(/Not delivered/)).toBeVisible();
  await expect(clientThread.getByRole('note', { name: 'Being reviewed' })).toContainText('This message has not been delivered.');
  await expectFitsEverywhere(clientPage, `/messages?userId=${workerId}`, async (screen) => {
    await expect(thread(screen, 'Wren Tester').getByRole('note', { name: 'Being reviewed' })).toBeVisible();
  });
  await expectFitsEverywhere(clientPage, `/jobs/${job.id}`, async (screen) => {
    await expect(screen.getByRole('note', { name: 'Being reviewed' })).toBeVisible();
  });

  // An administrator releases the message and removes the post.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInPrepared(adminPage.request, 'admin');
  await adminPage.goto('/admin/safety');
  await expect(adminPage.getByRole('tab', { name: 'Safety' })).toHaveAttribute('aria-selected', 'true');
  const byClient = adminPage.getByRole('article').filter({ hasText: `@${client.username}` });
  const heldMessage = byClient.filter({ hasText: OFF_PLATFORM });
  await expectFitsEverywhere(adminPage, '/admin/safety', async () => {
    await expect(heldMessage.getByRole('button', { name: 'Release' })).toBeVisible();
  });
  await heldMessage.getByRole('button', { name: 'Release' }).click();
  const release = adminPage.getByRole('dialog', { name: 'Release the message' });
  await release.getByLabel('Note to the author').fill('Looked again: fine to deliver.');
  await release.getByRole('button', { name: 'Release' }).click();
  await expect(adminPage.getByText('The author has been told.')).toBeVisible();
  await expect(heldMessage).toHaveCount(0);

  const heldPost = byClient.filter({ hasText: word });
  await expect(heldPost.getByText(FEE_DESCRIPTION)).toBeVisible();
  await heldPost.getByRole('button', { name: 'Remove' }).click();
  const remove = adminPage.getByRole('dialog', { name: 'Remove the post' });
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(remove.getByText('Please write a note for the author')).toBeVisible();
  await remove.getByLabel('Note to the author').fill('Asking workers for a fee is not allowed.');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(heldPost).toHaveCount(0);
  await adminPage.getByRole('combobox', { name: 'Show' }).selectOption('removed');
  await expect(byClient.filter({ hasText: word }).getByText('Asking workers for a fee is not allowed.')).toBeVisible();

  // The worker now has the message, and still not the post.
  await openConversation(page, clientId, clientName);
  await expect(thread(page, clientName).getByText(OFF_PLATFORM)).toBeVisible();
  await searchJobs(page, word);

  // A shortened link is delivered with a warning to the worker, live in the open conversation.
  await openConversation(page, clientId, clientName);
  const linkSafety = await sendMessage(clientPage.request, workerId, LINK_MESSAGE);
  expect(linkSafety.verdict).toBe('warn');
  const workerThread = thread(page, clientName);
  await expect(workerThread.getByText(LINK_MESSAGE)).toBeVisible();
  const warning = workerThread.getByRole('note', { name: 'Be careful with this message' });
  await expect(warning).toContainText(linkSafety.reasons[0].message);
  await expect(warning).toContainText('Never pay to get work');
  await expect(warning.getByRole('button', { name: 'Report' })).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Block' })).toBeVisible();
  await expectFitsEverywhere(page, `/messages?userId=${clientId}`, async (screen) => {
    await expect(thread(screen, clientName).getByRole('note', { name: 'Be careful with this message' })).toBeVisible();
  });

  await clientContext.close();
  await adminContext.close();
});
