import { expect, test as base } from '@playwright/test';

/** The one expected failure the browser reports: asking who is signed in while nobody is (401). */
function isExpectedSignedOutProbe(text: string, url: string | undefined): boolean {
  return /status of 401/.test(text) && !!url?.endsWith('/api/auth/user');
}

type ConsoleGuard = {
  /** Declares a failed request the test provokes on purpose (Chromium logs every 4xx response). */
  expectFailedRequest(path: string, status: number): void;
};

/** Every test fails when the page logs a console error it did not declare, or throws. */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const expected: { path: string; status: number }[] = [];
      const isDeclared = (text: string, url: string | undefined) =>
        expected.some(({ path, status }) => text.includes(`status of ${status}`) && !!url?.endsWith(path));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        if (isExpectedSignedOutProbe(message.text(), url) || isDeclared(message.text(), url)) return;
        errors.push(`${message.text()} (${url})`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use({ expectFailedRequest: (path, status) => expected.push({ path, status }) });
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
