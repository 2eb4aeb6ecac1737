import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD } from './support/accounts';
import { createMember } from './support/api-accounts';
import { expectFitsAndAccessible, scopeFor } from './support/audit';
import { expect, test } from './support/fixtures';
import { findCutText } from './support/layout';

const NEW_PASSWORD = 'browser-password-2';
/** A second browser that the sessions list names by its User-Agent. */
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

/** Signs the request context in (a session of its own), as another browser would. */
async function signIn(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
}

async function signInOnSignInScreen(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  // Exact: the field's visibility toggle is labelled 'Toggle password visibility'.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const sessionsList = (page: Page) => page.getByRole('list', { name: 'Sessions' });

test('changing the password signs the other browser out, and only the new password signs in', async ({ page, browser }) => {
  const member = await createMember(page.request, 'Rosalind');
  const other = await browser.newContext();
  await signIn(other.request, member.email);
  const otherPage = await other.newPage();
  await otherPage.goto('/settings');
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await page.goto('/settings');
  await expect(sessionsList(page).getByRole('listitem')).toHaveCount(2);
  const changePassword = page.getByRole('button', { name: 'Change password' });
  await changePassword.click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('New password is required')).toBeVisible();

  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await changePassword.click();
  await expect(page.getByText('Password changed. Your other sessions were signed out.')).toBeVisible();
  await expect(page.getByLabel('Current password', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('');
  // The list is fetched again: only this device is left.
  await expect(sessionsList(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();

  // The other browser leaves for sign-in at once (its socket is closed), and its next visit finds
  // its session gone; this one's stays. Navigating before it has left would race its own leaving.
  await expect(otherPage).toHaveURL(/\/login\?next=%2Fsettings$/);
  await otherPage.goto('/settings');
  await expect(otherPage).toHaveURL(/\/login\?next=%2Fsettings$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  await signInOnSignInScreen(otherPage, member.email, PASSWORD);
  await expect(otherPage.getByText('Invalid email or password')).toBeVisible();
  await expect(otherPage).toHaveURL(/\/login\?next=%2Fsettings$/);
  await signInOnSignInScreen(otherPage, member.email, NEW_PASSWORD);
  await expect(otherPage).toHaveURL(/\/settings$/);
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await other.close();
});

test('the sessions card lists both sessions, this device marked, and signs the other one out', async ({ page, browser }) => {
  const member = await createMember(page.request, 'Barbara');
  const firefox = await browser.newContext({ userAgent: FIREFOX_ON_WINDOWS });
  await signIn(firefox.request, member.email);

  await page.goto('/settings');
  const rows = sessionsList(page).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  // This device first, without a way to sign it out here.
  await expect(rows.first()).toContainText('This device');
  await expect(rows.first().getByRole('button')).toHaveCount(0);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  const firefoxRow = rows.filter({ hasText: 'Firefox 132 on Windows 10' });
  await expect(firefoxRow).toContainText('Last used just now');
  await expect(firefoxRow).not.toContainText('This device');

  // The card with another session to sign out (the layout sweep's members have one session) on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((stored) => localStorage.setItem('vite-ui-theme', stored), theme);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    await expect(rows).toHaveCount(2);
    expect(await findCutText(page), theme).toEqual([]);
    await expectFitsAndAccessible(page, `/settings with two sessions (${theme})`, { scope: scopeFor(theme) });
  }

  await firefoxRow.getByRole('button', { name: /^Sign out Firefox 132 on Windows 10/ }).click();
  await expect(page.getByText('Session signed out')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out all other sessions' })).toBeDisabled();
  expect((await firefox.request.get('/api/auth/user')).status()).toBe(401);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  // Two more browsers, signed out together.
  const laptop = await browser.newContext();
  const tablet = await browser.newContext();
  await signIn(laptop.request, member.email);
  await signIn(tablet.request, member.email);
  await page.reload();
  await expect(rows).toHaveCount(3);
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(page.getByText('Signed out 2 other sessions.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  for (const context of [laptop, tablet]) expect((await context.request.get('/api/auth/user')).status()).toBe(401);
  for (const context of [firefox, laptop, tablet]) await context.close();
});
