import type { NestExpressApplication } from '@nestjs/platform-express';
import { EventDispatcher } from '../../src/platform/outbox/event-handlers';
import { reviveIntegrationEvent } from '../../src/platform/outbox/integration-event';
import { eventually } from './eventually';
import { sql } from './sql';
import { TEST_PUBLIC_URL } from './test-app';
import type { ReceivedMail } from './test-mailbox';

/** The token of the mail's link to `path` of the site (/verify-email, /reset-password, /confirm-email). */
export function linkToken(mail: ReceivedMail, path: string): string {
  const link = mail.links.find((candidate) => candidate.startsWith(`${TEST_PUBLIC_URL}${path}?token=`));
  if (!link) throw new Error(`no link to ${path} in: ${mail.links.join(' ')}`);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`the link ${link} has no token`);
  return token;
}

/**
 * Confirms an account's address the way its owner would, for an app without SMTP_URL (one in a
 * process of its own): the confirmation email from its development mailbox, then the link's token.
 */
export async function confirmFromDevMailbox(origin: string, email: string): Promise<void> {
  const mail = await eventually(async () => {
    const listed = (await (await fetch(`${origin}/api/dev/mailbox/messages?to=${encodeURIComponent(email)}`)).json()) as {
      links: string[];
    }[];
    if (listed.length === 0) throw new Error(`no mail to ${email} yet`);
    return listed[0];
  });
  const link = mail.links.map((candidate) => new URL(candidate)).find((url) => url.pathname === '/verify-email');
  const confirmed = await fetch(`${origin}/api/auth/email-verification/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: link?.searchParams.get('token') }),
  });
  if (confirmed.status !== 200) throw new Error(`confirming ${email}: ${confirmed.status} ${await confirmed.text()}`);
}

/**
 * Delivers the stored outbox events of this type whose payload field has this value again: once,
 * then twice at once, as a relay that died before recording them published, and two racing relays, would.
 */
export async function deliverAgain(app: NestExpressApplication, type: string, field: string, value: string): Promise<number> {
  const events = await sql<{ id: string; payload: Record<string, unknown> }[]>(
    app,
    'select id, payload from outbox_events where type = ? and payload->>? = ?',
    [type, field, value],
  );
  const dispatcher = app.get(EventDispatcher);
  for (const { id, payload } of events) {
    const event = reviveIntegrationEvent(type, payload);
    if (!event) throw new Error(`${type} is not a registered event type`);
    await dispatcher.dispatch(id, event);
    await Promise.all([dispatcher.dispatch(id, event), dispatcher.dispatch(id, event)]);
  }
  return events.length;
}
