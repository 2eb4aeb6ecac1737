import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD } from './support/accounts';
import { createMember } from './support/api-accounts';
import type { ApiMember } from './support/api-accounts';
import { expectFitsAndAccessible, expectFitsAndAccessibleEverywhere, scopeFor } from './support/audit';
import { expect, test, waitForTheApp } from './support/fixtures';
import { signInPrepared } from './support/prepared';

async function userIdOf(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** A new member, suspended by `admin` with `reason`, once their sign-in is refused; signed out, as a suspension leaves them. */
async function suspendedMember(
  browser: import('@playwright/test').Browser,
  admin: APIRequestContext,
  firstName: string,
  reason: string,
): Promise<ApiMember> {
  const context = await browser.newContext();
  const member = await createMember(context.request, firstName);
  const memberId = await userIdOf(context.request);
  await context.close();
  const suspended = await admin.post('/api/admin/enforcement-actions', { data: { kind: 'suspension', subjectId: memberId, reason } });
  expect(suspended.status(), await suspended.text()).toBe(201);
  // The account is suspended as the action's event is handled, a moment later.
  const probe = await browser.newContext();
  await expect
    .poll(async () => (await probe.request.post('/api/auth/login', { data: { email: member.email, password: PASSWORD } })).status())
    .toBe(403);
  await probe.close();
  return member;
}

async function signInOnThePage(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  // Exact: the field's visibility toggle is labelled 'Toggle password visibility'.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a suspended member appeals from the sign-in screen; another administrator lifts it in the panel, and the member signs in to the decision', async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  const actingContext = await browser.newContext();
  await signInPrepared(actingContext.request, 'admin');
  const member = await suspendedMember(browser, actingContext.request, 'Petra', 'Shared a client’s phone number in a message.');

  // Refused at sign-in, with the reason and a way to appeal.
  consoleGuard.expectFailedRequest('/api/auth/login', 403);
  await signInOnThePage(page, member.email);
  await expect(page.getByRole('alert')).toContainText('Reason: Shared a client’s phone number in a message.');
  await page.getByRole('button', { name: 'Appeal' }).click();
  const text = page.getByRole('textbox', { name: /Why should the decision change/ });
  await text.fill('The number was the client’s office line, which they posted themselves.');
  await page.getByRole('button', { name: 'Send appeal' }).click();
  const sent = page.getByRole('status', { name: 'Your appeal' });
  await expect(sent).toContainText(`Appeal sent on ${new Date().toLocaleDateString()}`);
  await expect(page.getByRole('button', { name: 'Appeal' })).toHaveCount(0);

  // Readable on a phone and on a desktop, in light and in dark, as a later sign-in shows it.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((stored) => localStorage.setItem('vite-ui-theme', stored), theme);
      await signInOnThePage(page, member.email);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await expect(page.getByRole('status', { name: 'Your appeal' })).toContainText('Appeal sent on');
      await expectFitsAndAccessible(page, `/login with an appeal sent at ${width} px (${theme})`, { scope: scopeFor(theme) });
    }
  }
  await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });

  // The administrator who suspended the member cannot decide the appeal, and the panel says why.
  const actingPage = await actingContext.newPage();
  await actingPage.goto('/admin/appeals');
  const mine = actingPage.getByRole('article').filter({ hasText: 'The number was the client’s office line' });
  await expect(mine.getByText('You took this action: another administrator decides its appeal.')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Lift' })).toBeDisabled();
  await expect(mine.getByRole('button', { name: 'Uphold' })).toBeDisabled();

  // Another administrator lifts it, with a reason.
  const decidingContext = await browser.newContext();
  await signInPrepared(decidingContext.request, 'secondAdmin');
  const decidingPage = await decidingContext.newPage();
  await decidingPage.goto('/admin/appeals');
  await expect(decidingPage.getByRole('tab', { name: 'Appeals' })).toHaveAttribute('aria-selected', 'true');
  const appeal = decidingPage.getByRole('article').filter({ hasText: 'The number was the client’s office line' });
  await expect(appeal).toContainText('Reason: Shared a client’s phone number in a message.');
  await expect(appeal).toContainText('By Ada Admin');
  await expectFitsAndAccessibleEverywhere(decidingPage, '/admin/appeals', () => expect(appeal).toBeVisible());
  await appeal.getByRole('button', { name: 'Lift' }).click();
  const dialog = decidingPage.getByRole('dialog', { name: 'Lift the account suspension' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The number was public; the suspension was a mistake.');
  await dialog.getByRole('button', { name: 'Lift' }).click();
  await expect(decidingPage.getByText('Action lifted')).toBeVisible();
  await expect(appeal).toHaveCount(0);

  // The member signs in (the account is back once the lift's event is handled, a moment later) and reads the decision.
  const probe = await browser.newContext();
  await expect
    .poll(async () => (await probe.request.post('/api/auth/login', { data: { email: member.email, password: PASSWORD } })).status())
    .toBe(200);
  await probe.close();
  await signInOnThePage(page, member.email);
  await expect(page).not.toHaveURL(/\/login/);
  await waitForTheApp(page);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  const decision = page.getByRole('button', { name: 'Unread: Your appeal was accepted' });
  await expect(decision).toBeVisible();
  await expect(decision).toContainText('Reason: The number was public; the suspension was a mistake.');
  await actingContext.close();
  await decidingContext.close();
});

test('an upheld appeal’s reason shows on the sign-in screen', async ({ page, browser, consoleGuard }) => {
  test.setTimeout(120_000);
  const actingContext = await browser.newContext();
  await signInPrepared(actingContext.request, 'admin');
  const member = await suspendedMember(browser, actingContext.request, 'Quinn', 'Asked workers to pay a registration fee.');

  // The member appeals with the token of their refusal (as the screen does), and another administrator upholds it.
  const refused = await page.request.post('/api/auth/login', { data: { email: member.email, password: PASSWORD } });
  expect(refused.status()).toBe(403);
  const { token } = ((await refused.json()) as { details: { appeal: { token: string } } }).details.appeal;
  const filed = await page.request.post('/api/appeals/suspension', { data: { token, text: 'The fee was a deposit for equipment.' } });
  expect(filed.status(), await filed.text()).toBe(201);
  const decidingContext = await browser.newContext();
  await signInPrepared(decidingContext.request, 'secondAdmin');
  const upheld = await decidingContext.request.post(`/api/admin/appeals/${((await filed.json()) as { id: string }).id}/uphold`, {
    data: { reason: 'A deposit is a fee to work: the suspension stands.' },
  });
  expect(upheld.status(), await upheld.text()).toBe(200);

  consoleGuard.expectFailedRequest('/api/auth/login', 403);
  await signInOnThePage(page, member.email);
  const status = page.getByRole('status', { name: 'Your appeal' });
  await expect(status).toContainText(`Appeal declined on ${new Date().toLocaleDateString()}`);
  await expect(status).toContainText('Reason: A deposit is a fee to work: the suspension stands.');
  await expect(page.getByRole('button', { name: 'Appeal' })).toHaveCount(0);
  await actingContext.close();
  await decidingContext.close();
});
