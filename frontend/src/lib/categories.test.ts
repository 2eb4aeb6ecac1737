import { describe, expect, it } from 'vitest';
import { CATEGORY_OPTIONS, getCategoryLabel, isJobCategory, JOB_CATEGORIES } from './categories';

describe('job categories', () => {
  it('are the six categories of the API, slug and label', () => {
    expect(JOB_CATEGORIES).toEqual([
      { slug: 'chat-operator', label: 'Chat Operator' },
      { slug: 'customer-service', label: 'Customer Service' },
      { slug: 'virtual-assistant', label: 'Virtual Assistant' },
      { slug: 'content-moderator', label: 'Content Moderator' },
      { slug: 'social-media-manager', label: 'Social Media Manager' },
      { slug: 'email-support', label: 'Email Support' },
    ]);
    expect(CATEGORY_OPTIONS[0]).toEqual({ value: 'chat-operator', label: 'Chat Operator' });
  });

  it('label a slug, and show an unknown one as it is', () => {
    expect(getCategoryLabel('email-support')).toBe('Email Support');
    expect(getCategoryLabel('va')).toBe('va');
    expect(isJobCategory('virtual-assistant')).toBe(true);
    expect(isJobCategory('toString')).toBe(false);
    expect(isJobCategory(undefined)).toBe(false);
  });
});
