import type { APIRequestContext, Page } from '@playwright/test';
import { generateSync } from 'otplib';
import type { ApiMember } from './api-accounts';
import { expect, waitForTheApp } from './fixtures';
import { PREPARED_ACCOUNTS, PREPARED_ADMIN_RECOVERY_CODES, PREPARED_ADMIN_TOTP_SECRET, PREPARED_PASSWORD } from './prepared-accounts.mjs';

type PreparedName = keyof typeof PREPARED_ACCOUNTS;

/** How many recovery codes a sign-in tries before giving up: another worker may have used the one picked. */
const RECOVERY_CODE_TRIES = 10;

/** The code the prepared administrator's authenticator app shows now (or `offsetSteps` 30-second steps away). */
export function preparedAdminCode(offsetSteps = 0): string {
  return generateSync({ secret: PREPARED_ADMIN_TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

function randomRecoveryCode(): string {
  return PREPARED_ADMIN_RECOVERY_CODES[Math.floor(Math.random() * PREPARED_ADMIN_RECOVERY_CODES.length)];
}

/**
 * Signs the request context in as an account prepare-database.mjs made before the server started
 * (a browser context's `page.request` shares the cookies with the page). A new session each time:
 * tests signed in as the same account at once do not disturb each other. The administrator signs
 * in with one of its recovery codes (either administrator: they share them): an app code works
 * once per 30-second step, too rarely for every test that signs it in.
 */
export async function signInPrepared(request: APIRequestContext, name: PreparedName): Promise<ApiMember> {
  const account: { email: string; username: string; firstName: string; lastName: string; totpSecret?: string } = PREPARED_ACCOUNTS[name];
  const { email, username, firstName, lastName } = account;
  for (let attempt = 1; ; attempt++) {
    const code = account.totpSecret ? randomRecoveryCode() : undefined;
    const response = await request.post('/api/auth/login', { data: { email, password: PREPARED_PASSWORD, code } });
    if (response.status() === 200) return { email, username, firstName, lastName };
    const body = await response.text();
    const usedCode = code !== undefined && body.includes('IDENTITY.SECOND_FACTOR_INVALID');
    if (!usedCode || attempt === RECOVERY_CODE_TRIES) throw new Error(`sign in as ${email}: ${response.status()} ${body}`);
  }
}

/**
 * Signs in as a prepared account on the sign-in screen, as a person would: email and password,
 * then, for the administrator, the code its authenticator app shows (once per 30-second step:
 * signInPrepared, which tests sign in with otherwise, uses recovery codes and leaves the steps alone).
 */
export async function signInPreparedThroughForm(page: Page, name: PreparedName): Promise<void> {
  const account = PREPARED_ACCOUNTS[name];
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(account.email);
  // Exact: the field's visibility toggle is labelled 'Toggle password visibility'.
  await page.getByLabel('Password', { exact: true }).fill(PREPARED_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (name === 'admin') {
    const codeField = page.getByLabel('Authentication code');
    await expect(codeField).toBeVisible();
    await codeField.fill(preparedAdminCode());
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page).not.toHaveURL(/\/login$/);
  // The next page is drawn by the server and then taken over by the app.
  await waitForTheApp(page);
}
