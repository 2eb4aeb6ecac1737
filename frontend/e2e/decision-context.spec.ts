import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createMember } from './support/api-accounts';
import { postJob } from './support/api-jobs';
import { PROPOSAL_TERMS } from './support/job-terms';
import { expectFitsAndAccessibleEverywhere } from './support/audit';
import { expect, test } from './support/fixtures';
import { signInPrepared } from './support/prepared';

/** Letters only: a run of digits in a text reads as a phone number to the scam shield. */
function uniqueWord(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

async function idOf(request: APIRequestContext): Promise<string> {
  return ((await (await request.get('/api/auth/user')).json()) as { id: string }).id;
}

async function send(request: APIRequestContext, receiverId: string, content: string): Promise<{ id: string; conversationId: string }> {
  const response = await request.post('/api/messages', { data: { receiverId, content } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string; conversationId: string };
}

/** Each width and colour scheme the screen must fit and pass axe in, with the card's context opened again after each reload. */
async function checkEveryWay(page: Page, name: string, open: () => Promise<Locator>): Promise<void> {
  await expectFitsAndAccessibleEverywhere(page, name, async () => expect(await open()).toBeVisible());
}

test('an administrator reads a reported message in its conversation, and a dispute’s contract and conversation, on a phone and a desk', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const client = (await browser.newContext()).request;
  await createMember(client, 'Clara', 'client');
  const worker = (await browser.newContext()).request;
  await createMember(worker, 'Fiona');
  const [clientId, workerId] = await Promise.all([idOf(client), idOf(worker)]);

  const word = uniqueWord();
  const jobId = await postJob(client, `Weekend chat support ${word}`);
  const applied = await worker.post('/api/applications', { data: { jobId, coverLetter: 'Two years of weekend chat.', ...PROPOSAL_TERMS } });
  expect(applied.status(), await applied.text()).toBe(201);
  const terms = `Saturdays and Sundays at fifteen dollars an hour, paid every Monday (${word})`;
  const accepted = await client.post(`/api/applications/${(await applied.json()).id}/accept`, { data: { terms } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { contractId } = (await accepted.json()) as { contractId: string };

  await send(client, workerId, 'Welcome aboard, the first shift is Saturday.');
  await send(worker, clientId, 'Thanks, I will be there at nine.');
  const reported = await send(client, workerId, 'Your pay for last week comes next month, do not ask again.');
  await send(worker, clientId, 'The contract says every Monday.');
  const reason = `Refuses to pay on time (${word})`;
  expect((await worker.post('/api/reports', { data: { reportType: 'message', targetId: reported.id, reason } })).status()).toBe(201);
  const disputeReason = `Last week was not paid (${word})`;
  expect((await worker.post('/api/disputes', { data: { contractId, reason: disputeReason } })).status()).toBe(201);

  await signInPrepared(page.request, 'admin');
  await page.goto('/admin/reports');
  const report = page.getByRole('article').filter({ hasText: reason });
  const openReport = async () => {
    await report.getByRole('button', { name: 'Show context' }).click();
    return report.getByRole('list', { name: 'Conversation around the reported message' });
  };
  const conversation = await openReport();
  await expect(conversation.getByRole('listitem')).toHaveCount(4);
  await expect(conversation.locator('[aria-current="true"]')).toContainText('Your pay for last week comes next month');
  await expect(report.getByText(/^From Clara Tester .* to Fiona Tester/)).toBeVisible();
  await checkEveryWay(page, '/admin/reports with a message in context', openReport);

  await page.goto('/admin/disputes');
  const dispute = page.getByRole('article').filter({ hasText: disputeReason });
  const openDispute = async () => {
    await dispute.getByRole('button', { name: 'Show contract and conversation' }).click();
    return dispute.getByText(terms);
  };
  await expect(await openDispute()).toBeVisible();
  await expect(dispute.getByRole('list', { name: 'The parties’ conversation' }).getByRole('listitem')).toHaveCount(4);
  await checkEveryWay(page, '/admin/disputes with the contract and conversation', openDispute);

  // Every opening (one, then one after each of the four reloads, for each card) was written to the
  // audit log with the report or dispute that justified it, and nothing else read the conversation.
  const log = await page.request.get(`/api/admin/audit-log?subjectId=${reported.conversationId}`);
  expect(log.status()).toBe(200);
  const openings = ((await log.json()) as { action: string; after: { reportId?: string; disputeId?: string } | null }[]).filter(
    (entry) => entry.action === 'conversation.opened',
  );
  expect(openings.filter((entry) => entry.after?.reportId)).toHaveLength(5);
  expect(openings.filter((entry) => entry.after?.disputeId)).toHaveLength(5);
});
