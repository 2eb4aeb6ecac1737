/** The kinds of notification email; each can be turned off on its own (Settings, or its unsubscribe link). */
export const EMAIL_TOPICS = [
  'applications',
  'application_decisions',
  'invitations',
  'contracts',
  'offers',
  'milestones',
  'reviews',
  'verification',
  'moderation',
  'unread_messages',
  'saved_searches',
  'admin_queue',
] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

/** Whom a topic is offered to: every member, or administrators only (work waiting in their queues). */
export type EmailAudience = 'members' | 'administrators';

/** The topics only administrators are offered, see in Settings and may change. */
export const ADMINISTRATOR_EMAIL_TOPICS: readonly EmailTopic[] = ['admin_queue'];

/** The topics offered to the audience, in the order of EMAIL_TOPICS: administrators get every one. */
export function emailTopicsFor(audience: EmailAudience): EmailTopic[] {
  return audience === 'administrators' ? [...EMAIL_TOPICS] : EMAIL_TOPICS.filter((topic) => !ADMINISTRATOR_EMAIL_TOPICS.includes(topic));
}

/** How Settings, the unsubscribe page and the footnotes name each topic. */
export const EMAIL_TOPIC_LABELS: Record<EmailTopic, string> = {
  applications: 'Applications to your jobs',
  application_decisions: 'Decisions on your applications',
  invitations: 'Invitations to jobs, and answers to yours',
  contracts: 'Contracts started and completed',
  offers: 'Offers and counter-offers on applications',
  milestones: 'Milestones submitted, approved or sent back',
  reviews: 'Reviews you receive',
  verification: 'Identity verification decisions',
  moderation: 'Reports and disputes you are part of',
  unread_messages: 'Unread messages (one email for all that wait unread)',
  saved_searches: 'New matches of your saved searches (daily or weekly, as each search says)',
  admin_queue: 'Work waiting for administrators (one email for all new items)',
};

/** Why the user got an email of the topic: the footnote of each email says it. */
export const EMAIL_TOPIC_REASONS: Record<EmailTopic, string> = {
  applications: 'You get this email because someone applied to a job you posted, or withdrew their application.',
  application_decisions: 'You get this email because a client decided on your application.',
  invitations: 'You get this email because a client invited you to a job, or a freelancer answered your invitation.',
  contracts: 'You get this email because a contract you are part of started or ended.',
  offers: 'You get this email because an offer on an application you sent or received moved.',
  milestones: 'You get this email because a milestone of a contract you are part of moved.',
  reviews: 'You get this email because a review of you was published.',
  verification: 'You get this email because our team decided on your identity verification.',
  moderation: 'You get this email because our team decided on a report or dispute you are part of.',
  unread_messages: 'You get this email because messages to you have waited unread for a while.',
  saved_searches: 'You get this email because your saved searches send a digest of their new matches.',
  admin_queue: 'You get this email because you are an administrator and new items wait in the queues.',
};

export function isEmailTopic(value: string): value is EmailTopic {
  return (EMAIL_TOPICS as readonly string[]).includes(value);
}
