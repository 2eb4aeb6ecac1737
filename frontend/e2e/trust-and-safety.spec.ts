import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { PASSWORD } from './support/accounts';
import { createMember } from './support/api-accounts';
import { expect, test } from './support/fixtures';
import { PREPARED_ACCOUNTS, PREPARED_PASSWORD } from './support/prepared-accounts.mjs';

/** The authenticator app's code for `secret`, `steps` time steps (of 30 s) from now. */
function authenticatorCode(secret: string, steps = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  // Exact: the field's visibility toggle is labelled 'Toggle password visibility'.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an administrator turns on two-factor sign-in, signs in with it and suspends a reported user, who is signed out at once', async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(120_000);
  const { email } = PREPARED_ACCOUNTS.unenrolledAdmin;

  // Without a second factor the admin panel sends the administrator to set one up.
  await fillSignIn(page, email, PREPARED_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin');
  await expect(page.getByText('Set up two-factor sign-in to use the admin panel')).toBeVisible();
  await page.getByRole('link', { name: 'Set up two-factor sign-in' }).click();
  const section = page.locator('#two-factor');
  await section.getByRole('button', { name: 'Turn on' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await dialog.getByLabel('Password', { exact: true }).fill(PREPARED_PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = await dialog.getByLabel('Setup key').inputValue();
  await dialog.getByLabel('Authentication code').fill(authenticatorCode(secret));
  await dialog.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const codes = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await expect(codes.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await codes.getByRole('button', { name: 'I have saved these codes' }).click();

  // Signing in again asks for the code (the password alone is refused: 401); the next time step's code, as the first one is used up.
  // Off the app first: its own calls would otherwise find the session gone and leave for sign-in
  // while this test opens it, aborting one navigation with the other.
  await page.goto('about:blank');
  await page.context().clearCookies();
  consoleGuard.expectFailedRequest('/api/auth/login', 401);
  await fillSignIn(page, email, PREPARED_PASSWORD);
  await page.getByLabel('Authentication code').fill(authenticatorCode(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  // A member reports another; the suspect is signed in in a browser of their own.
  const reporter = await browser.newContext();
  await createMember(reporter.request, 'Rhea');
  const suspectContext = await browser.newContext();
  const suspectPage = await suspectContext.newPage();
  const suspect = await createMember(suspectPage.request, 'Silas');
  const suspectId = ((await (await suspectPage.request.get('/api/auth/user')).json()) as { id: string }).id;
  const reason = `Asks clients to pay outside the platform ${Date.now()}`;
  const filed = await reporter.request.post('/api/reports', { data: { reportType: 'user', targetId: suspectId, reason } });
  expect(filed.status(), await filed.text()).toBe(201);
  await suspectPage.goto('/messages');
  await expect(suspectPage).toHaveURL(/\/messages/);

  await page.goto('/admin/reports');
  const report = page.getByRole('article').filter({ hasText: reason });
  await report.getByRole('button', { name: 'Suspend account' }).click();
  const suspend = page.getByRole('dialog', { name: /Suspend/ });
  await suspend.getByLabel('Reason').fill('Payment outside the platform, reported and confirmed.');
  await suspend.getByRole('button', { name: 'Suspend' }).click();
  // The toast: the report's card now lists the suspension among the decisions on this person too.
  await expect(page.getByRole('alert').filter({ hasText: 'Account suspended' })).toBeVisible();

  // The suspect's open screen leaves for the sign-in page at once, saying why, and signing in says why not.
  await expect(suspectPage).toHaveURL(/\/login/);
  await expect(suspectPage.getByRole('status').filter({ hasText: 'Your account was suspended' })).toBeVisible();
  await fillSignIn(suspectPage, suspect.email, PASSWORD);
  const refusal = suspectPage.getByRole('tabpanel', { name: 'Sign in' });
  await expect(refusal.getByText(/^Your account is suspended until /)).toBeVisible();
  await expect(refusal.getByText('Reason: Payment outside the platform, reported and confirmed.')).toBeVisible();
  await reporter.close();
  await suspectContext.close();
});
