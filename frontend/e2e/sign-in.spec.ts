import type { Page } from '@playwright/test';
import { createMember } from './support/api-accounts';
import { expectFitsAndAccessible } from './support/audit';
import { PASSWORD, uniqueName } from './support/accounts';
import { expect, test } from './support/fixtures';

/** ?next= values that browsers normalise into another host, or that name another origin outright. */
const FOREIGN_NEXT = [
  '/%09/evil.example/x', // tab, dropped by the URL parser: //evil.example
  '/%0D/evil.example/x', // carriage return
  '/%0A/evil.example/x', // line feed
  '/%5Cevil.example', // backslash, read as a slash: //evil.example
  '%5C%5Cevil.example',
  '//evil.example/x',
  '/.//evil.example/x',
  'https://evil.example/x',
  'http://127.0.0.1.evil.example/',
  'javascript:alert(document.domain)',
];

/** The password field, not its visibility toggle ('Toggle password visibility'). */
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true });

test.describe('sign-in returns only to pages of this site', () => {
  for (const next of FOREIGN_NEXT) {
    test(`next=${next} lands on this site`, async ({ page, baseURL }) => {
      const member = await createMember(page.request, 'Nina');
      await page.request.post('/api/auth/logout');
      // /api/login hands next on to the sign-in screen.
      await page.goto(`/api/login?next=${next}`);
      await expect(page).toHaveURL(/\/login\?next=/);
      await page.getByLabel('Email').fill(member.email);
      await passwordField(page).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      // Wherever it goes, it is a page of this site (a path like //evil.example stays a path here).
      await expect(page).not.toHaveURL(/\/login/);
      expect(new URL(page.url()).origin).toBe(baseURL);
      // The app itself answers: the dashboard, or its not-found screen for such a path.
      await expect(page.getByText(`@${member.username}`).or(page.getByText('404 Page Not Found'))).toBeVisible();
    });
  }

  test('a next= of this site is kept, with its query', async ({ page, baseURL }) => {
    const member = await createMember(page.request, 'Noor');
    await page.request.post('/api/auth/logout');
    await page.goto(`/api/login?next=${encodeURIComponent('/jobs?search=chat')}`);
    await page.getByLabel('Email').fill(member.email);
    await passwordField(page).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${baseURL}/jobs?search=chat`);
  });
});

test('the sign-up form says the password rule and shows the server’s message by the field', async ({ page, consoleGuard }) => {
  await page.goto('/api/login?mode=signup');
  await expect(page.getByText('At least 8 characters, not only spaces, and not a common password.')).toBeVisible();
  await page.getByLabel('First name').fill('Weak');
  await page.getByLabel('Last name').fill('Password');
  await page.getByLabel('Email').fill(`${uniqueName('weak')}@example.test`);
  await passwordField(page).fill('password123');
  consoleGuard.expectFailedRequest('/api/auth/register', 400);
  await page.getByRole('button', { name: 'Create account' }).click();
  const message = 'This password is one of the most common ones; choose one that is harder to guess';
  await expect(page.getByText(message)).toBeVisible();
  await expect(passwordField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordField(page)).toHaveAccessibleDescription(new RegExp(message));
  // Under the field: below the input, not above it.
  const fieldBox = await passwordField(page).boundingBox();
  const messageBox = await page.getByText(message).boundingBox();
  expect(messageBox!.y).toBeGreaterThan(fieldBox!.y);

  await passwordField(page).fill('a less common passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your username' })).toBeVisible();
});

test('a sign-out link on another site asks first; the app’s own Log Out signs out at once', async ({ page, baseURL }) => {
  const member = await createMember(page.request, 'Otto');
  await page.goto('/');
  await expect(page.getByText(`@${member.username}`)).toBeVisible();

  // A page that is not this site links to /api/logout.
  await page.goto('about:blank');
  await page.setContent(`<a href="${baseURL}/api/logout">free gift</a>`);
  await page.getByRole('link', { name: 'free gift' }).click();
  await expect(page).toHaveURL(`${baseURL}/logout`);
  await expect(page.getByRole('heading', { name: 'Sign out of VerifiedWork?' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Find Verified Remote Work' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test.describe('the sign-in and sign-out screens at 390 px, light and dark, pass axe', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const theme of ['light', 'dark'] as const) {
    test(`sign-in, create-account and sign-out confirmation (${theme})`, async ({ page, consoleGuard }) => {
      await page.addInitScript((stored) => localStorage.setItem('vite-ui-theme', stored), theme);
      const audit = async (name: string) => {
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        // The sign-in screens are held to every axe finding, not only serious ones.
        await expectFitsAndAccessible(page, name, { minimumImpact: 'minor' });
      };

      await page.goto('/login');
      await expect(page.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
      await audit('sign in');
      await page.getByLabel('Email').fill(`${uniqueName('nobody')}@example.test`);
      await passwordField(page).fill(PASSWORD);
      consoleGuard.expectFailedRequest('/api/auth/login', 401);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await audit('sign in refused');

      await page.goto('/login?mode=signup');
      await expect(page.getByText('At least 8 characters, not only spaces, and not a common password.')).toBeVisible();
      await audit('create account');
      // With the form's messages under the fields.
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('First name is required')).toBeVisible();
      await audit('create account with errors');

      await createMember(page.request, 'Axel');
      await page.goto('/logout');
      await expect(page.getByRole('heading', { name: 'Sign out of VerifiedWork?' })).toBeVisible();
      await audit('sign-out confirmation');
    });
  }
});
