import { createMember } from './support/api-accounts';
import { accessibilityViolations } from './support/audit';
import { expect, test } from './support/fixtures';

test('the audit flags a control whose name does not contain the text it shows (WCAG 2.5.3)', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Sample</title></head><body><main><h1>Check</h1><button type="button" aria-label="Account menu">AB</button></main></body></html>',
  );
  expect(await accessibilityViolations(page, 'sample')).toEqual([expect.stringMatching(/^sample: label-content-name-mismatch /)]);
});

test("the header's account button is named by the initials it shows", async ({ page }) => {
  await createMember(page.request, 'Ines');
  await page.goto('/');
  const account = page.getByRole('button', { name: 'IT, account menu', exact: true });
  await expect(account).toHaveText('IT');
  expect(await accessibilityViolations(page, 'dashboard')).toEqual([]);
});

test('the colour rules alone, as a sweep runs them in its second scheme, flag pale text and nothing else', async ({ page }) => {
  await page.setContent(
    '<!doctype html><html lang="en"><head><title>Sample</title></head><body><main><h1>Check</h1><p style="color:#ccc;background:#fff">Pale words</p><button type="button" aria-label="Account menu">AB</button></main></body></html>',
  );
  expect(await accessibilityViolations(page, 'sample', { scope: 'colour rules' })).toEqual([
    expect.stringMatching(/^sample: color-contrast /),
  ]);
});
