import { EmailPreferences } from './email-preferences';
import { EMAIL_TOPICS } from './email-topics';
import { maskEmail } from './masked-email';

describe('EmailPreferences', () => {
  it('has every topic on when nothing was turned off', () => {
    const preferences = EmailPreferences.allEnabled();
    expect(EMAIL_TOPICS.every((topic) => preferences.isEnabled(topic))).toBe(true);
    expect(preferences.settings()).toHaveLength(EMAIL_TOPICS.length);
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
