import axe from 'axe-core';
import type { RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
const IMPACTS: Impact[] = ['minor', 'moderate', 'serious', 'critical'];

/** How far the page scrolls sideways (0 when it fits its width). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * Rules axe ships switched off (experimental) that the screens are held to:
 * label-content-name-mismatch, WCAG 2.5.3, a control's name contains the text it shows.
 */
const EXTRA_RULES = ['label-content-name-mismatch'];

/**
 * The rules whose findings depend on colours alone. A screen checked in full in one colour scheme
 * is checked with these in the other: switching the scheme changes CSS variables, not the DOM.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Every rule, or the colour rules only (for a screen already checked in full in the other scheme). */
export type AxeScope = 'all rules' | 'colour rules';

/**
 * What axe finds on the page at or above `minimumImpact`, as 'name: rule elements'. axe-core runs
 * in the page itself: injected once per document and run there. @axe-core/playwright injected its
 * 650 kB source on every call and finished each run in a new blank page with a second copy, most of
 * the browser tier's axe time (decision 0046); the app has no frames for it to cross, and a page
 * with one is refused rather than half audited.
 */
export async function accessibilityViolations(
  page: Page,
  name: string,
  { minimumImpact = 'serious', scope = 'all rules' }: { minimumImpact?: Impact; scope?: AxeScope } = {},
): Promise<string[]> {
  if (page.frames().length > 1) throw new Error(`${name}: the page has frames, which this audit does not cross`);
  const options: RunOptions =
    scope === 'colour rules'
      ? { runOnly: { type: 'rule', values: COLOUR_RULES } }
      : { rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])) };
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = await page.evaluate(async (runOptions) => {
    // A colour read mid-transition (a scheme change fades some, as the segmented control's labels)
    // is neither the old one nor the new: axe waits for what is running to end.
    const running = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    return (window as unknown as { axe: typeof axe }).axe.run(document, runOptions);
  }, options);
  return violations
    .filter((violation) => IMPACTS.indexOf(violation.impact as Impact) >= IMPACTS.indexOf(minimumImpact))
    .map((violation) => `${name}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * The screen on the page fits its width (nothing scrolls sideways) and axe finds nothing at or
 * above `minimumImpact`; failures name the screen, the rule and the elements.
 */
export async function expectFitsAndAccessible(
  page: Page,
  name: string,
  options: { minimumImpact?: Impact; scope?: AxeScope } = {},
): Promise<void> {
  const overflow = await horizontalOverflow(page);
  expect({ screen: name, overflow }).toEqual({ screen: name, overflow: 0 });
  expect(await accessibilityViolations(page, name, options)).toEqual([]);
}

/** The axe scope of a sweep that checks each screen in light and then in dark. */
export const scopeFor = (scheme: 'light' | 'dark'): AxeScope => (scheme === 'light' ? 'all rules' : 'colour rules');

/**
 * expectFitsAndAccessible on a phone (390 px) and a desktop (1280 px), each in light and in dark:
 * the scheme is stored and the page reloaded, then `ready` waits for what is checked (or opens
 * it again) before the check.
 */
export async function expectFitsAndAccessibleEverywhere(
  page: Page,
  name: string,
  ready: () => Promise<unknown>,
  { height = 900 }: { height?: number } = {},
): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((stored) => localStorage.setItem('vite-ui-theme', stored), theme);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await ready();
      await expectFitsAndAccessible(page, `${name} at ${width} px (${theme})`, { scope: scopeFor(theme) });
    }
  }
}
