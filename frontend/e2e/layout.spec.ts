import { closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser, Cookie, Page } from '@playwright/test';
import { PASSWORD, uniqueName } from './support/accounts';
import { createMember } from './support/api-accounts';
import { accessibilityViolations, horizontalOverflow, scopeFor } from './support/audit';
import { expect, test } from './support/fixtures';
import { findCutText } from './support/layout';
import { watchRequests } from './support/network';
import { signInPrepared } from './support/prepared';
import { routerPatterns, screensOf } from './support/routes';
import type { SweepRecords, Visitor } from './support/routes';
import { ID_IMAGE, VIDEO } from './support/verification-files';
import { PROPOSAL_TERMS, payTermsFor } from './support/api-jobs';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
const VISITORS: Visitor[] = ['signed-out', 'newcomer', 'client', 'freelancer', 'applicant', 'admin'];

async function call(request: APIRequestContext, method: 'get' | 'post' | 'patch', path: string, data?: object) {
  const response = await request[method](path, data ? { data } : undefined);
  if (!response.ok()) throw new Error(`${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`);
  return response.status() === 204 ? undefined : response.json();
}

async function signedInRequest(browser: Browser, firstName: string, role: 'freelancer' | 'client' = 'freelancer') {
  const context = await browser.newContext();
  const member = await createMember(context.request, firstName, role);
  const { id } = await call(context.request, 'get', '/api/auth/user');
  return { context, request: context.request, member, id: id as string };
}

async function preparedAdminRequest(browser: Browser) {
  const context = await browser.newContext();
  await signInPrepared(context.request, 'admin');
  return { context, request: context.request };
}

async function postJob(request: APIRequestContext, title: string, jobType: 'job_offer' | 'job_seeking' = 'job_offer'): Promise<string> {
  const job = await call(request, 'post', '/api/jobs', {
    jobType,
    title,
    description: 'Answer customer chats on weekday evenings, hand tricky cases to the team lead, and keep the shared notes up to date.',
    category: 'customer-service',
    duration: '3 months, 20 hours a week',
    verifiedOnly: false,
    tags: ['Live chat', 'Zendesk', 'Conflict resolution', 'Written English'],
    ...payTermsFor(jobType),
  });
  return job.id;
}

async function apply(request: APIRequestContext, jobId: string): Promise<string> {
  const application = await call(request, 'post', '/api/applications', {
    jobId,
    coverLetter: 'I have answered customer chats for four years and am free every weekday evening.',
    ...PROPOSAL_TERMS,
  });
  return application.id;
}

/** Accepts the application and waits for the contract that follows it (an event of the jobs context). */
async function hire(client: APIRequestContext, applicationId: string, jobId: string): Promise<string> {
  await call(client, 'post', `/api/applications/${applicationId}/accept`, { terms: 'Four evenings a week at the agreed hourly rate.' });
  let contractId: string | undefined;
  await expect
    .poll(async () => {
      const contracts = (await call(client, 'get', '/api/contracts/my')) as { id: string; jobId: string }[];
      contractId = contracts.find((contract) => contract.jobId === jobId)?.id;
      return contractId;
    })
    .toBeDefined();
  return contractId!;
}

/**
 * People and records that make every screen show each of its states: jobs open, closed and
 * cancelled; applications pending, accepted and rejected; contracts active, completed and
 * disputed (open and under review); verifications approved and pending; a pending report; a
 * conversation with a verified partner. The administrator is the prepared one, in a session of its own.
 */
type Arranged = { records: SweepRecords; cookies: Record<Visitor, Cookie[]> };

async function arrangeRecords(browser: Browser): Promise<Arranged> {
  const client = await signedInRequest(browser, 'Maximiliana', 'client');
  const freelancer = await signedInRequest(browser, 'Bartholomew');
  const applicant = await signedInRequest(browser, 'Guinevere');
  const admin = await preparedAdminRequest(browser);
  const newcomer = await browser.newContext();
  const newcomerName = uniqueName('newcomer');
  await call(newcomer.request, 'post', '/api/auth/register', {
    email: `${newcomerName}@example.test`,
    password: PASSWORD,
    firstName: 'Newcomer',
    lastName: 'Tester',
  });

  const openJobId = await postJob(client.request, 'Evening customer chat support for an online shop');
  await apply(applicant.request, openJobId);
  await call(client.request, 'post', `/api/applications/${await apply(freelancer.request, openJobId)}/reject`);

  const acceptedJobId = await postJob(client.request, 'Weekend email support for a travel agency');
  const activeContractId = await hire(client.request, await apply(freelancer.request, acceptedJobId), acceptedJobId);
  await call(client.request, 'post', '/api/disputes', {
    contractId: activeContractId,
    reason: 'The agreed hours were not kept last week.',
  });

  const completedJobId = await postJob(client.request, 'Content moderation for a community forum');
  const completedContractId = await hire(client.request, await apply(freelancer.request, completedJobId), completedJobId);
  await call(client.request, 'post', `/api/contracts/${completedContractId}/complete`);
  await call(freelancer.request, 'post', '/api/reviews', {
    contractId: completedContractId,
    revieweeId: client.id,
    rating: 5,
    comment: 'Clear instructions and quick answers to every question.',
  });

  const disputedJobId = await postJob(client.request, 'Social media management for a bakery');
  const disputedContractId = await hire(client.request, await apply(freelancer.request, disputedJobId), disputedJobId);
  const dispute = await call(freelancer.request, 'post', '/api/disputes', {
    contractId: disputedContractId,
    reason: 'The scope grew beyond the agreed terms.',
  });
  await call(admin.request, 'patch', `/api/admin/disputes/${dispute.id}`, { status: 'under_review' });

  const unappliedJobId = await postJob(client.request, 'Virtual assistant for calendar and inbox');
  // An open invitation: the freelancer's Invitations show Accept and Decline, the client's the one sent.
  await call(client.request, 'post', `/api/jobs/${unappliedJobId}/invitations`, {
    freelancerId: freelancer.id,
    message: 'Your evening availability fits this role; would you send a proposal?',
  });
  await call(client.request, 'post', `/api/jobs/${await postJob(client.request, 'Chat operator for a night shift')}/close`);
  await call(client.request, 'post', `/api/jobs/${await postJob(client.request, 'Customer service for a holiday rush')}/cancel`);

  const availabilityId = await postJob(freelancer.request, 'Available for evening chat and email support', 'job_seeking');
  await call(client.request, 'post', '/api/reports', {
    reportType: 'job',
    targetId: availabilityId,
    reason: 'Asks for a fee before any work starts.',
    evidence: 'See the last paragraph of the post.',
  });

  for (const member of [freelancer, applicant]) {
    const sent = await member.request.post('/api/verifications', { multipart: { idDocument: ID_IMAGE, video: VIDEO } });
    expect(sent.status()).toBe(201);
  }
  const waiting = (await call(admin.request, 'get', '/api/admin/verifications')) as { id: string; userId: string }[];
  const freelancerRequest = waiting.find((request) => request.userId === freelancer.id)!;
  await call(admin.request, 'patch', `/api/admin/verifications/${freelancerRequest.id}`, {
    status: 'approved',
    reviewNote: 'The document and the video match.',
  });

  await call(client.request, 'post', '/api/messages', { receiverId: freelancer.id, content: 'Hello! Are you free to start on Monday?' });
  await call(freelancer.request, 'post', '/api/messages', { receiverId: client.id, content: 'Yes, Monday works for me.' });

  const records: SweepRecords = {
    clientId: client.id,
    freelancerId: freelancer.id,
    openJobId,
    acceptedJobId,
    unappliedJobId,
    activeContractId,
    completedContractId,
    disputedContractId,
  };
  const cookies: Record<Visitor, Cookie[]> = {
    'signed-out': [],
    newcomer: await newcomer.cookies(),
    client: await client.context.cookies(),
    freelancer: await freelancer.context.cookies(),
    applicant: await applicant.context.cookies(),
    admin: await admin.context.cookies(),
  };
  for (const context of [client.context, freelancer.context, applicant.context, admin.context, newcomer]) await context.close();
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
async function recordsOfThisRun(browser: Browser, outputDir: string): Promise<Arranged> {
  const file = join(outputDir, `sweep-records-${process.env.E2E_DATABASE_NAME}.json`);
  mkdirSync(outputDir, { recursive: true });
  if (!claim(`${file}.lock`)) {
    await expect
      .poll(() => existsSync(file), { timeout: 120_000 })
      .toBe(true)
      .catch(() => undefined);
  }
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const arranged = await arrangeRecords(browser);
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
    arranged = await recordsOfThisRun(browser, test.info().project.outputDir);
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
