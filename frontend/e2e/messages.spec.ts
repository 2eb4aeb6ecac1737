import type { APIRequestContext, Browser, Locator, Page, Route } from '@playwright/test';
import { createMember } from './support/api-accounts';
import { expectFitsAndAccessible, scopeFor } from './support/audit';
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

/** A cold page's first screen, on a machine shared with other runs, may take longer than one expectation. */
const FIRST_LOAD = { timeout: 60_000 };

/** The viewer's messages of a thread that are still sending, or that failed. */
function outgoing(log: Locator, status: 'sending' | 'failed') {
  return log.locator(`[data-outgoing="${status}"]`);
}

/** The text of every message bubble of a thread, in order. */
function bubbles(log: Locator) {
  return log.locator('.mantine-Paper-root');
}

async function conversationWith(request: APIRequestContext, otherUserId: string): Promise<string> {
  const response = await request.get(`/api/conversations/with/${otherUserId}`);
  expect(response.status()).toBe(200);
  return (await response.json()).conversation.id;
}

/** The contents of a conversation's messages as the API lists them, oldest first. */
async function storedContents(request: APIRequestContext, conversationId: string): Promise<string[]> {
  const response = await request.get(`/api/messages/${conversationId}?limit=100`);
  expect(response.status()).toBe(200);
  return (await response.json()).map((message: { content: string }) => message.content);
}

/** Two signed-in users, each in a browser context of their own, with the conversation open on both sides. */
async function twoUsersChatting(senderPage: Page, browser: Browser, firstMessage: string) {
  await createMember(senderPage.request, 'Sam', 'client');
  const senderId = await userId(senderPage.request);
  const receiverContext = await browser.newContext();
  const receiverPage = await receiverContext.newPage();
  await createMember(receiverPage.request, 'Rita', 'freelancer');
  const receiverId = await userId(receiverPage.request);
  const opened = await senderPage.request.post('/api/messages', { data: { receiverId, content: firstMessage } });
  expect(opened.status()).toBe(201);

  await senderPage.goto(`/messages?userId=${receiverId}`);
  await receiverPage.goto(`/messages?userId=${senderId}`);
  const senderLog = thread(senderPage, 'Rita Tester');
  const receiverLog = thread(receiverPage, 'Sam Tester');
  await expect(senderLog.getByText(firstMessage)).toBeVisible(FIRST_LOAD);
  await expect(receiverLog.getByText(firstMessage)).toBeVisible(FIRST_LOAD);
  return { receiverPage, receiverContext, senderLog, receiverLog, conversationId: await conversationWith(senderPage.request, receiverId) };
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
  await expect(statCard(freelancerPage, 'Unread Messages')).toContainText('0', FIRST_LOAD);
  await expect(messagesLink(freelancerPage)).toHaveAccessibleName('Messages');

  // The first message starts the conversation.
  await clientPage.goto(`/messages?userId=${freelancerId}`);
  await expect(clientPage.getByRole('heading', { level: 2, name: 'Felix Tester' })).toBeVisible(FIRST_LOAD);
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
  await expect(thread(freelancerPage, 'Carla Tester').getByText('Yes, from 22:00.')).toBeVisible(FIRST_LOAD);

  // The freelancer blocks the client: the client can no longer send.
  await freelancerPage.getByRole('button', { name: 'Block' }).click();
  await freelancerPage.getByRole('dialog', { name: 'Block Carla Tester?' }).getByRole('button', { name: 'Block' }).click();
  await expect(freelancerPage.getByText('You blocked this user.')).toBeVisible();
  await expect(freelancerPage.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  consoleGuard.expectFailedRequest('/api/messages', 403);
  await send(clientPage, 'Are you still there?');
  await expect(clientPage.getByText('Failed to send message')).toBeVisible();
  await expect(clientPage.getByText('You cannot message this user')).toBeVisible();
  await expect(clientPage.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  const notSent = outgoing(thread(clientPage, 'Felix Tester'), 'failed');
  await expect(notSent).toContainText('Are you still there?');
  await expect(notSent).toContainText('Not sent');

  // Settings lists the block and lifts it.
  await freelancerPage.goto('/settings');
  await freelancerPage.getByRole('button', { name: 'Unblock Carla Tester' }).click(FIRST_LOAD);
  await expect(freelancerPage.getByText('User unblocked')).toBeVisible();
  await expect(freelancerPage.getByText("You haven't blocked anyone.")).toBeVisible();

  await notSent.getByRole('button', { name: 'Retry' }).click();
  await expect(thread(clientPage, 'Felix Tester').getByText('Are you still there?')).toBeVisible();
  await expect(notSent).toHaveCount(0);
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
    await expectFitsAndAccessible(page, `/messages (${theme})`, { scope: scopeFor(theme) });

    await page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: /Olga Tester/ })
      .click();
    await expect(thread(page, 'Olga Tester').getByText('Yes, I can.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Conversations' })).toBeHidden();
    await expectFitsAndAccessible(page, `/messages?userId= (${theme})`, { scope: scopeFor(theme) });

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

test('a message typed while the previous one is sending stays in the box, and the previous one arrives', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { receiverContext, senderLog, receiverLog, conversationId } = await twoUsersChatting(page, browser, 'Morning!');

  // Hold the next send on its way until the test lets it go.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  await page.route('**/api/messages', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    held();
    await released;
    await route.continue();
  });

  const box = page.getByRole('textbox', { name: 'Message' });
  await send(page, 'Is the job still open?');
  await expect(box).toHaveValue('');
  await holding;
  const pending = outgoing(senderLog, 'sending');
  await expect(pending).toContainText('Is the job still open?');
  await expect(pending).toContainText('Sending…');

  await box.pressSequentially('And can I start Monday?');
  await expect(box).toHaveValue('And can I start Monday?');
  release();

  await expect(pending).toHaveCount(0);
  await expect(bubbles(senderLog)).toHaveText(['Morning!', 'Is the job still open?']);
  await expect(box).toHaveValue('And can I start Monday?');
  await expect(bubbles(receiverLog)).toHaveText(['Morning!', 'Is the job still open?']);

  await page.unroute('**/api/messages');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const all = ['Morning!', 'Is the job still open?', 'And can I start Monday?'];
  await expect(bubbles(senderLog)).toHaveText(all);
  await expect(bubbles(receiverLog)).toHaveText(all);
  expect(await storedContents(page.request, conversationId)).toEqual(all);
  await receiverContext.close();
});

test('ten quick sends all arrive, once each and in order, for both users and in the API', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { receiverContext, senderLog, receiverLog, conversationId } = await twoUsersChatting(page, browser, 'Ready?');
  const texts = Array.from({ length: 10 }, (_, index) => `Quick message ${index + 1}`);

  const box = page.getByRole('textbox', { name: 'Message' });
  for (const text of texts) {
    await box.fill(text);
    await box.press('Enter');
    await page.waitForTimeout(250);
  }

  const all = ['Ready?', ...texts];
  await expect(outgoing(senderLog, 'sending')).toHaveCount(0, { timeout: 20_000 });
  await expect(bubbles(senderLog)).toHaveText(all);
  await expect(bubbles(receiverLog)).toHaveText(all);
  expect(await storedContents(page.request, conversationId)).toEqual(all);
  await receiverContext.close();
});

test('a send that fails shows as not sent with Retry, and Retry stores it once', async ({ page, browser, consoleGuard }) => {
  test.setTimeout(120_000);
  const { receiverContext, senderLog, receiverLog, conversationId } = await twoUsersChatting(page, browser, 'Hello');
  consoleGuard.expectFailedRequest('/api/messages', 503);
  const unavailable = { statusCode: 503, code: 'UNAVAILABLE', message: 'Service unavailable' };

  // The first attempt never reaches the server.
  await page.route('**/api/messages', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, json: unavailable }) : route.fallback(),
  );
  await send(page, 'Did you get my file?');
  await expect(page.getByText('Failed to send message')).toBeVisible();
  const failed = outgoing(senderLog, 'failed');
  await expect(failed).toContainText('Did you get my file?');
  await expect(failed).toContainText('Not sent');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await page.unroute('**/api/messages');

  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toHaveCount(0);
  await expect(bubbles(senderLog)).toHaveText(['Hello', 'Did you get my file?']);
  await expect(bubbles(receiverLog)).toHaveText(['Hello', 'Did you get my file?']);

  // The next attempt is stored but its answer is lost, and the thread cannot fetch it meanwhile:
  // it shows as not sent, and Retry answers the stored message instead of storing a second.
  let releaseReads!: () => void;
  const readsReleased = new Promise<void>((resolve) => (releaseReads = resolve));
  await page.route(`**/api/messages/${conversationId}**`, async (route) => {
    await readsReleased;
    await route.continue();
  });
  let attempts = 0;
  await page.route('**/api/messages', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    attempts += 1;
    if (attempts > 1) return route.continue();
    // Sent again once if the server closed the reused connection as it went out (ECONNRESET).
    await route.fetch({ maxRetries: 1 });
    await route.fulfill({ status: 503, json: unavailable });
  });
  await send(page, 'Here it is again');
  const all = ['Hello', 'Did you get my file?', 'Here it is again'];
  await expect(bubbles(receiverLog)).toHaveText(all);
  await expect(failed).toContainText('Here it is again');
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(failed).toHaveCount(0);
  await expect(bubbles(senderLog)).toHaveText(all);
  releaseReads();
  await page.unrouteAll({ behavior: 'wait' });

  expect(attempts).toBe(2);
  await page.reload();
  await expect(bubbles(senderLog)).toHaveText(all, FIRST_LOAD);
  await expect(bubbles(receiverLog)).toHaveText(all);
  expect(await storedContents(page.request, conversationId)).toEqual(all);
  await receiverContext.close();
});
