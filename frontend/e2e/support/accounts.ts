import type { Page } from '@playwright/test';
import { expect, waitForTheApp } from './fixtures';

let sequence = 0;
/** Workers start at the same moment: each one's names carry its own number (Playwright's worker index). */
const worker = Number(process.env.TEST_WORKER_INDEX ?? 0).toString(36);

/**
 * Unique per run, valid as a username (a-z, 0-9, _; at most 20): the time, the worker and a
 * sequence, after as much of the prefix as fits (cutting the end instead made two names alike).
 */
export function uniqueName(prefix: string): string {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${worker}${sequence.toString(36)}`;
  return `${prefix.slice(0, Math.max(1, 19 - unique.length))}_${unique}`;
}

export const PASSWORD = 'browser-password-1';

/** Creates an account on the sign-in screen (/api/login leads there), as a person would; ends on the username setup screen. */
export async function signUpThroughLoginPage(page: Page, firstName: string, lastName: string): Promise<string> {
  const email = `${uniqueName(firstName.toLowerCase())}@example.test`;
  await page.goto('/api/login');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Email').fill(email);
  // Exact: the field's visibility toggle is labelled 'Toggle password visibility'.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The next page is drawn by the server (the username setup) and then taken over by the app.
  await waitForTheApp(page);
  return email;
}

/** Chooses a username on the setup screen and waits for the dashboard. */
export async function chooseUsername(page: Page, username: string): Promise<void> {
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText('✓ Username is available')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`@${username}`)).toBeVisible();
}
