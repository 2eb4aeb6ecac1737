import type { APIRequestContext, Page } from '@playwright/test';
import { grantAdmin } from './support/admins';
import { createMember } from './support/api-accounts';
import { expectFitsAndAccessible } from './support/audit';
import { hasAppDatabase } from './support/database';
import { expect, test } from './support/fixtures';

type Screen = { path: string; heading: string };
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

async function postJob(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/jobs', {
    data: {
      jobType: 'job_offer',
      title: 'Evening chat support',
      description: 'Answer chats on weekday evenings.',
      category: 'chat-operator',
      duration: null,
      verifiedOnly: false,
      tags: ['Live chat'],
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

/** Every built screen a signed-in member of this role can open, with an own job where one is needed. */
function screensOf(role: Role, jobId: string): Screen[] {
  const common = [
    { path: '/', heading: 'Dashboard' },
    { path: '/jobs', heading: 'Browse Jobs' },
    { path: `/jobs/${jobId}`, heading: 'Job Details' },
    { path: '/jobs/new', heading: 'Create a Post' },
    { path: '/settings', heading: 'Settings' },
    { path: '/contracts', heading: 'Contracts' },
    { path: '/messages', heading: 'Messages' },
    { path: '/freelancers', heading: 'Find Service Providers' },
    { path: '/profile', heading: 'Profile' },
    { path: '/verification', heading: 'Identity Verification' },
    { path: '/no-such-screen', heading: '404 Page Not Found' },
  ];
  return role === 'client'
    ? [...common, { path: '/my-jobs', heading: 'My Posted Jobs' }, { path: `/jobs/${jobId}/applications`, heading: 'Applications' }]
    : [...common, { path: '/applications', heading: 'My Applications' }, { path: `/jobs/${jobId}/apply`, heading: 'Job Details' }];
}

async function openScreen(page: Page, screen: Screen): Promise<void> {
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
}

test.describe('the navigation reaches every screen of the main navigation from every other', () => {
  for (const role of ['freelancer', 'client'] as const) {
    test(`on a desktop, as a ${role}`, async ({ page }) => {
      await createMember(page.request, 'Nav', role);
      const navigation = page.getByRole('navigation', { name: 'Main' });
      for (const from of NAVIGATION[role]) {
        for (const to of NAVIGATION[role].filter((item) => item !== from)) {
          await page.goto(from.path);
          await expect(page.getByRole('heading', { level: 1, name: from.heading })).toBeVisible();
          await navigation.getByRole('link', { name: to.link }).click();
          await expect(page).toHaveURL(new RegExp(`${to.path === '/' ? '/' : to.path}$`));
          await expect(page.getByRole('heading', { level: 1, name: to.heading })).toBeVisible();
          await expect(navigation.getByRole('link', { name: to.link })).toHaveAttribute('aria-current', 'page');
        }
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

for (const role of ['freelancer', 'client'] as const) {
  test(`every screen of a ${role} fits a 390 px phone and passes axe in light and dark`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    // A job of a client to look at (and, for the client, to own).
    const owner = role === 'client' ? page.request : (await (await browser.newContext()).newPage()).request;
    if (role !== 'client') await createMember(owner, 'Owner', 'client');
    await createMember(page.request, 'Axe', role);
    const jobId = await postJob(owner);

    await page.setViewportSize({ width: 390, height: 844 });
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((stored) => localStorage.setItem('vite-ui-theme', stored), theme).catch(() => undefined);
      for (const screen of screensOf(role, jobId)) {
        await openScreen(page, screen);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        await expectFitsAndAccessible(page, `${screen.path} (${theme})`);
      }
    }
  });
}

test("an admin's navigation leads to the admin panel, and every admin screen fits a 390 px phone and passes axe in light and dark", async ({
  page,
}) => {
  test.skip(!hasAppDatabase, 'making an administrator needs the database server (DATABASE_URL)');
  test.setTimeout(120_000);
  const admin = await createMember(page.request, 'Root');
  await grantAdmin(admin.email);

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((stored) => localStorage.setItem('vite-ui-theme', stored), theme);
    for (const screen of [
      { path: '/', heading: 'Dashboard' },
      { path: '/admin', heading: 'Admin Panel' },
      { path: '/admin/verifications', heading: 'Admin Panel' },
      { path: '/admin/reports', heading: 'Admin Panel' },
      { path: '/admin/disputes', heading: 'Admin Panel' },
      { path: '/verification', heading: 'Identity Verification' },
      { path: '/jobs', heading: 'Browse Jobs' },
      { path: '/messages', heading: 'Messages' },
      { path: '/settings', heading: 'Settings' },
    ]) {
      await openScreen(page, screen);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await expect(page.getByLabel('Loading')).toHaveCount(0);
      await expectFitsAndAccessible(page, `${screen.path} (${theme})`);
    }
  }
});

test('the signed-out screens fit a phone and pass axe in light and dark', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const theme of ['light', 'dark'] as const) {
    await page.goto('/');
    await page.evaluate((stored) => localStorage.setItem('vite-ui-theme', stored), theme);
    for (const screen of [
      { path: '/', heading: 'Find Verified Remote Work' },
      { path: '/anything', heading: '404 Page Not Found' },
    ]) {
      await openScreen(page, screen);
      await expectFitsAndAccessible(page, `${screen.path} (${theme})`);
    }
  }
});
