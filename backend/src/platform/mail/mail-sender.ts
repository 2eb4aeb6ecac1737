import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { secondsFromNow } from '../database/seconds-from-now';
import type { Tables } from '../database/tables';
import { EmailContent, renderEmail } from './email-layout';
import { MailTransport } from './mail-transport';

/** Longer than a send can take (MailTransport's timeouts), so two deliveries never send one email at once. */
const CLAIM_SECONDS = 120;

export type EmailToSend = {
  /** The outbox event this email belongs to (EventDelivery.eventId). */
  eventId: string;
  /** Which email of the event, e.g. 'password_reset': an event may cause several kinds. */
  kind: string;
  to: string;
  content: EmailContent;
  headers?: Record<string, string>;
};

/** Another delivery of the same event is sending this email now; the outbox tries again later. */
export class EmailBeingSent extends Error {
  constructor(kind: string) {
    super(`the ${kind} email of this event is being sent by another delivery`);
  }
}

type SentEmails = Pick<Tables, 'sent_emails'>;

/**
 * Sends the emails of outbox events, each at most once per event, kind and recipient, whatever
 * the number of deliveries. A send first claims its row in sent_emails for a while; a finished
 * send marks it sent; a failed one gives the claim back and throws, so the event comes again. Only
 * a process that dies between the server accepting the message and the mark can repeat it, once
 * its claim has ended. Never called inside a request: mail waits for no user.
 */
@Injectable()
export class MailSender {
  constructor(
    private readonly orm: MikroORM,
    private readonly transport: MailTransport,
  ) {}

  /** True when this call sent the email; false when it had been sent already. */
  async sendOnce({ eventId, kind, to, content, headers }: EmailToSend): Promise<boolean> {
    const db = this.orm.em.getKysely<SentEmails>();
    const key = { event_id: eventId, kind, recipient: to.toLowerCase() };
    const claimed = await db
      .insertInto('sent_emails')
      .values((eb) => ({ ...key, claimed_until: secondsFromNow(eb, CLAIM_SECONDS) }))
      .onConflict((conflict) =>
        conflict
          .columns(['event_id', 'kind', 'recipient'])
          .doUpdateSet((eb) => ({ claimed_until: secondsFromNow(eb, CLAIM_SECONDS) }))
          .where((eb) => eb.and([eb('sent_emails.sent_at', 'is', null), eb('sent_emails.claimed_until', '<', eb.fn<string>('now'))])),
      )
      .returning('event_id')
      .executeTakeFirst();
    if (!claimed) {
      const row = await db
        .selectFrom('sent_emails')
        .select('sent_at')
        .where('event_id', '=', eventId)
        .where('kind', '=', kind)
        .where('recipient', '=', key.recipient)
        .executeTakeFirst();
      if (row?.sent_at) return false;
      throw new EmailBeingSent(kind);
    }
    const keyed = db
      .updateTable('sent_emails')
      .where('event_id', '=', eventId)
      .where('kind', '=', kind)
      .where('recipient', '=', key.recipient);
    try {
      const rendered = renderEmail(content);
      await this.transport.send({ to, ...rendered, headers });
    } catch (error) {
      await keyed.set((eb) => ({ claimed_until: eb.fn<string>('now') })).execute();
      throw error;
    }
    await keyed.set((eb) => ({ sent_at: eb.fn<string>('now') })).execute();
    return true;
  }
}
