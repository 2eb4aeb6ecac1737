import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Waits until none of the page's requests has been in flight for `quietMs`. Playwright's
 * 'networkidle' waits a fixed 500 ms after the last one, which a sweep of many screens pays on
 * every screen. Counts from the moment it is called: call it on a new page, before its first
 * navigation.
 */
export function watchRequests(page: Page): { quiet: (quietMs?: number) => Promise<void> } {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: (quietMs = 150) =>
      expect
        .poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, {
          message: 'the page still has requests in flight',
          intervals: [25],
        })
        .toBe(true),
  };
}
