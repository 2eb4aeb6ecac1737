import AxeBuilder from '@axe-core/playwright';
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

/** What axe finds on the page at or above `minimumImpact`, as 'name: rule elements'. */
export async function accessibilityViolations(page: Page, name: string, minimumImpact: Impact = 'serious'): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])) })
    .analyze();
  return violations
    .filter((violation) => IMPACTS.indexOf(violation.impact as Impact) >= IMPACTS.indexOf(minimumImpact))
    .map((violation) => `${name}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * The screen on the page fits its width (nothing scrolls sideways) and axe finds nothing at or
 * above `minimumImpact`; failures name the screen, the rule and the elements.
 */
export async function expectFitsAndAccessible(page: Page, name: string, minimumImpact: Impact = 'serious'): Promise<void> {
  const overflow = await horizontalOverflow(page);
  expect({ screen: name, overflow }).toEqual({ screen: name, overflow: 0 });
  expect(await accessibilityViolations(page, name, minimumImpact)).toEqual([]);
}
