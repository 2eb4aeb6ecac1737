import { EmailPreferences } from './email-preferences';
import { EMAIL_TOPICS } from './email-topics';
import { maskEmail } from './masked-email';
import { EmailTopicNotOffered } from './notifications-errors';

describe('EmailPreferences', () => {
  it('has every topic on when nothing was turned off', () => {
    const preferences = EmailPreferences.allEnabled();
    expect(EMAIL_TOPICS.every((topic) => preferences.isEnabled(topic))).toBe(true);
    expect(preferences.settings('administrators')).toHaveLength(EMAIL_TOPICS.length);
    expect(preferences.setting('reviews')).toEqual({ topic: 'reviews', label: 'Reviews you receive', enabled: true });
  });

  it('turns the named topics off and on, leaving the others as they were', () => {
    const preferences = EmailPreferences.fromDisabledTopics(['contracts']).changedBy({ reviews: false, contracts: true });
    expect(preferences.disabledTopics()).toEqual(['reviews']);
    expect(preferences.changedBy({}).disabledTopics()).toEqual(['reviews']);
    expect(preferences.changedBy({ reviews: false, unread_messages: false }).disabledTopics()).toEqual(['reviews', 'unread_messages']);
  });

  it('keeps the stored list in the order of the topics, and drops names that are no longer topics', () => {
    const preferences = EmailPreferences.fromDisabledTopics(['unread_messages', 'weekly_newsletter', 'applications']);
    expect(preferences.disabledTopics()).toEqual(['applications', 'unread_messages']);
    expect(preferences.isEnabled('applications')).toBe(false);
    expect(preferences.isEnabled('moderation')).toBe(true);
  });
});

describe("the administrators' topic", () => {
  it('is offered to administrators only, on until turned off', () => {
    const preferences = EmailPreferences.allEnabled();
    expect(preferences.settings('administrators').map(({ topic }) => topic)).toContain('admin_queue');
    expect(preferences.settings('members').map(({ topic }) => topic)).toEqual(EMAIL_TOPICS.filter((topic) => topic !== 'admin_queue'));
    expect(preferences.setting('admin_queue')).toEqual({
      topic: 'admin_queue',
      label: 'Work waiting for administrators (one email for all new items)',
      enabled: true,
    });
  });

  it("refuses a member's change of it, on or off, and lets administrators change it", () => {
    expect(() => EmailPreferences.checkOffered({ admin_queue: true }, 'members')).toThrow(EmailTopicNotOffered);
    expect(() => EmailPreferences.checkOffered({ reviews: true, admin_queue: false }, 'members')).toThrow(EmailTopicNotOffered);
    expect(() => EmailPreferences.checkOffered({ reviews: false }, 'members')).not.toThrow();
    expect(() => EmailPreferences.checkOffered({ admin_queue: false }, 'administrators')).not.toThrow();
  });
});

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('ana.lee@example.com')).toBe('a***@example.com');
    expect(maskEmail('b@example.com')).toBe('b***@example.com');
  });

  it('shows nothing of what is not an address', () => {
    expect(maskEmail('no-at-sign')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
  });
});
