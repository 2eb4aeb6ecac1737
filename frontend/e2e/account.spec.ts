import { chooseUsername, signUpThroughLoginPage, uniqueName } from './support/accounts';
import { expect, test } from './support/fixtures';
import { recordToasts, toastsShown } from './support/toasts';

test('sign up, choose a username, change it in settings, pick a theme, log out', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/login\?mode=signup$/);
  await expect(page.getByRole('tab', { name: 'Create account' })).toHaveAttribute('aria-selected', 'true');

  await signUpThroughLoginPage(page, 'Grace', 'Hopper');

  // Signed in without a username: every path is the setup screen.
  await expect(page.getByRole('heading', { name: 'Choose your username' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Choose your username' })).toBeVisible();

  await page.getByLabel('Username').fill('ab');
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('Username').fill('Bad-Name');
  await expect(page.getByLabel('Username')).toHaveValue('bad-name');
  await expect(page.getByText('Username can only contain lowercase letters, numbers, and underscores')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');

  const firstUsername = uniqueName('grace');
  await chooseUsername(page, firstUsername);
  // The setup screen stood in for the screen of the address; once done, that screen shows.
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText(`@${firstUsername}`)).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText('Grace Hopper')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to Client' })).toBeVisible();
  await expect(page.getByText('No recent activity')).toBeVisible();

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByText(`@${firstUsername}`)).toBeVisible();
  const secondUsername = uniqueName('hopper');
  await page.getByLabel('Username').fill(secondUsername);
  await expect(page.getByText('✓ Username is available')).toBeVisible();
  await page.getByRole('button', { name: 'Update Username' }).click();
  await expect(page.getByText('Username updated successfully')).toBeVisible();
  await expect(page.getByText(`@${secondUsername}`)).toBeVisible();
  await expect(page.getByText('You can change your username again on')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeDisabled();

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('heading', { name: 'Find Verified Remote Work' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
});

test('signing in again with the account and switching role', async ({ page, consoleGuard }) => {
  const email = await signUpThroughLoginPage(page, 'Linus', 'Client');
  await chooseUsername(page, uniqueName('linus'));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();

  await page.goto('/api/login');
  await page.getByLabel('Email').fill(email);
  consoleGuard.expectFailedRequest('/api/auth/login', 401);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('browser-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Switch to Client' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Browse Jobs' })).toBeVisible();
  await expect(page.getByText('Pending Applications')).toBeVisible();

  await page.getByRole('button', { name: 'Switch to Client' }).click();
  await expect(page.getByRole('button', { name: 'Switch to Worker' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Post a Job' })).toBeVisible();
  await expect(page.getByText('Applications Received')).toBeVisible();
});

test('a session that ends underneath the app sends the user to sign in again', async ({ page, consoleGuard }) => {
  await recordToasts(page);
  await signUpThroughLoginPage(page, 'Ada', 'Expired');
  await chooseUsername(page, uniqueName('ada'));
  // The session ends on the server (signed out in another tab).
  await page.request.post('/api/auth/logout');

  consoleGuard.expectFailedRequest('/api/users/role', 401);
  await page.getByRole('button', { name: 'Switch to Client' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2F$/);
  expect(await toastsShown(page)).toContain('UnauthorizedYou are logged out. Logging in again...');
  await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
});
