import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Browser, BrowserContext, Page, Route } from '@playwright/test';
import { createMember } from './support/api-accounts';
import { accessibilityViolations, horizontalOverflow, scopeFor } from './support/audit';
import { expect, test } from './support/fixtures';

/** A cold page's first screen, on a machine shared with other runs, may take longer than one expectation. */
const FIRST_LOAD = { timeout: 60_000 };

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** A real PNG of one colour, `width` × `height` (the server reads its header for the dimensions). */
function png(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF that says `words` (no title of its own: a viewer shows the file's name). */
function pdf(words: string): Buffer {
  const stream = `BT /F1 24 Tf 20 100 Td (${words}) Tj ET`;
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
      `4 0 obj<</Length ${stream.length}>>stream`,
      stream,
      'endstream endobj',
      '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
      'trailer<</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

const DIAGRAM: FilePayload = { name: 'diagram.png', mimeType: 'image/png', buffer: png(64, 48, [30, 120, 200]) };
const REPORT: FilePayload = { name: 'report.pdf', mimeType: 'application/pdf', buffer: pdf('Hello from the report') };

type Party = { page: Page; context: BrowserContext; id: string; name: string };

async function userId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/auth/user');
  expect(response.status()).toBe(200);
  return (await response.json()).id;
}

function thread(page: Page, otherName: string) {
  return page.getByRole('log', { name: `Messages with ${otherName}` });
}

/** The composer's picked files (the picker's list). */
function pickedFiles(page: Page) {
  return page.getByRole('list', { name: 'Attached files' }).getByRole('listitem');
}

function picked(page: Page, name: string) {
  return pickedFiles(page).filter({ hasText: name });
}

/** A picked file's progress bar (its track: the bar itself is 0 px wide until the first bytes are sent). */
function uploadProgress(page: Page, name: string) {
  return page.locator('.mantine-Progress-root').filter({ has: page.getByRole('progressbar', { name: `Uploading ${name}` }) });
}

/** Chooses files through the composer's "Attach files" button and the browser's file dialog, as a person would. */
async function attach(page: Page, files: FilePayload[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach files' }).click();
  await (await chooser).setFiles(files);
}

/** Two signed-in users, each in a browser context of their own, with their conversation open on both sides. */
async function twoUsersChatting(senderPage: Page, browser: Browser, firstMessage: string): Promise<{ sender: Party; receiver: Party }> {
  await createMember(senderPage.request, 'Sam', 'client');
  const receiverContext = await browser.newContext();
  const receiverPage = await receiverContext.newPage();
  await createMember(receiverPage.request, 'Rita', 'freelancer');
  const sender: Party = { page: senderPage, context: senderPage.context(), id: await userId(senderPage.request), name: 'Sam Tester' };
  const receiver: Party = { page: receiverPage, context: receiverContext, id: await userId(receiverPage.request), name: 'Rita Tester' };
  const opened = await senderPage.request.post('/api/messages', { data: { receiverId: receiver.id, content: firstMessage } });
  expect(opened.status()).toBe(201);

  await senderPage.goto(`/messages?userId=${receiver.id}`);
  await receiverPage.goto(`/messages?userId=${sender.id}`);
  await expect(thread(senderPage, receiver.name).getByText(firstMessage)).toBeVisible(FIRST_LOAD);
  await expect(thread(receiverPage, sender.name).getByText(firstMessage)).toBeVisible(FIRST_LOAD);
  return { sender, receiver };
}

type StoredMessage = { id: string; content: string; attachments: { id: string; name: string; contentType: string; bytes: number }[] };

/** A conversation's messages as the API lists them, oldest first. */
async function storedMessages(request: APIRequestContext, otherUserId: string): Promise<StoredMessage[]> {
  const conversation = await request.get(`/api/conversations/with/${otherUserId}`);
  expect(conversation.status()).toBe(200);
  const response = await request.get(`/api/messages/${(await conversation.json()).conversation.id}?limit=100`);
  expect(response.status()).toBe(200);
  return response.json();
}

/** Fetches a file through the link the API gives the caller: its status and headers. */
async function openThroughLink(request: APIRequestContext, attachmentId: string) {
  const link = await request.get(`/api/attachments/${attachmentId}/link`);
  expect(link.status()).toBe(200);
  const served = await request.get((await link.json()).url);
  return { status: served.status(), headers: served.headers(), body: await served.body() };
}

/**
 * What Chrome's PDF viewer shows as the document's title in `page` (the file's name for a PDF
 * without a title of its own), once the viewer has loaded the file; null while it has not, or when
 * the viewer is blocked (Chrome then shows its error page instead of the viewer's frame).
 */
async function pdfViewerTitle(page: Page): Promise<string | null> {
  for (const frame of page.frames()) {
    if (!frame.url().startsWith('chrome-extension://')) continue;
    const title = await frame
      .evaluate(
        () =>
          document.querySelector('pdf-viewer')?.shadowRoot?.querySelector('viewer-toolbar')?.shadowRoot?.querySelector('#title')
            ?.textContent ?? null,
      )
      .catch(() => null);
    if (title) return title.trim();
  }
  return null;
}

test('a file sent in a message arrives live, previewed or as a chip that opens it, for the two parties only', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const { sender, receiver } = await twoUsersChatting(page, browser, 'Here are the files');
  const senderLog = thread(sender.page, receiver.name);
  const receiverLog = thread(receiver.page, sender.name);

  // The uploads are held on their way, so their progress shows, and the message waits for them.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await sender.page.route('**/api/attachments', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await released;
    await route.continue();
  });
  await attach(sender.page, [DIAGRAM, REPORT]);
  await expect(pickedFiles(sender.page)).toHaveCount(2);
  for (const file of [DIAGRAM, REPORT]) {
    await expect(picked(sender.page, file.name)).toHaveAttribute('data-upload', 'uploading');
    await expect(uploadProgress(sender.page, file.name)).toBeVisible();
  }
  const box = sender.page.getByRole('textbox', { name: 'Message' });
  await box.fill('The diagram and the report');
  const sendButton = sender.page.getByRole('button', { name: 'Send' });
  await expect(sendButton).toBeDisabled();

  release();
  await expect(picked(sender.page, 'diagram.png')).toHaveAttribute('data-upload', 'done');
  await expect(picked(sender.page, 'report.pdf')).toHaveAttribute('data-upload', 'done');
  await expect(sender.page.getByRole('progressbar')).toHaveCount(0);
  await sender.page.unrouteAll({ behavior: 'wait' });
  await expect(sendButton).toBeEnabled();
  await sendButton.click();

  // The composer starts afresh; the message shows its files on both sides, the receiver's live.
  await expect(box).toHaveValue('');
  await expect(pickedFiles(sender.page)).toHaveCount(0);
  for (const log of [senderLog, receiverLog]) {
    await expect(log.getByText('The diagram and the report')).toBeVisible();
    const preview = log.getByRole('img', { name: 'diagram.png' });
    await expect(preview).toBeVisible();
    // Drawn from the file itself, through its short-lived link.
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(64);
    await expect(log.getByRole('button', { name: /^Open report\.pdf, \d+ B$/ })).toBeVisible();
  }

  // The receiver opens the PDF: a new tab shows it in the browser's PDF viewer under its name.
  // The link is served with a sandboxing Content-Security-Policy; Chrome still runs its viewer
  // for the top-level document (a sandboxed frame would get Chrome's error page instead).
  const tabOpened = receiver.page.waitForEvent('popup');
  await receiverLog.getByRole('button', { name: /^Open report\.pdf/ }).click();
  const tab = await tabOpened;
  await tab.waitForURL(/\/api\/storage\/objects\//);
  await expect.poll(() => pdfViewerTitle(tab), { timeout: 20_000 }).toBe('report.pdf');
  expect(tab.frames().filter((frame) => frame.url().startsWith('chrome-error://'))).toEqual([]);
  await tab.close();

  // The image's preview opens the full image in a new tab.
  const imageOpened = receiver.page.waitForEvent('popup');
  await receiverLog.getByRole('link', { name: 'Open diagram.png' }).click();
  const imageTab = await imageOpened;
  await imageTab.waitForURL(/\/api\/storage\/objects\//);
  await expect(imageTab.locator('img')).toBeVisible();
  expect(await imageTab.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(64);
  await imageTab.close();

  // Through the API: the links work for both parties, with the type read from the bytes.
  const message = (await storedMessages(sender.page.request, receiver.id)).at(-1)!;
  expect(message.content).toBe('The diagram and the report');
  // Listed oldest first: the two uploads ran at once, so either may have been stored first.
  const files = message.attachments.toSorted((a, b) => a.name.localeCompare(b.name));
  expect(files.map(({ name, contentType }) => ({ name, contentType }))).toEqual([
    { name: 'diagram.png', contentType: 'image/png' },
    { name: 'report.pdf', contentType: 'application/pdf' },
  ]);
  const [image, report] = files;
  for (const party of [sender, receiver]) {
    const served = await openThroughLink(party.page.request, image.id);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body, DIAGRAM.buffer)).toBe(0);
    const document = await openThroughLink(party.page.request, report.id);
    expect(document.status).toBe(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toMatch(/^inline; filename="report\.pdf"/);
    expect(document.headers['x-content-type-options']).toBe('nosniff');
    // The policy the viewer above rendered under: no script of the file's ever runs as our page.
    expect(document.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(Buffer.compare(document.body, REPORT.buffer)).toBe(0);
  }

  // Anyone else signed in is told the files do not exist.
  const strangerContext = await browser.newContext();
  const stranger = (await strangerContext.newPage()).request;
  await createMember(stranger, 'Stan', 'client');
  for (const attachment of message.attachments) {
    const refused = await stranger.get(`/api/attachments/${attachment.id}/link`);
    expect(refused.status()).toBe(404);
    expect((await refused.json()).code).toBe('ATTACHMENTS.NOT_FOUND');
  }
  await Promise.all([strangerContext.close(), receiver.context.close()]);
});

test('an upload whose answer is lost shows Retry, and Retry stores and attaches the file once', async ({ page, browser, consoleGuard }) => {
  test.setTimeout(150_000);
  const { sender, receiver } = await twoUsersChatting(page, browser, 'Sending the invoice');
  consoleGuard.expectError(/net::ERR_/);

  // The first attempt reaches the server, which stores the file, but its answer never arrives.
  let attempts = 0;
  await sender.page.route('**/api/attachments', async (route: Route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    attempts += 1;
    if (attempts > 1) return route.continue();
    // Sent again once if the server closed the reused connection as it went out (ECONNRESET): that
    // request never reached it, and the attempt under test is the one it answers.
    const answer = await route.fetch({ maxRetries: 1 });
    expect(answer.status()).toBe(201);
    await route.abort('connectionreset');
  });
  const invoice: FilePayload = { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf('Invoice 42') };
  await attach(sender.page, [invoice]);
  const item = picked(sender.page, 'invoice.pdf');
  await expect(item).toHaveAttribute('data-upload', 'failed');
  await expect(item.getByRole('alert')).toHaveText('The upload was interrupted');
  await sender.page.getByRole('textbox', { name: 'Message' }).fill('The invoice for March');
  const sendButton = sender.page.getByRole('button', { name: 'Send' });
  await expect(sendButton).toBeDisabled();

  await item.getByRole('button', { name: 'Retry' }).click();
  await expect(item).toHaveAttribute('data-upload', 'done');
  expect(attempts).toBe(2);
  await sender.page.unrouteAll({ behavior: 'wait' });
  await sendButton.click();

  await expect(thread(receiver.page, sender.name).getByRole('button', { name: /^Open invoice\.pdf/ })).toBeVisible();
  await expect(thread(sender.page, receiver.name).getByRole('button', { name: /^Open invoice\.pdf/ })).toHaveCount(1);

  // One file with the message, and one stored for the sender: the retry answered the first copy.
  const message = (await storedMessages(sender.page.request, receiver.id)).at(-1)!;
  expect(message.content).toBe('The invoice for March');
  expect(message.attachments.map(({ name, bytes }) => ({ name, bytes }))).toEqual([{ name: 'invoice.pdf', bytes: invoice.buffer.length }]);
  const exported = await sender.page.request.get('/api/auth/account/export');
  expect(exported.status()).toBe(200);
  const files: { id: string; name: string; subjectKind: string | null; subjectId: string | null }[] = (await exported.json()).attachments;
  expect(files.map(({ id, name, subjectKind, subjectId }) => ({ id, name, subjectKind, subjectId }))).toEqual([
    { id: message.attachments[0].id, name: 'invoice.pdf', subjectKind: 'message', subjectId: message.id },
  ]);
  await receiver.context.close();
});

/** Two animation frames: what a resize or a scheme change re-renders is laid out by then. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

test('the composer with files picked fits 390 and 1280 px and passes axe, light and dark', async ({ page, browser, consoleGuard }) => {
  test.setTimeout(150_000);
  // A thread that already holds a message with files: the composer is checked beside them.
  const otherContext = await browser.newContext();
  const other = (await otherContext.newPage()).request;
  await createMember(other, 'Olga', 'client');
  await createMember(page.request, 'Pia', 'freelancer');
  const upload = async (file: FilePayload) => {
    const response = await other.post('/api/attachments', { multipart: { file } });
    expect(response.status()).toBe(201);
    return (await response.json()).id as string;
  };
  const attachmentIds = [await upload(DIAGRAM), await upload(REPORT)];
  const sent = await other.post('/api/messages', {
    data: { receiverId: await userId(page.request), content: 'Can you check these?', attachmentIds },
  });
  expect(sent.status()).toBe(201);

  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'system'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`/messages?userId=${await userId(other)}`);
  const log = thread(page, 'Olga Tester');
  await expect(log.getByRole('img', { name: 'diagram.png' })).toBeVisible(FIRST_LOAD);

  // One file of each state: uploaded (a long name), refused by the server, and still uploading.
  consoleGuard.expectFailedRequest('/api/attachments', 415);
  const longName = 'quarterly-support-schedule-for-the-whole-team-with-every-shift-and-handover.pdf';
  await attach(page, [{ name: longName, mimeType: 'application/pdf', buffer: pdf('Schedule') }]);
  await expect(picked(page, longName)).toHaveAttribute('data-upload', 'done');
  await attach(page, [{ name: 'setup.txt', mimeType: 'text/plain', buffer: Buffer.from('#!/bin/sh\necho installing\n') }]);
  await expect(picked(page, 'setup.txt')).toHaveAttribute('data-upload', 'failed');
  await page.route('**/api/attachments', () => undefined);
  await attach(page, [{ name: 'screenshot.png', mimeType: 'image/png', buffer: png(32, 32, [200, 40, 40]) }]);
  await expect(uploadProgress(page, 'screenshot.png')).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('Here is the schedule');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const scheme of ['light', 'dark'] as const) {
      const where = `/messages composer with files (${width} px, ${scheme})`;
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html'), where).toHaveAttribute('data-mantine-color-scheme', scheme);
      await settled(page);
      expect.soft({ screen: where, overflow: await horizontalOverflow(page) }).toEqual({ screen: where, overflow: 0 });
      // The long name is cut; its size, between it and its remove button, is shown whole.
      const longItem = picked(page, longName);
      const size = await longItem.getByText(/^\(\d+ B\)$/).boundingBox();
      const remove = await longItem.getByRole('button', { name: `Remove ${longName}` }).boundingBox();
      expect.soft(size && remove && size.x + size.width <= remove.x, `${where}: the size of a long name`).toBe(true);
      expect.soft(await accessibilityViolations(page, where, { scope: width === 390 ? scopeFor(scheme) : 'colour rules' })).toEqual([]);
    }
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await otherContext.close();
});
