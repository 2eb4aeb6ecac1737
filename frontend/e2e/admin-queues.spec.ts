import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createMember } from './support/api-accounts';
import { expectFitsAndAccessibleEverywhere } from './support/audit';
import { expect, test } from './support/fixtures';
import { signInPrepared } from './support/prepared';

async function userIdOf(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** The figure a queue's card shows. */
async function cardCount(page: Page, label: string): Promise<number> {
  // The card's title is the link to its section; the first paragraph is the figure.
  const figure = await page.getByLabel(label, { exact: true }).locator('p').first().textContent();
  return Number(figure);
}

/** A report's card in a panel, found by its reason. */
function reportCard(page: Page, reason: string): Locator {
  return page.getByRole('article').filter({ hasText: reason });
}

test('two administrators see a new report arrive live, one takes it, the other sees it taken, and its removal leaves no stale action', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The first administrator on `page`, the second in a browser of their own.
  await signInPrepared(page.request, 'admin');
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await signInPrepared(second.request, 'secondAdmin');

  await page.goto('/admin/reports');
  await second.goto('/admin/reports');
  for (const panel of [page, second]) await expect(panel.getByLabel('Active Reports', { exact: true })).toBeVisible();
  const before = await cardCount(page, 'Active Reports');

  // A member reports a message sent to them; neither panel is reloaded from here on.
  const senderContext = await browser.newContext();
  await createMember(senderContext.request, 'Sol');
  const reporterContext = await browser.newContext();
  await createMember(reporterContext.request, 'Rae');
  const reporterId = await userIdOf(reporterContext.request);
  const sent = await senderContext.request.post('/api/messages', {
    data: { receiverId: reporterId, content: 'You are useless and everyone on the team knows it' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const message = (await sent.json()) as { id: string };
  const reason = `Insulted me in a message ${Date.now()}`;
  const filed = await reporterContext.request.post('/api/reports', { data: { reportType: 'message', targetId: message.id, reason } });
  expect(filed.status(), await filed.text()).toBe(201);

  for (const panel of [page, second]) {
    await expect(reportCard(panel, reason)).toBeVisible();
    await expect(async () => expect(await cardCount(panel, 'Active Reports')).toBeGreaterThan(before)).toPass();
    // The navigation counts the waiting work too.
    await expect(panel.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Admin \d+ items? waiting$/ })).toBeVisible();
  }

  // The first takes it; the second sees who has it at once, and cannot act on it.
  const mine = reportCard(page, reason);
  await mine.getByRole('button', { name: 'Take' }).click();
  await expect(mine.getByText('You are working on this')).toBeVisible();
  const theirs = reportCard(second, reason);
  await expect(theirs.getByText('Ada Admin is working on this')).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Take' })).toBeHidden();
  await expect(theirs.getByRole('button', { name: 'Remove message' })).toBeDisabled();
  // Readable on a phone and on a desktop, in light and in dark (the scheme is read at load).
  await expectFitsAndAccessibleEverywhere(second, '/admin/reports with a taken report', () =>
    expect(theirs.getByText('Ada Admin is working on this')).toBeVisible(),
  );
  await second.evaluate(() => localStorage.setItem('vite-ui-theme', 'light'));
  await second.setViewportSize({ width: 1280, height: 900 });
  await second.reload();
  await expect(theirs).toBeVisible();
  // From here on, no reload: what the second panel shows comes from the server's events.

  // The first removes the message: neither panel offers the removal again; both show what was done.
  await mine.getByRole('button', { name: 'Remove message' }).click();
  const dialog = page.getByRole('dialog', { name: /Remove/ });
  await dialog.getByLabel('Reason').fill('Abusive message.');
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  for (const card of [mine, theirs]) {
    await expect(card.getByRole('button', { name: 'Remove message' })).toBeHidden();
    await expect(card.getByText('Message removed', { exact: false }).first()).toBeVisible();
  }

  // Resolving it takes it out of both queues.
  await mine.getByRole('textbox', { name: /Note to the reporter/ }).fill('Removed the message.');
  await mine.getByRole('button', { name: 'Resolve' }).click();
  for (const panel of [page, second]) await expect(reportCard(panel, reason)).toBeHidden();

  await Promise.all([secondContext.close(), senderContext.close(), reporterContext.close()]);
});
