import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

type Impact = 'minor' | 'moderate' | 'serious' | 'critical';
const IMPACTS: Impact[] = ['minor', 'moderate', 'serious', 'critical'];

/**
 * The screen on the page fits its width (nothing scrolls sideways) and axe finds nothing at or
 * above `minimumImpact`; failures name the screen, the rule and the elements.
 */
export async function expectFitsAndAccessible(page: Page, name: string, minimumImpact: Impact = 'serious'): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect({ screen: name, overflow }).toEqual({ screen: name, overflow: 0 });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const counted = violations.filter((violation) => IMPACTS.indexOf(violation.impact as Impact) >= IMPACTS.indexOf(minimumImpact));
  expect(counted.map((violation) => `${name}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}
