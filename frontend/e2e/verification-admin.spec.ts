import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { uniqueName } from './support/accounts';
import { createMember } from './support/api-accounts';
import type { ApiMember } from './support/api-accounts';
import { expectFitsAndAccessible, scopeFor } from './support/audit';
import { postJob } from './support/api-jobs';
import { PROPOSAL_TERMS } from './support/job-terms';
import { expect, test } from './support/fixtures';
import { signInPrepared } from './support/prepared';
import { ID_IMAGE, SHORT_VIDEO, VIDEO } from './support/verification-files';

type SignedIn = { context: BrowserContext; page: Page; member: ApiMember };

async function newSignedInPage(browser: Browser, firstName: string, role: 'freelancer' | 'client' = 'freelancer'): Promise<SignedIn> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await createMember(page.request, firstName, role);
  return { context, page, member };
}

/** A page signed in as the prepared administrator, in a session of its own. */
async function newAdminPage(browser: Browser): Promise<SignedIn> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await signInPrepared(page.request, 'admin');
  return { context, page, member };
}

/** A contract between a client and a freelancer, made through the API as the screens would; returns its id. */
async function makeContract(client: APIRequestContext, freelancer: APIRequestContext, title: string): Promise<string> {
  const jobId = await postJob(client, title);
  const applied = await freelancer.post('/api/applications', { data: { jobId, coverLetter: 'Evenings suit me.', ...PROPOSAL_TERMS } });
  expect(applied.status()).toBe(201);
  const accepted = await client.post(`/api/applications/${(await applied.json()).id}/accept`, { data: { terms: 'Four evenings a week.' } });
  expect(accepted.status()).toBe(200);
  // The contract follows the acceptance a moment later (an event of the jobs context).
  let contractId: string | undefined;
  await expect
    .poll(async () => {
      const contracts = (await (await freelancer.get('/api/contracts/my')).json()) as { id: string; jobTitle: string }[];
      contractId = contracts.find((contract) => contract.jobTitle === title)?.id;
      return contractId;
    })
    .toBeDefined();
  return contractId!;
}

/** Opens the bell and the newest unread notification with this title. */
async function followNotification(page: Page, title: string) {
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/unread/);
  await bell.click();
  await page
    .getByRole('button', { name: `Unread: ${title}` })
    .first()
    .click();
}

async function submitVerification(page: Page) {
  await page.goto('/verification');
  await page.locator('input[type="file"][accept="image/jpeg,image/png,image/webp"]').setInputFiles(ID_IMAGE);
  await page.locator('input[type="file"][accept="video/mp4,video/webm,video/quicktime"]').setInputFiles(VIDEO);
  await page.getByRole('button', { name: 'Submit Verification' }).click();
  await expect(page.getByText('Verification submitted')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verification pending' })).toBeVisible();
}

test.describe('verification and the admin panel', () => {
  test('a freelancer gets verified: submits an ID and a video, an admin views them and approves with a note', async ({
    page,
    browser,
    consoleGuard,
  }) => {
    test.setTimeout(120_000);
    const freelancer = await createMember(page.request, 'Fern');
    const admin = await newAdminPage(browser);

    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Get Verified' })).toHaveAttribute('href', '/verification');
    await page.goto('/verification');
    await expect(
      page.getByText(`record a 10-30 second video saying your full name, ${freelancer.firstName} ${freelancer.lastName}`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Submit Verification' }).click();
    await expect(page.getByText('Please upload both ID and video')).toBeVisible();
    // A 3-second video: the server measures it and the screen marks the video with why.
    consoleGuard.expectFailedRequest('/api/verifications', 400);
    await page.locator('input[type="file"][accept="image/jpeg,image/png,image/webp"]').setInputFiles(ID_IMAGE);
    await page.locator('input[type="file"][accept="video/mp4,video/webm,video/quicktime"]').setInputFiles(SHORT_VIDEO);
    await page.getByRole('button', { name: 'Submit Verification' }).click();
    await expect(page.getByText('Failed to submit verification')).toBeVisible();
    const videoField = page.getByRole('button', { name: /^Video/ });
    await expect(videoField).toHaveAttribute('aria-invalid', 'true');
    await expect(videoField).toHaveAccessibleDescription(/Your video is 3 seconds long; it must be 10 to 30 seconds\./);
    await submitVerification(page);

    // The admin sees the request and its figure, opens the documents, then approves with a note.
    await admin.page.goto('/admin/verifications');
    await expect(admin.page.getByLabel('Pending Verifications')).toBeVisible();
    const request = admin.page.getByRole('article', { name: `Verification request of ${freelancer.firstName} ${freelancer.lastName}` });
    await expect(request.getByText(`@${freelancer.username}`)).toBeVisible();
    await expect(request.getByRole('img')).toHaveCount(0);
    // What the server measured, before anything is opened.
    await expect(request.getByText('JPEG · 800 × 504 px · 4 KB')).toBeVisible();
    await expect(request.getByText('MP4 · 12 seconds · 640 × 480 px · 1 KB')).toBeVisible();
    await request.getByRole('button', { name: 'View documents' }).click();
    const image = request.getByRole('img', { name: /^ID document of/ });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(800);
    await expect(request.getByLabel(/^Identity video of/)).toHaveAttribute('src', /\/api\/storage\/objects\//);
    await expect(request.getByText(/^These links expire at \d\d:\d\d\.$/)).toBeVisible();
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(request.getByText('Please write a review note')).toBeVisible();
    await request.getByLabel('Review note').fill('ID and video match. Welcome!');
    await request.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.page.getByText('Verification approved')).toBeVisible();
    await expect(request).toHaveCount(0);

    // The freelancer is verified everywhere after a reload, and the notification leads to /verification.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your identity is verified' })).toBeVisible();
    await expect(page.getByText('Note from our team: ID and video match. Welcome!')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('main').getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Verified' })).toHaveCount(0);
    await followNotification(page, 'Identity verified');
    await expect(page).toHaveURL(/\/verification$/);
    await page.goto('/profile');
    await expect(page.getByRole('main').getByText('Verified', { exact: true }).first()).toBeVisible();

    // The decided request's files can be deleted; the decision stays.
    await page.goto('/verification');
    await page.getByRole('button', { name: 'Delete my documents' }).click();
    await page.getByRole('dialog', { name: 'Delete your documents?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/^Your ID image and video were deleted on /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your identity is verified' })).toBeVisible();
    await admin.context.close();
  });

  test('a client reports a job; the admin resolves it with a note and the client hears the outcome', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await createMember(page.request, 'Cody', 'client');
    const owner = await newSignedInPage(browser, 'Owen');
    const title = `Availability ${uniqueName('r')}`;
    const jobId = await postJob(owner.page.request, title, { jobType: 'job_seeking' });
    const admin = await newAdminPage(browser);
    const reason = `Asks for a fee up front (${uniqueName('reason')})`;

    await page.goto(`/jobs/${jobId}`);
    await page.getByRole('button', { name: 'Report job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report job' });
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByLabel('Evidence').fill('See the last paragraph of the post.');
    await dialog.getByRole('button', { name: 'Submit Report' }).click();
    await expect(page.getByText('Report submitted')).toBeVisible();

    await admin.page.goto('/admin/reports');
    const report = admin.page.getByRole('article').filter({ hasText: reason });
    await expect(report.getByRole('link', { name: title })).toHaveAttribute('href', `/jobs/${jobId}`);
    await expect(report.getByText('See the last paragraph of the post.')).toBeVisible();
    await report.getByLabel('Note to the reporter').fill('The post was taken down.');
    await report.getByRole('button', { name: 'Resolve' }).click();
    await expect(admin.page.getByText('Report resolved')).toBeVisible();
    await expect(report).toHaveCount(0);

    // An admin_action notification only marks itself read.
    await page.goto('/');
    await followNotification(page, 'Your report was reviewed');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');
    await owner.context.close();
    await admin.context.close();
  });

  test('a party opens a dispute on a contract; the admin takes it under review, then resolves it', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await createMember(page.request, 'Dora');
    const client = await newSignedInPage(browser, 'Carl', 'client');
    const title = `Disputed evenings ${uniqueName('d')}`;
    const contractId = await makeContract(client.page.request, page.request, title);
    const admin = await newAdminPage(browser);

    await page.goto(`/contracts/${contractId}`);
    await page.getByRole('button', { name: 'Open Dispute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open Dispute' });
    await dialog.getByLabel('Reason').fill('The last week was not paid.');
    await dialog.getByRole('button', { name: 'Open Dispute' }).click();
    await expect(page.getByText('Dispute opened')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dispute', exact: true })).toBeVisible();
    await expect(page.getByText(/^You opened a dispute on .* It is waiting for an administrator\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open Dispute' })).toHaveCount(0);

    await admin.page.goto('/admin/disputes');
    const dispute = admin.page.getByRole('article', { name: `Dispute on ${title}` });
    await expect(dispute.getByRole('link', { name: 'View contract' })).toHaveAttribute('href', `/contracts/${contractId}`);
    await expect(dispute.getByText('The last week was not paid.')).toBeVisible();
    await dispute.getByRole('button', { name: 'Take under review' }).click();
    await expect(admin.page.getByText('Dispute taken under review')).toBeVisible();
    await expect(dispute.getByText('under review')).toBeVisible();
    await dispute.getByLabel('Resolution').fill('The client pays the last week by Friday.');
    await dispute.getByRole('button', { name: 'Resolve' }).click();
    await expect(admin.page.getByText('Dispute resolved')).toBeVisible();
    await expect(dispute).toHaveCount(0);
    // The contract link works for the admin, who is no party and so has no dispute actions there.
    await admin.page.goto(`/contracts/${contractId}`);
    await expect(admin.page.getByRole('heading', { name: title })).toBeVisible();
    await expect(admin.page.getByRole('button', { name: 'Open Dispute' })).toHaveCount(0);

    // Both parties hear of it; the contract can be disputed again.
    await page.goto('/');
    await followNotification(page, 'Dispute resolved');
    await expect(page).toHaveURL(new RegExp(`/contracts/${contractId}$`));
    await expect(page.getByRole('button', { name: 'Open Dispute' })).toBeVisible();
    await client.context.close();
    await admin.context.close();
  });

  test('/verification and the admin panel fit a 390 px phone and pass axe in light and dark, documents open', async ({ page, browser }) => {
    test.setTimeout(150_000);
    await signInPrepared(page.request, 'admin');
    // Something in every list: a pending verification, a report and a dispute.
    const member = await newSignedInPage(browser, 'Mina');
    const client = await newSignedInPage(browser, 'Cleo', 'client');
    const verification = await member.page.request.post('/api/verifications', { multipart: { idDocument: ID_IMAGE, video: VIDEO } });
    expect(verification.status()).toBe(201);
    const jobId = await postJob(client.page.request, `Audited job ${uniqueName('a')}`);
    const reported = await member.page.request.post('/api/reports', {
      data: { reportType: 'job', targetId: jobId, reason: 'Looks like spam.' },
    });
    expect(reported.status()).toBe(201);
    const contractId = await makeContract(client.page.request, member.page.request, `Audited contract ${uniqueName('c')}`);
    const disputed = await member.page.request.post('/api/disputes', { data: { contractId, reason: 'Unpaid hours.' } });
    expect(disputed.status()).toBe(201);

    await page.setViewportSize({ width: 390, height: 844 });
    for (const theme of ['light', 'dark'] as const) {
      await page.goto('/');
      await page.evaluate((stored) => localStorage.setItem('vite-ui-theme', stored), theme);
      for (const path of ['/admin', '/admin/reports', '/admin/disputes', '/verification']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        await expect(
          page
            .getByRole('article')
            .or(page.getByRole('button', { name: 'Submit Verification' }))
            .first(),
        ).toBeVisible();
        await expectFitsAndAccessible(page, `${path} (${theme})`, { scope: scopeFor(theme) });
      }
      await page.goto('/admin');
      const request = page.getByRole('article', { name: /^Verification request of Mina/ });
      await request.getByRole('button', { name: 'View documents' }).click();
      await expect(request.getByRole('img', { name: /^ID document of/ })).toBeVisible();
      await expectFitsAndAccessible(page, `/admin with documents (${theme})`, { scope: scopeFor(theme) });

      // The member's view of a pending request.
      await member.page.goto('/');
      await member.page.setViewportSize({ width: 390, height: 844 });
      await member.page.evaluate((stored) => localStorage.setItem('vite-ui-theme', stored), theme);
      await member.page.goto('/verification');
      await expect(member.page.getByRole('heading', { name: 'Verification pending' })).toBeVisible();
      await expectFitsAndAccessible(member.page, `/verification pending (${theme})`, { scope: scopeFor(theme) });
    }
    await member.context.close();
    await client.context.close();
  });
});

test('a non-admin on /admin is told Access Denied and taken to the dashboard', async ({ page }) => {
  await createMember(page.request, 'Nora');

  await page.goto('/admin');

  await expect(page.getByText('Access Denied - This page is for administrators only')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
