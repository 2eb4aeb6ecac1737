import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { MailSender } from '../../../../platform/mail/mail-sender';
import type { EventDelivery } from '../../../../platform/outbox/event-handlers';
import { GetEmailRecipientsQuery } from '../../../identity/public';
import type { EmailPreferences } from '../../domain/email-preferences';
import { EMAIL_TOPIC_REASONS } from '../../domain/email-topics';
import { ENFORCEMENT, type Notice, SECURITY } from '../../domain/notice';
import { NotificationsReadRepository } from '../../infrastructure/notifications-read-repository';
import { EmailLinks } from './email-links';

/** The footnotes of the emails sent whatever the user's topics, which have no unsubscribe. */
const ALWAYS_SENT_FOOTNOTES = {
  [ENFORCEMENT]: 'You get this email because our team acted on your account or what you posted. Emails like this cannot be turned off.',
  [SECURITY]: 'You get this email because of a change to how your account signs in. Emails like this cannot be turned off.',
};

/**
 * The email: each notice's email to its user's proven address, only when the user has its topic
 * on (enforcement notices go whatever the topics), greeted by first name, with the reason they got
 * it and the one-click unsubscribe of the topic. Every read happens before MailSender's own
 * statements and no transaction is held while a message goes out; MailSender sends each email once
 * however often the event is delivered, and a failed send throws so the outbox delivers the event
 * again. Never inside a request: only event handlers tell.
 */
@Injectable()
export class EmailChannel {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly reads: NotificationsReadRepository,
    private readonly links: EmailLinks,
    private readonly sender: MailSender,
  ) {}

  async send(delivery: EventDelivery, notices: readonly Notice[]): Promise<void> {
    const emails = notices.flatMap(({ userId, email }) => (email ? [{ userId, email }] : []));
    if (emails.length === 0) return;
    const recipients = await this.queryBus.execute(new GetEmailRecipientsQuery(emails.map(({ userId }) => userId)));
    const topical = emails.filter(({ email }) => email.topic !== ENFORCEMENT && email.topic !== SECURITY).map(({ userId }) => userId);
    const preferences = topical.length === 0 ? new Map<string, EmailPreferences>() : await this.reads.emailPreferencesOf(topical);
    for (const { userId, email } of emails) {
      const recipient = recipients.get(userId);
      // An address nobody proved may be someone else's.
      if (!recipient?.emailVerified) continue;
      const { topic, kind, action, links, unsubscribeSavedSearchId, ...text } = email;
      const content = {
        ...text,
        greeting: `Hi ${recipient.firstName},`,
        links: links?.map((link) => ({
          label: link.label,
          url:
            'screen' in link
              ? this.links.screen(link.screen)
              : this.links.unsubscribe({ userId, topic: 'saved_searches', savedSearchId: link.unsubscribeSavedSearchId }).pageUrl,
        })),
        action: action && { label: action.label, url: this.links.screen(action.screen) },
      };
      if (topic === ENFORCEMENT || topic === SECURITY) {
        await this.sender.sendOnce({
          eventId: delivery.eventId,
          kind,
          to: recipient.email,
          content: { ...content, footnote: ALWAYS_SENT_FOOTNOTES[topic] },
        });
        continue;
      }
      // A topic turned off stays quiet.
      if (!preferences.get(userId)?.isEnabled(topic)) continue;
      const unsubscribe = this.links.unsubscribe({ userId, topic, savedSearchId: unsubscribeSavedSearchId });
      await this.sender.sendOnce({
        eventId: delivery.eventId,
        kind,
        to: recipient.email,
        content: {
          ...content,
          footnote: `${EMAIL_TOPIC_REASONS[topic]} You can turn these emails off in Settings → Notifications, or with the link below.`,
          unsubscribeUrl: unsubscribe.pageUrl,
        },
        headers: unsubscribe.headers,
      });
    }
  }
}
