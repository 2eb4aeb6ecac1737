import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD } from './support/accounts';
import { createMember } from './support/api-accounts';
import { expect, test } from './support/fixtures';
import { signInPrepared } from './support/prepared';

const DRAFT = 'Hello Otto, about the evening shifts: I can start on Monday and';

async function userIdOf(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

async function signInOnThePage(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  // Exact: the field's visibility toggle is labelled 'Toggle password visibility'.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a suspended worker’s open tab says why and until when, and the message they were typing waits for them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const worker = await createMember(page.request, 'Ivy');
  const workerId = await userIdOf(page.request);
  const clientContext = await browser.newContext();
  const client = await createMember(clientContext.request, 'Otto', 'client');
  const clientId = await userIdOf(clientContext.request);

  // The worker is typing to the client when the administrator suspends the account.
  await page.goto(`/messages?userId=${clientId}`);
  await expect(page.getByRole('heading', { level: 2, name: `${client.firstName} ${client.lastName}` })).toBeVisible();
  await page.getByLabel('Message').fill(DRAFT);

  const adminContext = await browser.newContext();
  await signInPrepared(adminContext.request, 'admin');
  const endsAt = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString();
  const suspended = await adminContext.request.post('/api/admin/enforcement-actions', {
    data: { kind: 'suspension', subjectId: workerId, reason: 'Shared a client’s phone number in a public post.', endsAt },
  });
  expect(suspended.status(), await suspended.text()).toBe(201);
  const actionId = ((await suspended.json()) as { id: string }).id;

  // The open tab leaves for sign-in at once and says why, with the administrator's reason.
  await expect(page).toHaveURL(/\/login/);
  const notice = page.getByRole('status').filter({ hasText: 'Your account was suspended' });
  await expect(notice).toContainText(/Your account is suspended until /);
  await expect(notice).toContainText('Reason: Shared a client’s phone number in a public post.');

  // Lifted, the worker signs in again and finds the message as it was typed.
  const lifted = await adminContext.request.post(`/api/admin/enforcement-actions/${actionId}/lift`, {
    data: { reason: 'Removed the post themselves.' },
  });
  expect(lifted.status(), await lifted.text()).toBe(200);
  // The account is restored as the lift's event is handled, a moment later.
  const probe = await browser.newContext();
  await expect
    .poll(async () => (await probe.request.post('/api/auth/login', { data: { email: worker.email, password: PASSWORD } })).status())
    .toBe(200);
  await probe.close();
  await signInOnThePage(page, worker.email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/messages?userId=${clientId}`);
  await expect(page.getByLabel('Message')).toHaveValue(DRAFT);

  await clientContext.close();
  await adminContext.close();
});

test('a password changed on another device signs this tab out with that reason', async ({ page, browser }) => {
  const worker = await createMember(page.request, 'Juno');
  await page.goto('/applications');
  await expect(page).toHaveURL(/\/applications/);

  // The same person, on another device, changes the password (which ends every other session).
  const otherDevice = await browser.newContext();
  const signedIn = await otherDevice.request.post('/api/auth/login', { data: { email: worker.email, password: PASSWORD } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const changed = await otherDevice.request.put('/api/auth/password', {
    data: { currentPassword: PASSWORD, newPassword: `${PASSWORD}-new-2026` },
  });
  expect(changed.status(), await changed.text()).toBeLessThan(300);

  // The open tab is told at once (its socket closes with the reason) and says why.
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('status').filter({ hasText: 'You were signed out' })).toContainText(
    'You were signed out because your password was changed. Sign in with the new password.',
  );
  await otherDevice.close();
});
