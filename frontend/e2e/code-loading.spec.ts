import { expect, test } from './support/fixtures';
import { signInPrepared } from './support/prepared';

/**
 * A part of the app's code that cannot be downloaded (decision 0050): the network failed, and
 * trying again works; or a new release replaced the file, and the page reloads once for it.
 */
const CUT_OFF = /Failed to fetch dynamically imported module|Failed to load resource: net::ERR_FAILED|CodeDownloadFailure/;
const MESSAGE = 'Part of the app could not be downloaded. Check your connection and try again.';
/**
 * The code only the Messages screen loads: a chunk of its own, named after the screen when it is
 * made of several lazy parts (screen-messages) and after its page when the page is its only part
 * (MessagesPage). Which one depends on what else shares its parts, so both are matched.
 */
const MESSAGES_SCREEN_CODE = /\/assets\/(?:screen-messages|MessagesPage)-[^/]+\.js$/;

test.beforeEach(async ({ page }) => {
  await signInPrepared(page.request, 'verifiedFreelancer');
});

test('code cut off on the first load leaves no blank page: the screen says so, and Try again brings it, menus included', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.expectError(CUT_OFF);
  // What every page loads after the start, and every signed-in screen imports.
  await page.route(/\/assets\/after-start-[^/]+\.js$/, (route) => route.abort());

  await page.goto('/jobs', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText(MESSAGE)).toBeVisible();

  await page.unroute(/\/assets\/after-start-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
  // The theme menu's code, cut off with the rest, came on a later try.
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.getByRole('menuitem', { name: 'Dark' })).toBeVisible();
});

test("a screen whose code a new release replaced loads the new release's page, once", async ({ page, consoleGuard }) => {
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();

  // The old release's Messages code is gone from the server (404) until the page is loaded again.
  const screenCode = MESSAGES_SCREEN_CODE;
  consoleGuard.expectError(CUT_OFF);
  consoleGuard.expectFailedRequest('.js', 404);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.route(screenCode, (route) => (loads === 0 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback()));

  await page.getByRole('link', { name: 'Messages' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  expect(loads).toBe(1);
  await expect(page).toHaveURL(/\/messages$/);
});

test('a screen whose code is cut off on the way says so, without loading the page again, and Try again brings it', async ({
  page,
  consoleGuard,
}) => {
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Jobs' })).toBeVisible();
  consoleGuard.expectError(CUT_OFF);
  const screenCode = MESSAGES_SCREEN_CODE;
  await page.route(screenCode, (route) => route.abort());
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.getByRole('link', { name: 'Messages' }).first().click();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/messages$/);
  await page.unroute(screenCode);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  // Offline, loading the page again would have ended on the browser's error page.
  expect(loads).toBe(0);
});
