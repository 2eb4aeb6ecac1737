import type { APIRequestContext, Page } from '@playwright/test';
import { createMember } from './support/api-accounts';
import { expectFitsAndAccessible, scopeFor } from './support/audit';
import { expect, test } from './support/fixtures';
import { signInPrepared } from './support/prepared';
import { OFFER_PAY_TERMS, PROPOSAL_TERMS } from './support/job-terms';

/** A valid 1×1 PNG: the server checks an upload's bytes, so the picture must be a real image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function pngFile(name: string) {
  return { name, mimeType: 'image/png', buffer: PNG };
}

/** A skill nobody else has, so a search finds only its owner. */
function uniqueSkill(): string {
  return `Skill${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

async function userId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return (await response.json()).id;
}

async function expectOk(response: { status(): number; text(): Promise<string> }, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
}

/** The member's one contract, which follows an acceptance a moment later. */
async function onlyContract(request: APIRequestContext): Promise<{ id: string; clientId: string }> {
  let contracts: { id: string; clientId: string }[] = [];
  await expect
    .poll(async () => {
      contracts = await (await request.get('/api/contracts/my')).json();
      return contracts.length;
    })
    .toBe(1);
  return contracts[0];
}

/** A completed contract between them in which each reviewed the other, so both reviews are published. */
async function completeReviewedContract(client: APIRequestContext, freelancer: APIRequestContext, freelancerId: string) {
  const job = await client.post('/api/jobs', {
    data: {
      jobType: 'job_offer',
      title: 'Weekend chat cover',
      description: 'Saturday and Sunday chats.',
      category: 'chat-operator',
      ...OFFER_PAY_TERMS,
    },
  });
  await expectOk(job, 201);
  const application = await freelancer.post('/api/applications', {
    data: { jobId: (await job.json()).id, coverLetter: 'I cover weekends.', ...PROPOSAL_TERMS },
  });
  await expectOk(application, 201);
  await expectOk(await client.post(`/api/applications/${(await application.json()).id}/accept`, { data: { terms: 'Two weekends.' } }));
  const contract = await onlyContract(client);
  await expectOk(await client.post(`/api/contracts/${contract.id}/complete`));
  await expectOk(
    await client.post('/api/reviews', {
      data: { contractId: contract.id, revieweeId: freelancerId, rating: 5, comment: 'Calm and quick on every chat.' },
    }),
    201,
  );
  await expectOk(
    await freelancer.post('/api/reviews', {
      data: { contractId: contract.id, revieweeId: contract.clientId, rating: 4, comment: 'Clear instructions.' },
    }),
    201,
  );
}

/** The dialog is open and done fading in: axe measures contrast on what is shown. */
async function expectDialogShown(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('opacity', '1');
}

function summaryCard(page: Page, name: string) {
  return page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { level: 2, name }) });
}

test('a freelancer edits the profile, changes the picture in Settings and adds a portfolio item with an image', async ({ page }) => {
  test.setTimeout(90_000);
  const skill = uniqueSkill();
  await createMember(page.request, 'Priya');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Priya Tester' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Profile' });
  await form.getByLabel('First name').fill('Priyanka');
  await form.getByLabel('Bio').fill('Bilingual chat support, nights and weekends.');
  await form.getByLabel('Hourly rate', { exact: true }).fill('35.5');
  await form.getByLabel('Skills').fill(skill);
  await form.getByLabel('Skills').press('Enter');
  await form.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(form).toBeHidden();
  const summary = summaryCard(page, 'Priyanka Tester');
  await expect(summary.getByText('$35.50/hr')).toBeVisible();
  await expect(page.getByText('Bilingual chat support, nights and weekends.')).toBeVisible();
  await expect(page.getByText(skill, { exact: true })).toBeVisible();
  // The header's menu shows the new name at once.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Priyanka Tester')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/settings');
  const headerAvatar = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(headerAvatar).toHaveCount(0);
  await page.locator('input[type="file"][accept="image/*"]').setInputFiles(pngFile('me.png'));
  await expect(page.getByText('Profile picture updated successfully')).toBeVisible();
  await expect(headerAvatar).toHaveAttribute('src', /^\/media\//);
  await expect(page.getByRole('button', { name: 'Remove picture' })).toBeVisible();

  await page.goto('/profile');
  await expect(summaryCard(page, 'Priyanka Tester').locator('img')).toHaveAttribute('src', /^\/media\//);
  await page.getByRole('button', { name: 'Add item' }).click();
  const itemForm = page.getByRole('dialog', { name: 'Add portfolio item' });
  await itemForm.getByLabel('Title').fill('Night desk report');
  await itemForm.getByLabel('Description').fill('Response times over a month of night shifts.');
  await itemForm.locator('input[type="file"]').setInputFiles(pngFile('report.png'));
  await itemForm.getByRole('button', { name: 'Add item' }).click();

  await expect(page.getByText('Portfolio item added')).toBeVisible();
  const item = page.getByRole('article', { name: 'Night desk report' });
  await expect(item.getByRole('img', { name: 'Night desk report' })).toHaveAttribute('src', /^\/media\//);
  await expect(item.getByText('Response times over a month of night shifts.')).toBeVisible();

  // Still there after a reload: saved, not only shown.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Night desk report' })).toBeVisible();
  await expect(page.getByText(skill, { exact: true })).toBeVisible();
});

test('a client finds a freelancer by a unique skill, opens the profile and starts a conversation', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const skill = uniqueSkill();
  const freelancerContext = await browser.newContext();
  const freelancer = (await freelancerContext.newPage()).request;
  await createMember(freelancer, 'Farah');
  const freelancerId = await userId(freelancer);
  await expectOk(
    await freelancer.patch('/api/users/profile', {
      data: { firstName: 'Farah', lastName: 'Tester', bio: 'Email and chat support.', skills: [skill, 'Zendesk'] },
    }),
  );
  await createMember(page.request, 'Cleo', 'client');

  await page.goto('/freelancers');
  await expect(page.getByRole('heading', { level: 1, name: 'Find Service Providers' })).toBeVisible();
  await page.getByPlaceholder('Search by name, skills, or bio...').fill(skill.toLowerCase());
  const farah = page.getByRole('article', { name: 'Farah Tester' });
  await expect(farah).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(farah.getByText('No reviews yet')).toBeVisible();
  await expect(farah.getByText('No trust score yet')).toBeVisible();

  // Farah is not verified: the verified-only search has no one.
  const verifiedOnly = page.getByRole('checkbox', { name: 'Verified only' });
  await verifiedOnly.check();
  await expect(page.getByText('No service providers found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
  await verifiedOnly.uncheck();
  await expect(farah).toBeVisible();

  await farah.getByRole('link', { name: 'View Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${freelancerId}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Farah Tester' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(new RegExp(`/messages\\?userId=${freelancerId}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Farah Tester' })).toBeVisible();
  await expect(page.getByText('No messages yet. Say hello to Farah!')).toBeVisible();
  await freelancerContext.close();
});

test('Verified only keeps the verified freelancers who match', async ({ page, browser }) => {
  const skill = uniqueSkill();
  // Vera is verified from the start (e2e/support/prepared-accounts.mjs); Nico is a new account.
  for (const name of ['Vera', 'Nico']) {
    const context = await browser.newContext();
    const request = (await context.newPage()).request;
    if (name === 'Vera') await signInPrepared(request, 'verifiedFreelancer');
    else await createMember(request, name);
    await expectOk(await request.patch('/api/users/profile', { data: { firstName: name, lastName: 'Tester', skills: [skill] } }));
    await context.close();
  }
  await createMember(page.request, 'Omar', 'client');

  await page.goto('/freelancers');
  await page.getByPlaceholder('Search by name, skills, or bio...').fill(skill);
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Verified only' }).check();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Vera Tester' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Verified only' }).uncheck();
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('the directory and profiles fit a 390 px phone and pass axe in light and dark', async ({ page, browser, consoleGuard }) => {
  test.setTimeout(150_000);
  const skill = uniqueSkill();
  const clientContext = await browser.newContext();
  const client = (await clientContext.newPage()).request;
  await createMember(client, 'Olga', 'client');
  await createMember(page.request, 'Pia');
  const piaId = await userId(page.request);
  await expectOk(
    await page.request.patch('/api/users/profile', {
      data: {
        firstName: 'Pia',
        lastName: 'Tester',
        bio: 'Chat operator for retail and travel brands.',
        location: 'Porto, Portugal',
        hourlyRate: { currency: 'USD', amount: 2800 },
        skills: ['Zendesk', 'Live chat', 'Intercom', skill],
        languages: ['English', 'Portuguese'],
      },
    }),
  );
  await expectOk(
    await page.request.post('/api/portfolio', { data: { title: 'Holiday rush', description: 'Two hundred chats a day.' } }),
    201,
  );
  await completeReviewedContract(client, page.request, piaId);
  const olgaId = await userId(client);

  await page.setViewportSize({ width: 390, height: 844 });
  consoleGuard.expectFailedRequest('/api/users/not-a-user', 400);
  for (const theme of ['light', 'dark'] as const) {
    await page.goto('/');
    await page.evaluate((stored) => localStorage.setItem('vite-ui-theme', stored), theme);

    await page.goto('/freelancers');
    await page.getByPlaceholder('Search by name, skills, or bio...').fill(skill);
    await expect(page.getByRole('article', { name: 'Pia Tester' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    await expectFitsAndAccessible(page, `/freelancers (${theme})`, { scope: scopeFor(theme) });

    await page.goto('/profile');
    await expect(page.getByText('Calm and quick on every chat.')).toBeVisible();
    await expect(page.getByRole('article', { name: 'Holiday rush' })).toBeVisible();
    await page.getByRole('button', { name: 'How is this calculated?' }).click();
    await expect(page.getByText('1 completed contract')).toBeVisible();
    await expectFitsAndAccessible(page, `/profile (${theme})`, { scope: scopeFor(theme) });

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expectDialogShown(page, 'Edit Profile');
    await expectFitsAndAccessible(page, `/profile, Edit Profile (${theme})`, { scope: scopeFor(theme) });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Edit Holiday rush' }).click();
    await expectDialogShown(page, 'Edit portfolio item');
    await expectFitsAndAccessible(page, `/profile, Edit portfolio item (${theme})`, { scope: scopeFor(theme) });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Remove Holiday rush' }).click();
    await expectDialogShown(page, 'Remove this portfolio item?');
    await expectFitsAndAccessible(page, `/profile, Remove portfolio item (${theme})`, { scope: scopeFor(theme) });
    await page.getByRole('button', { name: 'Back' }).click();

    await page.goto(`/profile/${olgaId}`);
    await expect(page.getByRole('link', { name: 'Send Message' })).toBeVisible();
    await expect(page.getByText('Clear instructions.')).toBeVisible();
    await expectFitsAndAccessible(page, `/profile/{id} (${theme})`, { scope: scopeFor(theme) });

    await page.goto('/profile/not-a-user');
    await expect(page.getByText('User not found')).toBeVisible();
    await expectFitsAndAccessible(page, `/profile/not-a-user (${theme})`, { scope: scopeFor(theme) });
  }
  await clientContext.close();
});
