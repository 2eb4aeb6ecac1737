import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Cookie, Page } from '@playwright/test';
import { PASSWORD, uniqueName } from './support/accounts';
import { createMember } from './support/api-accounts';
import { accessibilityViolations, horizontalOverflow, scopeFor } from './support/audit';
import { expect, test } from './support/fixtures';
import { findCutText } from './support/layout';
import { watchRequests } from './support/network';
import { signInPrepared } from './support/prepared';
import { routerPatterns, screensOf } from './support/routes';
import type { SweepRecords, Visitor } from './support/routes';
import { arrangeSweepRecords } from './support/sweep-arrangement';
import type { SweepSession } from './support/sweep-arrangement';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
/** React's mark of a part of a page it could not draw on the server and left to the browser. */
const CLIENT_RENDERED_PART = '<!--$!-->';
const VISITORS: Visitor[] = ['signed-out', 'newcomer', 'client', 'freelancer', 'applicant', 'admin'];

/** The context's signed-in member as the arrangement calls the API: its id and its cookies as a Cookie header. */
async function sessionOf(context: BrowserContext): Promise<SweepSession> {
  const response = await context.request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return { id, cookie: (await context.cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
}

async function signedInMember(browser: Browser, firstName: string, role: 'freelancer' | 'client' = 'freelancer') {
  const context = await browser.newContext();
  await createMember(context.request, firstName, role);
  return { context, session: await sessionOf(context) };
}

/**
 * People and records that make every screen show each of its states: jobs open, closed and
 * cancelled; applications pending, accepted and rejected; contracts active, completed and
 * disputed (open and under review); verifications approved and pending; a pending report; a
 * conversation with a verified partner. The administrator is the prepared one, in a session of its own.
 */
type Arranged = { records: SweepRecords; cookies: Record<Visitor, Cookie[]> };

async function arrangeRecords(browser: Browser, origin: string): Promise<Arranged> {
  const client = await signedInMember(browser, 'Maximiliana', 'client');
  const freelancer = await signedInMember(browser, 'Bartholomew');
  const applicant = await signedInMember(browser, 'Guinevere');
  const admin = await browser.newContext();
  await signInPrepared(admin.request, 'admin');
  const newcomer = await browser.newContext();
  const newcomerName = uniqueName('newcomer');
  const registered = await newcomer.request.post('/api/auth/register', {
    data: { email: `${newcomerName}@example.test`, password: PASSWORD, firstName: 'Newcomer', lastName: 'Tester' },
  });
  expect(registered.status()).toBe(201);

  const records = await arrangeSweepRecords(origin, {
    client: client.session,
    freelancer: freelancer.session,
    applicant: applicant.session,
    admin: await sessionOf(admin),
  });
  const cookies: Record<Visitor, Cookie[]> = {
    'signed-out': [],
    newcomer: await newcomer.cookies(),
    client: await client.context.cookies(),
    freelancer: await freelancer.context.cookies(),
    applicant: await applicant.context.cookies(),
    admin: await admin.cookies(),
  };
  for (const context of [client.context, freelancer.context, applicant.context, admin, newcomer]) await context.close();
  return { records, cookies };
}

test('the sweep below opens every route of the router', () => {
  const records: SweepRecords = {
    clientId: 'c',
    freelancerId: 'f',
    openJobId: 'o',
    acceptedJobId: 'a',
    unappliedJobId: 'u',
    activeContractId: 'ac',
    completedContractId: 'cc',
    disputedContractId: 'dc',
  };
  const swept = new Set(VISITORS.flatMap((visitor) => screensOf(visitor, records).map((screen) => screen.pattern)));
  expect(routerPatterns().filter((pattern) => !swept.has(pattern))).toEqual([]);
  expect(routerPatterns().length).toBeGreaterThan(20);
});

/**
 * The records, arranged once per run: a failed test restarts the worker, and the records (on the
 * run's database) and their sessions stay good for the next one. The first worker to claim the
 * run's lock file arranges them; another waits for its file, and arranges its own only if the
 * first never writes one.
 */
async function recordsOfThisRun(browser: Browser, origin: string, outputDir: string): Promise<Arranged> {
  const file = join(outputDir, `sweep-records-${process.env.E2E_DATABASE_NAME}.json`);
  mkdirSync(outputDir, { recursive: true });
  if (!claim(`${file}.lock`)) {
    await expect
      .poll(() => existsSync(file), { timeout: 120_000 })
      .toBe(true)
      .catch(() => undefined);
  }
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const arranged = await arrangeRecords(browser, origin);
  writeFileSync(`${file}.part`, JSON.stringify(arranged));
  renameSync(`${file}.part`, file);
  return arranged;
}

/** Creates the file unless it exists: true for the one caller that made it. */
function claim(lockFile: string): boolean {
  try {
    closeSync(openSync(lockFile, 'wx'));
    return true;
  } catch {
    return false;
  }
}

/** Two animation frames: what a resize or a scheme change re-renders is laid out by then. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/**
 * One test per visitor, sweeping its screens at both sizes in both schemes. Each screen is loaded
 * once and then resized and re-themed in place (the stored theme follows the system's, which the
 * test switches), so the sweep costs one page load per screen. Each screen's problems are soft
 * failures: one run names them all, even when the sweep runs out of time.
 */
test.describe('every screen keeps every word of its badges, buttons and headings, fits its width and passes axe', () => {
  let arranged: Arranged;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    arranged = await recordsOfThisRun(browser, String(test.info().project.use.baseURL), test.info().project.outputDir);
  });

  for (const visitor of VISITORS) {
    const who = visitor === 'signed-out' ? 'a signed-out visitor' : `the ${visitor}`;
    test(`as ${who}, at 390 and 1280 px, light and dark`, async ({ page }) => {
      test.setTimeout(600_000);
      await page.context().addCookies(arranged.cookies[visitor]);
      await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'system'));
      const requests = watchRequests(page);

      for (const screen of screensOf(visitor, arranged.records)) {
        await page.setViewportSize({ width: VIEWPORTS[0].width, height: VIEWPORTS[0].height });
        await page.emulateMedia({ colorScheme: SCHEMES[0] });
        await page.goto(screen.path);
        // A screen's first visit loads its code too, which a busy machine takes its time over.
        await expect(page.getByRole('heading', { level: 1, name: screen.heading }), screen.path).toBeVisible({ timeout: 30_000 });
        await expect(page.getByLabel('Loading'), screen.path).toHaveCount(0);
        await requests.quiet();
        // Drawn on the server whole: a component that reads the browser while it is drawn (window,
        // storage) makes React leave its part to the app, and the page paints a spinner there.
        const drawn = await (await page.request.get(screen.path)).text();
        expect.soft(drawn.includes(CLIENT_RENDERED_PART), `${screen.path} (${visitor}) drawn whole on the server`).toBe(false);

        for (const viewport of VIEWPORTS) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          for (const scheme of SCHEMES) {
            const where = `${screen.path} (${visitor}, ${viewport.width}x${viewport.height}, ${scheme})`;
            await page.emulateMedia({ colorScheme: scheme });
            await expect(page.locator('html'), where).toHaveAttribute('data-mantine-color-scheme', scheme);
            await settled(page);

            const problems = (await findCutText(page)).map((cut) => `${cut.kind} "${cut.text}" cut by ${cut.hiddenPx} px`);
            const overflow = await horizontalOverflow(page);
            if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow} px`);
            // axe at the phone size, as before: its findings hardly depend on the width, and it is the slow
            // part; in dark only the rules that colours decide, the rest having run in light.
            if (viewport.name === 'phone') problems.push(...(await accessibilityViolations(page, 'axe', { scope: scopeFor(scheme) })));
            expect.soft(problems, where).toEqual([]);
          }
        }
      }
    });
  }
});
