import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { EmailContent } from '../../../../platform/mail/email-layout';
import { MailSender } from '../../../../platform/mail/mail-sender';
import type { EventDelivery } from '../../../../platform/outbox/event-handlers';
import { GetEmailRecipientsQuery, GetUserSummariesQuery } from '../../../identity/public';
import { EMAIL_TOPIC_REASONS, EmailTopic } from '../../domain/email-topics';
import { EmailReadRepository } from '../../infrastructure/email-read-repository';
import { EmailLinks } from './email-links';

/** One notification email of an event: to whom, which of the event's emails, and what it says. */
export type NotificationEmail = {
  userId: string;
  /** Which email of the event it is (MailSender sends each kind once per event and recipient). */
  kind: string;
  content: Pick<EmailContent, 'subject' | 'preview' | 'paragraphs' | 'action'>;
};

/**
 * Sends the notification emails of one event delivery: each to its user's proven address, only
 * when the user has the topic on, greeted by first name, with the reason they got it and the
 * one-click unsubscribe of the topic. Every read happens before MailSender's own statements and
 * no transaction is held while a message goes out; MailSender sends each email once however often
 * the event is delivered, and a failed send throws so the outbox delivers the event again.
 */
@Injectable()
export class NotificationMailer {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly reads: EmailReadRepository,
    private readonly links: EmailLinks,
    private readonly sender: MailSender,
  ) {}

  /** "First Last" of each user, for the texts ("Someone" when the account is gone). */
  async namesOf(userIds: readonly string[]): Promise<Map<string, string>> {
    const people = await this.queryBus.execute(new GetUserSummariesQuery(userIds));
    return new Map(
      userIds.map((id) => {
        const person = people.get(id);
        return [id, person ? `${person.firstName} ${person.lastName}` : 'Someone'];
      }),
    );
  }

  screen(path: string): string {
    return this.links.screen(path);
  }

  async send(delivery: EventDelivery, topic: EmailTopic, emails: NotificationEmail[]): Promise<void> {
    if (emails.length === 0) return;
    const userIds = emails.map((email) => email.userId);
    const recipients = await this.queryBus.execute(new GetEmailRecipientsQuery(userIds));
    const preferences = await this.reads.preferencesOf(userIds);
    for (const { userId, kind, content } of emails) {
      const recipient = recipients.get(userId);
      // An address nobody proved may be someone else's; a topic turned off stays quiet.
      if (!recipient?.emailVerified || !preferences.get(userId)?.isEnabled(topic)) continue;
      const unsubscribe = this.links.unsubscribe({ userId, topic });
      await this.sender.sendOnce({
        eventId: delivery.eventId,
        kind,
        to: recipient.email,
        content: {
          ...content,
          greeting: `Hi ${recipient.firstName},`,
          footnote: `${EMAIL_TOPIC_REASONS[topic]} You can turn these emails off in Settings → Notifications, or with the link below.`,
          unsubscribeUrl: unsubscribe.pageUrl,
        },
        headers: unsubscribe.headers,
      });
    }
  }

  /**
   * Transactional emails: what an administrator did to the user's account or content (decision
   * 0035). The user must hear it whatever their topics, so there is no topic and no unsubscribe;
   * still only to a proven address.
   */
  async sendEnforcementNotice(delivery: EventDelivery, emails: NotificationEmail[]): Promise<void> {
    if (emails.length === 0) return;
    const recipients = await this.queryBus.execute(new GetEmailRecipientsQuery(emails.map((email) => email.userId)));
    for (const { userId, kind, content } of emails) {
      const recipient = recipients.get(userId);
      if (!recipient?.emailVerified) continue;
      await this.sender.sendOnce({
        eventId: delivery.eventId,
        kind,
        to: recipient.email,
        content: {
          ...content,
          greeting: `Hi ${recipient.firstName},`,
          footnote: 'You get this email because our team acted on your account or what you posted. Emails like this cannot be turned off.',
        },
      });
    }
  }
}
