import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

type Navigation = 'goto' | 'reload' | 'goBack' | 'goForward';
const NAVIGATIONS: Navigation[] = ['goto', 'reload', 'goBack', 'goForward'];
/** A waitUntil that looks at the page as it arrives, before any script has run: the first-paint tests. */
const BEFORE_THE_APP = new Set(['commit', 'domcontentloaded']);

/**
 * A drawn page (the landing page, a signed-in screen the server drew, decision 0042) shows its
 * screen before the app runs it: its root is aria-busy until the app has replaced it. A navigation
 * of a test waits for that, as a person waits for the screen to respond, so that what the test does
 * next acts on the app and not on the drawing it replaces. Every page of every context gets it.
 */
function waitForTheAppAfterNavigations(page: Page): void {
  const prototype = Object.getPrototypeOf(page) as Record<Navigation, (...args: unknown[]) => Promise<unknown>> & { appAware?: true };
  if (prototype.appAware) return;
  prototype.appAware = true;
  for (const name of NAVIGATIONS) {
    const navigate = prototype[name];
    prototype[name] = async function (this: Page, ...args: unknown[]) {
      const response = await navigate.apply(this, args);
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null && 'waitUntil' in arg);
      if (!BEFORE_THE_APP.has(options?.waitUntil ?? 'load')) await waitForTheApp(this);
      return response;
    };
  }
}

/**
 * Waits until the app has taken over a drawn page (its root no longer aria-busy). Navigations of a
 * test wait for it by themselves; a page loaded by something the test clicked (a sign-in that
 * loads the next page) waits with this, or its next step may type into the drawing as it goes.
 */
export async function waitForTheApp(page: Page): Promise<void> {
  // Parsed first: a page that has only just replaced the last one may not have its root yet.
  await page.waitForFunction(() => document.readyState !== 'loading' && !document.querySelector('#root[aria-busy]'));
}

/** The one expected failure the browser reports: asking who is signed in while nobody is (401). */
function isExpectedSignedOutProbe(text: string, url: string | undefined): boolean {
  return /status of 401/.test(text) && !!url?.endsWith('/api/auth/user');
}

type ConsoleGuard = {
  /** Declares a failed request the test provokes on purpose (Chromium logs every 4xx response). */
  expectFailedRequest(path: string, status: number): void;
  /** Declares an error the page logs because the test made it fail on purpose (a download cut off). */
  expectError(pattern: RegExp): void;
};

/** Every test fails when the page logs a console error it did not declare, or throws. */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      waitForTheAppAfterNavigations(page);
      const errors: string[] = [];
      const expected: { path: string; status: number }[] = [];
      const expectedErrors: RegExp[] = [];
      const isDeclared = (text: string, url: string | undefined) =>
        expected.some(({ path, status }) => text.includes(`status of ${status}`) && !!url?.endsWith(path));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        if (isExpectedSignedOutProbe(message.text(), url) || isDeclared(message.text(), url)) return;
        if (expectedErrors.some((pattern) => pattern.test(message.text()))) return;
        errors.push(`${message.text()} (${url})`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use({
        expectFailedRequest: (path, status) => expected.push({ path, status }),
        expectError: (pattern) => expectedErrors.push(pattern),
      });
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
