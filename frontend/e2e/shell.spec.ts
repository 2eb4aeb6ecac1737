import { createMember } from './support/api-accounts';
import { expect, test } from './support/fixtures';
import { signInPrepared } from './support/prepared';

type Role = 'freelancer' | 'client';

/** The screens of the main navigation by role, with their page titles. */
const NAVIGATION: Record<Role, { link: string; path: string; heading: string }[]> = {
  freelancer: [
    { link: 'Dashboard', path: '/', heading: 'Dashboard' },
    { link: 'Browse Jobs', path: '/jobs', heading: 'Browse Jobs' },
    { link: 'Find Freelancers', path: '/freelancers', heading: 'Find Service Providers' },
    { link: 'Messages', path: '/messages', heading: 'Messages' },
    { link: 'Contracts', path: '/contracts', heading: 'Contracts' },
    { link: 'My Applications', path: '/applications', heading: 'My Applications' },
  ],
  client: [
    { link: 'Dashboard', path: '/', heading: 'Dashboard' },
    { link: 'Browse Jobs', path: '/jobs', heading: 'Browse Jobs' },
    { link: 'Find Freelancers', path: '/freelancers', heading: 'Find Service Providers' },
    { link: 'Messages', path: '/messages', heading: 'Messages' },
    { link: 'Contracts', path: '/contracts', heading: 'Contracts' },
    { link: 'My Jobs', path: '/my-jobs', heading: 'My Posted Jobs' },
  ],
};

/**
 * A walk through `screens` that makes every move from one to another exactly once and ends where
 * it began (Hierholzer's circuit: each screen is left as often as it is reached, so one exists).
 */
function walkThroughEveryMove<T>(screens: T[]): T[] {
  const movesLeft = new Map(screens.map((screen) => [screen, screens.filter((other) => other !== screen)]));
  const path = [screens[0]];
  const walk: T[] = [];
  while (path.length > 0) {
    const next = movesLeft.get(path[path.length - 1])!.shift();
    if (next === undefined) walk.push(path.pop()!);
    else path.push(next);
  }
  return walk.reverse();
}

test.describe('the navigation reaches every screen of the main navigation from every other', () => {
  for (const role of ['freelancer', 'client'] as const) {
    test(`on a desktop, as a ${role}`, async ({ page }) => {
      await createMember(page.request, 'Nav', role);
      const navigation = page.getByRole('navigation', { name: 'Main' });
      // Thirty moves in one visit, each from the screen the last one left, as a person goes.
      const [start, ...moves] = walkThroughEveryMove(NAVIGATION[role]);
      expect(moves).toHaveLength(NAVIGATION[role].length * (NAVIGATION[role].length - 1));
      await page.goto(start.path);
      await expect(page.getByRole('heading', { level: 1, name: start.heading })).toBeVisible();
      for (const to of moves) {
        await navigation.getByRole('link', { name: to.link }).click();
        await expect(page).toHaveURL(new RegExp(`${to.path === '/' ? '/' : to.path}$`));
        await expect(page.getByRole('heading', { level: 1, name: to.heading })).toBeVisible();
        await expect(navigation.getByRole('link', { name: to.link })).toHaveAttribute('aria-current', 'page');
      }
      // Settings, Profile and Log Out are in the header and the account menu.
      await page.getByRole('link', { name: 'Settings' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Log Out' }).click();
      await expect(page.getByRole('heading', { name: 'Find Verified Remote Work' })).toBeVisible();
    });
  }

  test('on a phone, through the burger and the drawer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await createMember(page.request, 'Phone', 'client');
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    for (const to of [...NAVIGATION.client.slice(1), NAVIGATION.client[0]]) {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: to.link }).click();
      await expect(page.getByRole('heading', { level: 1, name: to.heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    }
  });
});

test("an admin's navigation leads to the admin panel", async ({ page }) => {
  await signInPrepared(page.request, 'admin');

  await page.goto('/');
  // The item counts the work waiting in the queues ("Admin 2 items waiting"), when there is some.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Admin/ })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
});

// Every screen's fit, words and accessibility, at both sizes and in both schemes: e2e/layout.spec.ts.
