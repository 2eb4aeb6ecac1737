import { EMAIL_TOPIC_LABELS, EMAIL_TOPICS, EmailTopic, isEmailTopic } from './email-topics';

export type EmailTopicSetting = { topic: EmailTopic; label: string; enabled: boolean };

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

  settings(): EmailTopicSetting[] {
    return EMAIL_TOPICS.map((topic) => this.setting(topic));
  }

  setting(topic: EmailTopic): EmailTopicSetting {
    return { topic, label: EMAIL_TOPIC_LABELS[topic], enabled: this.isEnabled(topic) };
  }
}
