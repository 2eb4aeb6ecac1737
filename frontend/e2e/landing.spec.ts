import { expect, test } from './support/fixtures';
import { recordToasts, toastsShown } from './support/toasts';

test.describe('Signed out', () => {
  test('the landing page shows the live stats and links every category to a job search', async ({ page }) => {
    // The figures the page itself received: other tests add accounts at the same time.
    const statsResponse = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/platform/stats');
    await page.goto('/');
    const stats = await (await statsResponse).json();
    await expect(page.getByRole('heading', { name: 'Find Verified Remote Work' })).toBeVisible();

    const strip = page.getByTestId('stats-strip');
    await expect(strip.getByText(`${stats.totalWorkers}+`, { exact: true })).toBeVisible();
    await expect(strip.getByText('Service Providers')).toBeVisible();
    await expect(strip.getByText(`${stats.verifiedWorkers}+`, { exact: true }).first()).toBeVisible();
    await expect(strip.getByText('Verified Professionals')).toBeVisible();
    await expect(strip.getByText('Opportunities Posted')).toBeVisible();

    for (const category of [
      'Chat Operator',
      'Customer Service',
      'Virtual Assistant',
      'Content Moderator',
      'Social Media Manager',
      'Email Support',
    ]) {
      await expect(page.getByRole('link', { name: category })).toHaveAttribute('href', `/jobs?search=${encodeURIComponent(category)}`);
    }
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/api/login');
    await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/api/login?mode=signup');
    await expect(page.getByText('© 2024')).toBeVisible();
  });

  test('the hero search opens the public job search for the typed words, asking no one to sign in', async ({ page }) => {
    await recordToasts(page);
    await page.goto('/');
    await page.getByLabel('Search jobs').fill('night shift & chat');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/jobs\?search=/);
    expect(new URL(page.url()).searchParams.get('search')).toBe('night shift & chat');
    await expect(page.getByLabel('Search jobs')).toHaveValue('night shift & chat');
    expect(await toastsShown(page)).not.toContain('Please log in to search jobs');
  });

  // The signed-in screens lead to sign-in instead (signed-out-links.spec.ts).
  test('a path with no screen is the not-found screen', async ({ page }) => {
    for (const path of ['/no/such/page', '/jobs/new/extra']) {
      await page.goto(path);
      await expect(page.getByText('404 Page Not Found')).toBeVisible();
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    }
  });
});
