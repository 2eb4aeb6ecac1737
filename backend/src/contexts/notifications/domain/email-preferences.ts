import { EMAIL_TOPIC_LABELS, EMAIL_TOPICS, EmailAudience, EmailTopic, emailTopicsFor, isEmailTopic } from './email-topics';
import { EmailTopicNotOffered } from './notifications-errors';

export type EmailTopicSetting = { topic: EmailTopic; label: string; enabled: boolean };

/** The saved search an unsubscribe link names, as the link leaves it. */
export type UnsubscribedSavedSearch = { id: string; name: string; alert: 'off' | 'instant' | 'daily' | 'weekly' };

/** What an unsubscribe link turns off: its topic, or one saved search's alert (the topic's setting beside it). */
export type UnsubscribeResult = EmailTopicSetting & { savedSearch?: UnsubscribedSavedSearch };

/** Topics to turn on (true) or off (false); topics left out keep their setting. */
export type EmailTopicChanges = Partial<Record<EmailTopic, boolean>>;

/**
 * Which notification emails a user receives: every topic unless turned off, so a user who never
 * opened the settings (no row) gets them all.
 */
export class EmailPreferences {
  private constructor(private readonly disabled: ReadonlySet<EmailTopic>) {}

  /** From the stored list; a name that is no longer a topic is dropped. */
  static fromDisabledTopics(disabledTopics: readonly string[]): EmailPreferences {
    return new EmailPreferences(new Set(disabledTopics.filter(isEmailTopic)));
  }

  static allEnabled(): EmailPreferences {
    return new EmailPreferences(new Set());
  }

  isEnabled(topic: EmailTopic): boolean {
    return !this.disabled.has(topic);
  }

  /**
   * Refuses changes that name a topic not offered to the audience (a member naming the
   * administrators' digest), on or off: Settings never shows it to them. An unsubscribe link needs
   * no such check: it turns off the topic its email came with.
   */
  static checkOffered(changes: EmailTopicChanges, audience: EmailAudience): void {
    const offered = emailTopicsFor(audience);
    if (EMAIL_TOPICS.some((topic) => changes[topic] !== undefined && !offered.includes(topic))) throw new EmailTopicNotOffered();
  }

  changedBy(changes: EmailTopicChanges): EmailPreferences {
    const disabled = new Set(this.disabled);
    for (const topic of EMAIL_TOPICS) {
      const enabled = changes[topic];
      if (enabled === true) disabled.delete(topic);
      if (enabled === false) disabled.add(topic);
    }
    return new EmailPreferences(disabled);
  }

  /** What is stored: the topics turned off, in the order of EMAIL_TOPICS. */
  disabledTopics(): EmailTopic[] {
    return EMAIL_TOPICS.filter((topic) => this.disabled.has(topic));
  }

  /** Every topic offered to the audience, on or off, in the order of EMAIL_TOPICS. */
  settings(audience: EmailAudience): EmailTopicSetting[] {
    return emailTopicsFor(audience).map((topic) => this.setting(topic));
  }

  setting(topic: EmailTopic): EmailTopicSetting {
    return { topic, label: EMAIL_TOPIC_LABELS[topic], enabled: this.isEnabled(topic) };
  }
}
