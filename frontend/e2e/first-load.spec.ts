import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';
import { signInPrepared } from './support/prepared';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest: Record<string, { file: string }> = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

/** Scripts answered with nothing: the page as a phone has it before its JavaScript has arrived. */
const withoutScripts = { status: 200, contentType: 'text/javascript', body: '' };

test.describe('The first paint (decision 0041)', () => {
  test('the landing page paints from its HTML alone, styled and in the stored scheme', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill(withoutScripts));
    await page.addInitScript(() => window.localStorage.setItem('vite-ui-theme', 'dark'));
    await page.goto('/');

    await expect(page.getByRole('heading', { name: 'Find Verified Remote Work' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // The rules the page uses came with it: Mantine's button is filled, the body has the dark colour.
    const getStarted = page.getByRole('link', { name: 'Get Started' });
    expect(await getStarted.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
    // The whole stylesheet is a preload the app attaches, never a stylesheet that holds the paint.
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
  });

  test('what a visitor types before the app has loaded stays, and searches', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const search = page.getByLabel('Search jobs');
    await search.fill('night shift');

    const appRendered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/platform/stats');
    release();
    await appRendered;
    await expect(search).toHaveValue('night shift');
    await expect(search).toBeFocused();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    const next = new URL(page.url()).searchParams.get('next');
    expect(new URLSearchParams(next!.split('?')[1]).get('search')).toBe('night shift');
  });

  test("a signed-in visit knows its user from the page and fetches the screen's code with the app's", async ({ page }) => {
    await signInPrepared(page.request, 'verifiedFreelancer');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));

    const response = await page.goto('/jobs');
    await expect(page.getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
    const html = await response!.text();
    expect(html).toContain(
      `<link rel="modulepreload" crossorigin href="/${manifest['src/features/jobs/components/BrowseJobsPage.tsx'].file}">`,
    );
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/${manifest['src/app/AppLayout.tsx'].file}">`);
    expect(asked).not.toContain('/api/auth/user');
    expect(asked).toContain('/api/jobs');
  });
});
