import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** One email as the development mailbox lists it (backend/src/platform/mail/dev-mailbox.controller.ts). */
export type MailboxMessage = { id: string; to: string; subject: string; text: string; links: string[] };

/**
 * The newest email to `to` whose subject matches, read from the development mailbox the server
 * under test writes its mail to (no SMTP_URL): the mail the product really sent, through the outbox.
 */
export async function latestMail(request: APIRequestContext, to: string, subject: RegExp): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox/messages', { params: { to } });
        expect(response.status()).toBe(200);
        found = ((await response.json()) as MailboxMessage[]).find((message) => subject.test(message.subject));
        return found !== undefined;
      },
      // The relay sends within a few tens of milliseconds of the commit (NOTIFY wakes it).
      { message: `an email to ${to} about ${subject}`, timeout: 15_000, intervals: [50, 100, 200] },
    )
    .toBe(true);
  return found!;
}

/** The email's link to `path` (e.g. '/verify-email'), as a path and query of the server under test. */
export function linkTo(message: MailboxMessage, path: string): string {
  const link = message.links.find((candidate) => new URL(candidate).pathname === path);
  if (!link) throw new Error(`no link to ${path} in “${message.subject}”: ${message.links.join(', ')}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Confirms the account's address with the link of its confirmation email, as its owner would. */
export async function confirmEmail(request: APIRequestContext, email: string): Promise<void> {
  const link = new URL(linkTo(await latestMail(request, email, /confirm your email/i), '/verify-email'), 'http://x');
  const token = link.searchParams.get('token');
  const confirmed = await request.post('/api/auth/email-verification/confirm', { data: { token } });
  if (confirmed.status() !== 200) throw new Error(`confirm email: ${confirmed.status()} ${await confirmed.text()}`);
}
