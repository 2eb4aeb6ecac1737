import type { Page } from '@playwright/test';
import { chooseUsername, PASSWORD, signUpThroughLoginPage, uniqueName } from './support/accounts';
import { createMember } from './support/api-accounts';
import { postJob } from './support/api-jobs';
import { PROPOSAL_TERMS } from './support/job-terms';
import { expect, test } from './support/fixtures';
import { latestMail, linkTo } from './support/mailbox';

const NEW_PASSWORD = 'browser-password-reset-2';

async function signInOnSignInScreen(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  // Exact: the field's visibility toggle is labelled 'Toggle password visibility'.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function postAvailability(page: Page, title: string): Promise<void> {
  await page.goto('/jobs/new?type=seeking');
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Experienced chat operator available on weekday evenings.');
  await page.getByLabel('Category').click();
  await page.getByRole('option', { name: 'Chat Operator' }).click();
  await page.getByLabel('Your hourly rate').fill('18');
  await page.getByRole('button', { name: 'Post Availability' }).click();
}

test('a newcomer confirms their address with the emailed link, and only then posts', async ({ page, consoleGuard }) => {
  const email = await signUpThroughLoginPage(page, 'Nora', 'Newcomer');
  await chooseUsername(page, uniqueName('nora'));
  const banner = page.getByRole('status').filter({ hasText: 'Confirm your email address to post jobs, apply and send messages.' });
  await expect(banner).toContainText(`We sent a link to ${email}.`);

  // The server refuses the post; the screen says what to do.
  consoleGuard.expectFailedRequest('/api/jobs', 403);
  await postAvailability(page, `Evening chats ${uniqueName('e')}`);
  await expect(page.getByText('Confirm your email address first: open the link we sent you.')).toBeVisible();

  // The link of the email the product sent, as its owner opens it.
  const mail = await latestMail(page.request, email, /^Confirm your email address$/);
  expect(mail.text).toContain('Hi Nora,');
  await page.goto(linkTo(mail, '/verify-email'));
  await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();
  await expect(page.getByText(`${email} is confirmed. You can now post jobs, apply and send messages.`)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page.getByText('Nora Newcomer')).toBeVisible();
  await expect(banner).toHaveCount(0);

  const title = `Evening chats ${uniqueName('e')}`;
  await postAvailability(page, title);
  await expect(page.getByText('Post created')).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('a forgotten password: the emailed link sets a new one, every old session ends, the new one signs in', async ({
  page,
  browser,
  consoleGuard,
}) => {
  consoleGuard.expectFailedRequest('/api/auth/login', 401);
  consoleGuard.expectFailedRequest('/api/auth/password-reset/confirm', 400);
  const member = await createMember(page.request, 'Rowan');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  const forgetful = await browser.newContext();
  try {
    const screen = await forgetful.newPage();
    await screen.goto('/login');
    await screen.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(screen).toHaveURL(/\/forgot-password$/);
    // The sign-in screen, and its Email field, stay until the new screen's code has loaded.
    await expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await screen.getByLabel('Email').fill(member.email);
    await screen.getByRole('button', { name: 'Send reset link' }).click();
    await expect(screen.getByText('If an account uses this address, we sent it a link to reset the password.')).toBeVisible();

    const mail = await latestMail(screen.request, member.email, /password/i);
    await screen.goto(linkTo(mail, '/reset-password'));
    await expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await screen.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await screen.getByRole('button', { name: 'Change password' }).click();
    await expect(screen.getByText('Password changed. Sign in with your new password.')).toBeVisible();

    // The session that was open elsewhere ended with the reset: the next screen it opens is the sign-in.
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login/);

    await screen.getByRole('link', { name: 'Sign in' }).click();
    await expect(screen).toHaveURL(/\/login$/);
    await expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await signInOnSignInScreen(screen, member.email, PASSWORD);
    await expect(screen.getByText('Invalid email or password')).toBeVisible();
    await signInOnSignInScreen(screen, member.email, NEW_PASSWORD);
    await expect(screen.getByText(`${member.firstName} ${member.lastName}`)).toBeVisible();

    // The link worked once.
    await screen.goto(linkTo(mail, '/reset-password'));
    await screen.getByLabel('New password', { exact: true }).fill('browser-password-reset-3');
    await screen.getByRole('button', { name: 'Change password' }).click();
    await expect(screen.getByText('This link is invalid or has expired. Ask for a new one.')).toBeVisible();
  } finally {
    await forgetful.close();
  }
});

test('the unsubscribe link of a notification email works signed out, for its topic only', async ({ page, browser }) => {
  const client = await createMember(page.request, 'Uma', 'client');
  const title = `Weekend chat support ${uniqueName('w')}`;
  const jobId = await postJob(page.request, title);
  const applicantContext = await browser.newContext();
  const reader = await browser.newContext();
  try {
    await createMember(applicantContext.request, 'Abel');
    const applied = await applicantContext.request.post('/api/applications', {
      data: { jobId, coverLetter: 'I have answered weekend chats for two web shops.', ...PROPOSAL_TERMS },
    });
    expect(applied.status()).toBe(201);

    const mail = await latestMail(page.request, client.email, /^New application to/);
    expect(mail.subject).toBe(`New application to “${title}”`);
    const screen = await reader.newPage();
    await screen.goto(linkTo(mail, '/unsubscribe'));
    await expect(screen.getByText(/^Stop emails about Applications to your jobs to u\*\*\*@example\.test\?$/)).toBeVisible();
    // Opening the page changed nothing: only the button does.
    const before = (await (await page.request.get('/api/email/preferences')).json()) as { topics: { topic: string; enabled: boolean }[] };
    expect(before.topics.find(({ topic }) => topic === 'applications')?.enabled).toBe(true);
    await screen.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(screen.getByText('You will no longer get emails about Applications to your jobs.', { exact: false })).toBeVisible();

    await page.goto('/settings');
    await expect(page.getByRole('switch', { name: 'Applications to your jobs' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Contracts started and completed' })).toBeChecked();
  } finally {
    await applicantContext.close();
    await reader.close();
  }
});
