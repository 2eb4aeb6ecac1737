import { createMember } from './support/api-accounts';
import { expect, test } from './support/fixtures';
import { boxesOverlap, isTopmostAtCentre, settledBox } from './support/layout';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}x${viewport.height}, the toast of a form's submit leaves its button uncovered and clickable`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await createMember(page.request, 'Toasty', 'client');
    await page.goto('/jobs/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a Post' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Post Job' });
    const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Missing fields' });

    for (const attempt of ['first', 'again, with the toast on screen']) {
      // The button where the user pressed it: the form then focuses its first missing field, which may scroll.
      await submit.scrollIntoViewIfNeeded();
      const pressedAt = await settledBox(submit);
      await submit.click();
      // A toast replaced by the new one fades out for a moment first.
      await expect(toast, attempt).toHaveCount(1);
      await expect(toast, attempt).toBeVisible();
      expect(boxesOverlap(await settledBox(toast), pressedAt), `the toast covers Post Job (${attempt})`).toBe(false);

      await submit.scrollIntoViewIfNeeded();
      expect(boxesOverlap(await settledBox(toast), await settledBox(submit)), `the toast covers Post Job (${attempt})`).toBe(false);
      expect(await isTopmostAtCentre(submit), `a click on Post Job reaches it (${attempt})`).toBe(true);
    }
    await expect(page.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
  });
}
