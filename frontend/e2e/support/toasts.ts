import type { Page } from '@playwright/test';

const TOASTS_KEY = 'e2e-toasts';

/**
 * Records each toast as 'path|text' in the tab's sessionStorage, which outlives the page load
 * that follows it: the toast shown before the way to sign-in is read without racing that load
 * (the app leaves half a second after the toast; a busy machine lets a check miss that window).
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    // about:blank, between the sweep's visits, has no storage of its own.
    if (location.protocol !== 'http:') return;
    new MutationObserver(() => {
      const seen: string[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      const address = `${location.pathname}${location.search}`;
      const shown = [...document.querySelectorAll('[role="alert"]')].map((toast) => `${address}|${toast.textContent ?? ''}`);
      const added = shown.filter((entry) => !seen.includes(entry));
      if (added.length > 0) sessionStorage.setItem(key, JSON.stringify([...seen, ...added]));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, TOASTS_KEY);
}

/** The toasts recorded on `path`, in order. */
export async function toastsOn(page: Page, path: string): Promise<string[]> {
  const seen: string[] = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'), TOASTS_KEY);
  return seen.filter((entry) => entry.startsWith(`${path}|`)).map((entry) => entry.slice(path.length + 1));
}

/** Every toast recorded in the tab, wherever it was shown, in order. */
export async function toastsShown(page: Page): Promise<string[]> {
  const seen: string[] = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'), TOASTS_KEY);
  return seen.map((entry) => entry.slice(entry.indexOf('|') + 1));
}
