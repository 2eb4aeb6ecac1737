import { expect, test as base } from '@playwright/test';

/** The one expected failure the browser reports: asking who is signed in while nobody is (401). */
function isExpectedSignedOutProbe(text: string, url: string | undefined): boolean {
  return /status of 401/.test(text) && !!url?.endsWith('/api/auth/user');
}

/** Every test fails when the page logs a console error or throws. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (isExpectedSignedOutProbe(message.text(), message.location().url)) return;
        errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
