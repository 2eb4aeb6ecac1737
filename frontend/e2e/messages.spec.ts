import type { APIRequestContext, Page } from '@playwright/test';
import { createMember } from './support/api-accounts';
import { expectFitsAndAccessible } from './support/audit';
import { expect, test } from './support/fixtures';

async function userId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return (await response.json()).id;
}

function statCard(page: Page, label: string) {
  return page.locator(`[aria-label="${label}"]`);
}

function messagesLink(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
}

function thread(page: Page, otherName: string) {
  return page.getByRole('log', { name: `Messages with ${otherName}` });
}

async function send(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
}

test('a client and a freelancer chat live: unread counts, read receipts, links and blocking', async ({
  page: clientPage,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(150_000);
  await createMember(clientPage.request, 'Carla', 'client');
  const clientId = await userId(clientPage.request);
  const freelancerContext = await browser.newContext();
  const freelancerPage = await freelancerContext.newPage();
  await createMember(freelancerPage.request, 'Felix', 'freelancer');
  const freelancerId = await userId(freelancerPage.request);

  await freelancerPage.goto('/');
  await expect(statCard(freelancerPage, 'Unread Messages')).toContainText('0');
  await expect(messagesLink(freelancerPage)).toHaveAccessibleName('Messages');

  // The first message starts the conversation.
  await clientPage.goto(`/messages?userId=${freelancerId}`);
  await expect(clientPage.getByRole('heading', { level: 2, name: 'Felix Tester' })).toBeVisible();
  await expect(clientPage.getByText('No messages yet. Say hello to Felix!')).toBeVisible();
  await send(clientPage, 'Hi Felix, are you free tonight?');
  await expect(thread(clientPage, 'Felix Tester').getByText('Hi Felix, are you free tonight?')).toBeVisible();
  await expect(clientPage.getByRole('textbox', { name: 'Message' })).toHaveValue('');

  // The freelancer's badge and dashboard count go up without a reload.
  await expect(messagesLink(freelancerPage)).toHaveAccessibleName(/1 unread message$/);
  await expect(statCard(freelancerPage, 'Unread Messages')).toContainText('1');

  // The notification leads to the conversation; opening it reads the message.
  const bell = freelancerPage.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/unread/);
  await bell.click();
  await freelancerPage.getByRole('button', { name: 'Unread: New message' }).click();
  await expect(freelancerPage).toHaveURL(new RegExp(`/messages\\?userId=${clientId}$`));
  await expect(thread(freelancerPage, 'Carla Tester').getByText('Hi Felix, are you free tonight?')).toBeVisible();
  await expect(messagesLink(freelancerPage)).toHaveAccessibleName('Messages');
  await expect(
    freelancerPage.getByRole('navigation', { name: 'Conversations' }).getByRole('link', { name: /Carla Tester/ }),
  ).toHaveAttribute('aria-current', 'page');

  // The client sees it was read, live.
  await expect(thread(clientPage, 'Felix Tester').getByText('Seen')).toBeVisible();

  // The reply arrives live in the client's open thread, which reads it at once.
  await send(freelancerPage, 'Yes, from 22:00.');
  await expect(thread(clientPage, 'Felix Tester').getByText('Yes, from 22:00.')).toBeVisible();
  await expect(thread(freelancerPage, 'Carla Tester').getByText('Seen')).toBeVisible();
  await expect(messagesLink(clientPage)).toHaveAccessibleName('Messages');

  await freelancerPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(statCard(freelancerPage, 'Unread Messages')).toContainText('0');

  // Both spellings of the address open the conversation.
  await freelancerPage.goto(`/messages?user=${clientId}`);
  await expect(thread(freelancerPage, 'Carla Tester').getByText('Yes, from 22:00.')).toBeVisible();

  // The freelancer blocks the client: the client can no longer send.
  await freelancerPage.getByRole('button', { name: 'Block' }).click();
  await freelancerPage.getByRole('dialog', { name: 'Block Carla Tester?' }).getByRole('button', { name: 'Block' }).click();
  await expect(freelancerPage.getByText('You blocked this user.')).toBeVisible();
  await expect(freelancerPage.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  consoleGuard.expectFailedRequest('/api/messages', 403);
  await send(clientPage, 'Are you still there?');
  await expect(clientPage.getByText('Failed to send message')).toBeVisible();
  await expect(clientPage.getByText('You cannot message this user')).toBeVisible();
  await expect(clientPage.getByRole('textbox', { name: 'Message' })).toHaveValue('Are you still there?');

  // Settings lists the block and lifts it.
  await freelancerPage.goto('/settings');
  await freelancerPage.getByRole('button', { name: 'Unblock Carla Tester' }).click();
  await expect(freelancerPage.getByText('User unblocked')).toBeVisible();
  await expect(freelancerPage.getByText("You haven't blocked anyone.")).toBeVisible();

  await clientPage.getByRole('button', { name: 'Send' }).click();
  await expect(thread(clientPage, 'Felix Tester').getByText('Are you still there?')).toBeVisible();
  await freelancerContext.close();
});

test('the messages screen fits a phone, one pane at a time, and passes axe in light and dark', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const otherContext = await browser.newContext();
  const other = (await otherContext.newPage()).request;
  await createMember(other, 'Olga', 'client');
  const otherId = await userId(other);
  await createMember(page.request, 'Pia', 'freelancer');
  const sent = await other.post('/api/messages', { data: { receiverId: await userId(page.request), content: 'Can you start on Monday?' } });
  expect(sent.status()).toBe(201);
  const reply = await page.request.post('/api/messages', { data: { receiverId: otherId, content: 'Yes, I can.' } });
  expect(reply.status()).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  for (const theme of ['light', 'dark'] as const) {
    await page.goto('/');
    await page.evaluate((stored) => localStorage.setItem('vite-ui-theme', stored), theme);

    await page.goto('/messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    await expect(page.getByText('No conversation selected')).toBeHidden();
    await expectFitsAndAccessible(page, `/messages (${theme})`);

    await page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: /Olga Tester/ })
      .click();
    await expect(thread(page, 'Olga Tester').getByText('Yes, I can.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeHidden();
    await expectFitsAndAccessible(page, `/messages?userId= (${theme})`);

    await page.getByRole('link', { name: 'Back to conversations' }).click();
    await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeVisible();
  }

  // The empty screen of someone without conversations.
  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  await createMember(newcomer.request, 'Nia', 'client');
  await newcomer.goto('/messages');
  await expect(newcomer.getByText('No conversations yet')).toBeVisible();
  await expectFitsAndAccessible(newcomer, '/messages without conversations');
  await Promise.all([otherContext.close(), newcomerContext.close()]);
});
