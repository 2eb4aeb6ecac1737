import type { APIRequestContext, Page } from '@playwright/test';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import type { AnyRoute } from '@tanstack/react-router';
import { createAppRouter } from '../src/app/router';
import { DEFAULT_SIGN_IN_MESSAGE, signedInRoute } from '../src/routes/signed-in';
import { PASSWORD } from './support/accounts';
import { createMember } from './support/api-accounts';
import type { ApiMember } from './support/api-accounts';
import { expect, test } from './support/fixtures';
import { recordToasts, toastsOn } from './support/toasts';
import { OFFER_PAY_TERMS, PROPOSAL_TERMS } from './support/job-terms';

type SignedInScreen = { pattern: string; signInMessage: string; openToVisitors: boolean };

/**
 * Every screen of the signed-in route table, read from the app's own router: a screen added to
 * the router is swept here without being listed. `/` is left out: signed out, it is the landing
 * page. A screen marked `openToVisitors` (the public job board and profiles) shows to the visitor.
 */
function signedInScreens(): SignedInScreen[] {
  // Building the router gives every route its full path.
  createAppRouter({ queryClient: new QueryClient(), history: createMemoryHistory() });
  const screens: SignedInScreen[] = [];
  const collect = (route: AnyRoute) => {
    for (const child of (route.children ?? []) as AnyRoute[]) {
      if (child.fullPath !== '/') {
        screens.push({
          pattern: child.fullPath,
          signInMessage: child.options.staticData?.signInMessage ?? DEFAULT_SIGN_IN_MESSAGE,
          openToVisitors: child.options.staticData?.openToVisitors === true,
        });
      }
      collect(child);
    }
  };
  collect(signedInRoute);
  return screens;
}

/** The pattern's parameters ($jobId, …) replaced by real ids; a parameter without one fails the sweep. */
function fill(pattern: string, ids: Record<string, string>): string {
  return pattern.replace(/\$(\w+)/g, (_, name: string) => {
    if (!ids[name]) throw new Error(`No id for $${name} of ${pattern}: add one to the sweep`);
    return ids[name];
  });
}

async function userIdOf(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return (await response.json()).id;
}

/** A client's job, a freelancer's application to it, and the contract made by accepting it. */
async function hire(client: APIRequestContext, freelancer: APIRequestContext): Promise<{ jobId: string; contractId: string }> {
  const job = await client.post('/api/jobs', {
    data: {
      jobType: 'job_offer',
      ...OFFER_PAY_TERMS,
      title: 'Weekend inbox triage',
      description: 'Sort the support inbox on weekends.',
      category: 'email-support',
      duration: null,
      verifiedOnly: false,
      tags: [],
    },
  });
  expect(job.status()).toBe(201);
  const jobId = (await job.json()).id as string;
  const application = await freelancer.post('/api/applications', {
    data: { jobId, coverLetter: 'Two years of inbox work.', ...PROPOSAL_TERMS },
  });
  expect(application.status()).toBe(201);
  const accepted = await client.post(`/api/applications/${(await application.json()).id}/accept`, {
    data: { terms: 'Weekends, $12/hour.' },
  });
  expect(accepted.status()).toBe(200);
  // The contract is made from the acceptance's event, a moment later.
  let contractId: string | undefined;
  await expect(async () => {
    const contracts = await client.get('/api/contracts/my');
    expect(contracts.status()).toBe(200);
    contractId = ((await contracts.json()) as { id: string; jobId: string }[]).find((contract) => contract.jobId === jobId)?.id;
    expect(contractId).toBeTruthy();
  }).toPass();
  return { jobId, contractId: contractId! };
}

async function signInOnSignInScreen(page: Page, member: ApiMember): Promise<void> {
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The sign-in screen, with `next` naming exactly `path` (query included). */
async function expectSignInFor(page: Page, path: string): Promise<void> {
  // A first visit loads the app's code before the screen can send it on.
  await expect(page).toHaveURL(/\/login\?next=/, { timeout: 30_000 });
  expect(new URL(page.url()).searchParams.get('next')).toBe(path);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

test('every screen of the signed-in route table, opened signed out, leads to sign-in and back to it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  await recordToasts(page);
  const member = await createMember(page.request, 'Sweep', 'client');
  const freelancerContext = await browser.newContext();
  await createMember(freelancerContext.request, 'Hired', 'freelancer');
  const { jobId, contractId } = await hire(page.request, freelancerContext.request);
  const ids = { jobId, contractId, userId: await userIdOf(freelancerContext.request) };

  const all = signedInScreens();
  // The router's table, as the spec lists it (and what this product adds): a guard on the sweep itself.
  expect(all.map((screen) => screen.pattern)).toEqual(
    expect.arrayContaining(['/jobs/$jobId', '/contracts/$contractId', '/contracts/$contractId/review', '/profile/$userId', '/settings']),
  );
  // Exactly the four public screens read for a visitor (the test below); every other one asks to sign in.
  expect(all.filter((screen) => screen.openToVisitors).map((screen) => screen.pattern)).toEqual(
    expect.arrayContaining(PUBLIC_SCREENS.map((screen) => screen.pattern)),
  );
  expect(all.filter((screen) => screen.openToVisitors)).toHaveLength(PUBLIC_SCREENS.length);
  const screens = all.filter((screen) => !screen.openToVisitors);
  const visits = [
    ...screens.map((screen) => ({ path: fill(screen.pattern, ids), signInMessage: screen.signInMessage })),
    // A query is part of the address to come back to.
    { path: `/messages?userId=${ids.userId}`, signInMessage: DEFAULT_SIGN_IN_MESSAGE },
  ];

  for (const { path, signInMessage } of visits) {
    await test.step(path, async () => {
      // Off the app first: the last screen's own calls would otherwise fail as the session goes.
      await page.goto('about:blank');
      await page.context().clearCookies();
      // Only until the address is committed: the screen leaves for sign-in by itself.
      await page.goto(path, { waitUntil: 'commit' });
      await expectSignInFor(page, path);
      expect(await toastsOn(page, path)).toContain(signInMessage);

      // Recorded as it happens: a screen may move on by itself (Admin turns a non-admin away).
      const back = page.waitForEvent('framenavigated', {
        predicate: (frame) => frame === page.mainFrame() && frame.url() === baseURL + path,
      });
      await signInOnSignInScreen(page, member);
      await back;
      // A full page load of the screen, its code and data included.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
    });
  }
});

/** The public job board and profiles (decision 0061): they show to a visitor, in the visitor's frame. */
const PUBLIC_SCREENS = [
  { pattern: '/jobs', heading: 'Browse Jobs' },
  { pattern: '/jobs/$jobId', heading: 'Job Details' },
  { pattern: '/profile/$userId', heading: 'Profile' },
  { pattern: '/freelancers', heading: 'Find Service Providers' },
];

test('the public job board and profiles show to a signed-out visitor, with Sign in and Create account', async ({ page, browser }) => {
  await recordToasts(page);
  const client = await browser.newContext();
  const freelancer = await browser.newContext();
  await createMember(client.request, 'Open', 'client');
  await createMember(freelancer.request, 'Public', 'freelancer');
  const { jobId } = await hire(client.request, freelancer.request);
  const ids = { jobId, userId: await userIdOf(freelancer.request) };

  for (const screen of PUBLIC_SCREENS) {
    const path = fill(screen.pattern, ids);
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible({ timeout: 30_000 });
      await expect(page).toHaveURL(path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Create account' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Messages' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /account menu/ })).toHaveCount(0);
      expect(await toastsOn(page, path)).toEqual([]);
    });
  }
});

test("the apply address and the review page tell a signed-out visitor the spec's reason", async ({ page, browser }) => {
  await recordToasts(page);
  const client = await browser.newContext();
  const freelancer = await browser.newContext();
  await createMember(client.request, 'Toast', 'client');
  await createMember(freelancer.request, 'Reader', 'freelancer');
  const { jobId, contractId } = await hire(client.request, freelancer.request);

  for (const [path, message] of [
    [`/jobs/${jobId}/apply`, 'Please log in to view job details'],
    [`/contracts/${contractId}/review`, 'Please log in to leave a review'],
  ]) {
    await page.goto(path, { waitUntil: 'commit' });
    await expectSignInFor(page, path);
    expect(await toastsOn(page, path)).toContain(message);
  }
});

test('a path without a screen is the not-found screen, signed out and signed in', async ({ page }) => {
  await page.goto('/no-such-screen?from=mail');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page).toHaveURL(/\/no-such-screen\?from=mail$/);

  await createMember(page.request, 'Lost');
  await page.goto('/contracts/new/extra/segments');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveURL(/\/contracts\/new\/extra\/segments$/);
});

test('a session that ends mid-use goes to sign-in and back to the same address', async ({ page, browser, consoleGuard }) => {
  await recordToasts(page);
  const member = await createMember(page.request, 'Midway', 'client');
  const other = await browser.newContext();
  await createMember(other.request, 'Partner', 'freelancer');
  const path = `/messages?userId=${await userIdOf(other.request)}`;
  await page.goto(path);
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeVisible();

  // Signed out elsewhere: this tab's session is gone on the server, the page does not know yet.
  const elsewhere = await browser.newContext({ storageState: await page.context().storageState() });
  expect((await elsewhere.request.post('/api/auth/logout')).status()).toBeLessThan(300);
  consoleGuard.expectFailedRequest('/api/messages', 401);

  await box.fill('Are you still there?');
  await box.press('Enter');
  await expectSignInFor(page, path);
  expect(await toastsOn(page, path)).toContainEqual(expect.stringMatching(/^Unauthorized/));

  await signInOnSignInScreen(page, member);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
});
