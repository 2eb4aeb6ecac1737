/** The kinds of notification email; each can be turned off on its own (Settings, or its unsubscribe link). */
export const EMAIL_TOPICS = [
  'applications',
  'application_decisions',
  'contracts',
  'reviews',
  'verification',
  'moderation',
  'unread_messages',
] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

/** How Settings, the unsubscribe page and the footnotes name each topic. */
export const EMAIL_TOPIC_LABELS: Record<EmailTopic, string> = {
  applications: 'Applications to your jobs',
  application_decisions: 'Decisions on your applications',
  contracts: 'Contracts started and completed',
  reviews: 'Reviews you receive',
  verification: 'Identity verification decisions',
  moderation: 'Reports and disputes you are part of',
  unread_messages: 'Unread messages (one email for all that wait unread)',
};

/** Why the user got an email of the topic: the footnote of each email says it. */
export const EMAIL_TOPIC_REASONS: Record<EmailTopic, string> = {
  applications: 'You get this email because someone applied to a job you posted, or withdrew their application.',
  application_decisions: 'You get this email because a client decided on your application.',
  contracts: 'You get this email because a contract you are part of started or ended.',
  reviews: 'You get this email because a review of you was published.',
  verification: 'You get this email because our team decided on your identity verification.',
  moderation: 'You get this email because our team decided on a report or dispute you are part of.',
  unread_messages: 'You get this email because messages to you have waited unread for a while.',
};

export function isEmailTopic(value: string): value is EmailTopic {
  return (EMAIL_TOPICS as readonly string[]).includes(value);
}
