import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createMember } from './support/api-accounts';
import { expect, test } from './support/fixtures';
import { signInPrepared } from './support/prepared';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest: Record<string, { file: string }> = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
/** The chunks of the signed-in frame and of each screen, beyond the start's (build-tools/first-load.ts). */
const firstScreens: { frame: string[]; screens: Record<string, string[]> } = JSON.parse(readFileSync(`${dist}first-screens.json`, 'utf8'));

/** Scripts answered with nothing: the page as a phone has it before its JavaScript has arrived. */
const withoutScripts = { status: 200, contentType: 'text/javascript', body: '' };

/** The `connected` event of the page's first socket, as the server sent it. */
function firstConnected(page: Page): Promise<Record<string, unknown>> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const event = JSON.parse(String(payload)) as Record<string, unknown>;
        if (event.type === 'connected') resolve(event);
      }),
    ),
  );
}

/** The app's entry script is held until `release()`: the drawn page as a phone has it while the app downloads. */
async function holdTheAppsEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('The first paint (decision 0041)', () => {
  test('the landing page paints from its HTML alone, styled and in the stored scheme', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill(withoutScripts));
    await page.addInitScript(() => window.localStorage.setItem('vite-ui-theme', 'dark'));
    await page.goto('/', { waitUntil: 'domcontentloaded' });

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
    const release = await holdTheAppsEntry(page);
    await page.goto('/', { waitUntil: 'commit' });
    const search = page.getByLabel('Search jobs');
    await search.fill('night shift');

    const appRendered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/platform/stats');
    release();
    await appRendered;
    await expect(search).toHaveValue('night shift');
    await expect(search).toBeFocused();
    await page.getByRole('button', { name: 'Search' }).click();
    // The job board is open to visitors (decision 0061): the search runs with the typed words.
    await expect(page).toHaveURL(/\/jobs\?search=night(%20|\+)shift$/);
    await expect(page.getByLabel('Search jobs')).toHaveValue('night shift');
  });

  test('a signed-in screen paints from its page alone, with its data, styled and in the stored scheme (decision 0042)', async ({
    page,
  }) => {
    await signInPrepared(page.request, 'verifiedFreelancer');
    await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill(withoutScripts));
    await page.addInitScript(() => window.localStorage.setItem('vite-ui-theme', 'dark'));
    await page.goto('/', { waitUntil: 'domcontentloaded' });

    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Trust Score', { exact: true })).toBeVisible();
    await expect(page.getByText('Quick Actions')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const browseJobs = page.getByRole('main').getByRole('link', { name: 'Browse Jobs' });
    expect(await browseJobs.evaluate((link) => getComputedStyle(link).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBe(0);
  });

  test("a signed-in visit takes the user, the screen's data and its code from the page, keeps the data nothing has changed since, then works as the app", async ({
    page,
  }) => {
    await signInPrepared(page.request, 'verifiedFreelancer');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname + new URL(request.url()).search));
    const socketOpenedAfter = new Promise<number>((resolve) => page.on('websocket', () => resolve(asked.length)));
    const connected = firstConnected(page);

    const response = await page.goto('/jobs');
    await expect(page.getByRole('heading', { name: 'Browse Jobs' })).toBeVisible();
    const html = await response!.text();
    // The screen's code comes with the page's, held until it has painted and then at low priority.
    for (const file of [...firstScreens.frame, ...firstScreens.screens['/jobs']]) {
      expect(html).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`);
    }
    expect(html).toContain(`<script type="module" fetchpriority="low" crossorigin src="/${manifest['index.html'].file}">`);
    // The app drew its first screen without a call: the user and the results came with the page.
    const beforeTheSocket = asked.slice(0, await socketOpenedAfter);
    expect(beforeTheSocket.filter((path) => path.startsWith('/api/'))).toEqual([]);
    // Once live, the server says nothing happened to this user since the draw: the results are not read again.
    expect(await connected).toEqual(expect.objectContaining({ type: 'connected', missedSince: false }));

    const search = page.waitForRequest((request) => new URL(request.url()).searchParams.get('verifiedOnly') === 'true');
    await page.getByLabel('Verified clients only').check();
    expect(new URL((await search).url()).pathname).toBe('/api/jobs');
    expect(asked.filter((path) => path.startsWith('/api/jobs'))).toEqual([expect.stringContaining('verifiedOnly=true')]);
  });

  test('a drawn page starts fetching its code and stylesheet only once it has painted (decision 0048)', async ({ page }) => {
    for (const path of ['/', '/jobs']) {
      if (path === '/jobs') await signInPrepared(page.request, 'verifiedFreelancer');
      await page.goto(path);
      // The app has taken the screen over: its code was fetched and run.
      await expect(page.locator('#root')).not.toHaveAttribute('aria-busy');
      const { firstPaint, codeFetches } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        codeFetches: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.(js|css)$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      }));
      expect({ path, firstPaint }).toEqual({ path, firstPaint: expect.any(Number) });
      expect(codeFetches.length).toBeGreaterThan(5);
      expect({ path, firstFetch: Math.min(...codeFetches) >= firstPaint! }).toEqual({ path, firstFetch: true });
    }
  });

  test('the data of a drawn screen is read again once live when something happened to the user since it was drawn', async ({
    page,
    browser,
  }) => {
    await signInPrepared(page.request, 'verifiedFreelancer');
    const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
    const sender = await browser.newContext();
    await createMember(sender.request, 'Sender', 'client');
    const release = await holdTheAppsEntry(page);
    const connected = firstConnected(page);
    await page.goto('/messages', { waitUntil: 'commit' });
    await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');

    const sent = await sender.request.post('/api/messages', { data: { receiverId: me.id, content: 'Are you free on Monday?' } });
    expect(sent.status()).toBe(201);
    const readAgain = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/conversations');
    release();
    expect(await connected).toEqual(expect.objectContaining({ type: 'connected', missedSince: true }));
    await readAgain;
    await expect(page.getByText('Are you free on Monday?')).toBeVisible();
    await sender.close();
  });

  test('a tap on the drawn screen before the app has loaded is carried out once it has', async ({ page }) => {
    await signInPrepared(page.request, 'verifiedFreelancer');
    const release = await holdTheAppsEntry(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: /account menu$/ }).click();
    await expect(page.locator('#root')).toHaveAttribute('aria-busy', 'true');

    release();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('aria-busy');
  });
});
