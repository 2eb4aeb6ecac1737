import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { settleEvents } from '../factories/contracts';
import { deliverAgain as deliverEventsAgain } from '../support/account-mail';
import { sql } from '../support/sql';
import { TEST_PUBLIC_URL } from '../support/test-app';
import type { ReceivedMail, TestMailbox } from '../support/test-mailbox';

/** The parsed List-* headers (mailparser gathers them under `list`). */
type ListHeaders = { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } };

export type ExpectedEmail = {
  to: { email: string };
  subject: string | RegExp;
  firstName: string;
  /** The screen the button leads to, e.g. `/contracts/{id}`. */
  screen: string;
  topic: string;
  /** Lines the text part must say. */
  says?: string[];
};

/** Gives the user a name of their own, for the greeting and for what others' emails call them. */
export async function nameUser(app: NestExpressApplication, user: { id: string }, firstName: string, lastName: string): Promise<void> {
  await sql(app, 'update users set first_name = ?, last_name = ? where id = ?', [firstName, lastName, user.id]);
}

/** The token of the email's one-click unsubscribe URL (List-Unsubscribe). */
export function unsubscribeToken(mail: ReceivedMail): string {
  const list = mail.headers.get('list') as ListHeaders | undefined;
  const url = new URL(list?.unsubscribe?.url ?? 'missing:');
  return url.searchParams.get('token') ?? '';
}

/** The notification emails the address received: those with an unsubscribe link (account emails, such as the sign-up confirmation, have none). */
export function notificationEmailsTo(mailbox: TestMailbox, email: string): ReceivedMail[] {
  return mailbox.to(email).filter((mail) => mail.headers.has('list'));
}

/**
 * Waits for the email and checks what every notification email carries: the product's layout,
 * the greeting by first name, what happened, the button to the exact screen, why the user got it,
 * and one-click unsubscribe of its topic (RFC 8058 headers and the footer link to the page), whose
 * token names the recipient's address and the topic.
 */
export async function expectNotificationEmail(
  app: NestExpressApplication,
  mailbox: TestMailbox,
  expected: ExpectedEmail,
): Promise<ReceivedMail> {
  const mail = await mailbox.next({ to: expected.to.email, subject: expected.subject });
  const action = `${TEST_PUBLIC_URL}${expected.screen}`;
  expect(mail.html).toContain('VerifiedWork');
  expect(mail.text).toContain(`Hi ${expected.firstName},`);
  for (const line of expected.says ?? []) expect(mail.text).toContain(line);
  expect(mail.links[0]).toBe(action);
  expect(mail.html).toContain(`href="${action}"`);
  expect(mail.text).toContain('You get this email because');
  expect(mail.text).toContain('Settings → Notifications');

  const list = mail.headers.get('list') as ListHeaders;
  expect(list['unsubscribe-post']).toEqual({ name: 'List-Unsubscribe=One-Click' });
  const oneClick = new URL(list.unsubscribe?.url ?? '');
  expect(`${oneClick.origin}${oneClick.pathname}`).toBe(`${TEST_PUBLIC_URL}/api/email/unsubscribe`);
  const token = unsubscribeToken(mail);
  expect(mail.links).toContain(`${TEST_PUBLIC_URL}/unsubscribe?token=${token}`);
  const described = await request(app.getHttpServer()).get('/api/email/unsubscribe').query({ token }).expect(200);
  expect(described.body).toEqual({
    topic: expected.topic,
    label: expect.any(String),
    enabled: true,
    email: `${expected.to.email[0]}***@example.test`,
  });
  return mail;
}

/**
 * Delivers the outbox event again, as a relay that died before recording it would, then twice at
 * once, as two racing relays would: the handlers must change nothing more.
 */
export async function deliverAgain(app: NestExpressApplication, type: string, payloadKey: string, value: string): Promise<void> {
  expect(await deliverEventsAgain(app, type, payloadKey, value)).toBeGreaterThan(0);
  await settleEvents(app);
}
