import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDate,
  formatHourlyRate,
  formatRating,
  formatRelativeTime,
  fullName,
  pluralize,
  formatTrustScore,
  unreadBadgeLabel,
} from './format';

describe('formatting', () => {
  it('shows a date in the browser locale, or Unknown', () => {
    expect(formatDate('2024-06-01T09:30:00.000Z')).toBe(new Date('2024-06-01T09:30:00.000Z').toLocaleDateString());
    expect(formatDate('')).toBe('Unknown');
    expect(formatDate(null)).toBe('Unknown');
    expect(formatDate('not a date')).toBe('Unknown');
  });

  it('shows a time of day as HH:MM in the browser time zone, or Unknown', () => {
    expect(formatClockTime(new Date(2026, 10, 25, 9, 5).toISOString())).toBe('09:05');
    expect(formatClockTime(new Date(2026, 10, 25, 23, 59).toISOString())).toBe('23:59');
    expect(formatClockTime(null)).toBe('Unknown');
  });

  it('says how long ago something happened', () => {
    const now = new Date('2024-06-10T12:00:00.000Z');
    expect(formatRelativeTime('2024-06-10T11:59:30.000Z', now)).toBe('just now');
    expect(formatRelativeTime('2024-06-10T11:15:00.000Z', now)).toBe('45 minutes ago');
    expect(formatRelativeTime('2024-06-10T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2024-06-09T12:00:00.000Z', now)).toBe('1 day ago');
    expect(formatRelativeTime('2024-05-27T12:00:00.000Z', now)).toBe('2 weeks ago');
    expect(formatRelativeTime('2024-02-10T12:00:00.000Z', now)).toBe('4 months ago');
    expect(formatRelativeTime('2022-06-10T12:00:00.000Z', now)).toBe('2 years ago');
    // A clock slightly behind the server's does not make a post look future.
    expect(formatRelativeTime('2024-06-10T12:00:05.000Z', now)).toBe('just now');
    expect(formatRelativeTime(undefined, now)).toBe('Unknown');
  });

  it('shows a rating as the average of the reviews, with one decimal, and how many there are', () => {
    expect(formatRating({ rating: 4.8, reviewCount: 12 })).toBe('★ 4.8 · 12 reviews');
    expect(formatRating({ rating: 5, reviewCount: 1 })).toBe('★ 5.0 · 1 review');
    expect(formatRating({ rating: 4.25, reviewCount: 4 })).toBe('★ 4.3 · 4 reviews');
    expect(formatRating({ rating: null, reviewCount: 0 })).toBe('No reviews yet');
    expect(formatRating(null)).toBe('No reviews yet');
  });

  it('shows a trust score out of 100, never as stars', () => {
    expect(formatTrustScore(63)).toBe('63/100');
    expect(formatTrustScore(0)).toBe('0/100');
    expect(formatTrustScore(null)).toBe('No trust score yet');
  });

  it('shows an hourly rate in dollars, with cents only when there are some', () => {
    expect(formatHourlyRate(25)).toBe('$25/hr');
    expect(formatHourlyRate(25.5)).toBe('$25.50/hr');
    expect(formatHourlyRate(0)).toBe('$0/hr');
  });

  it('counts in the singular for one', () => {
    expect(pluralize(1, 'application')).toBe('1 application');
    expect(pluralize(0, 'application')).toBe('0 applications');
    expect(pluralize(3, 'job')).toBe('3 jobs');
  });

  it('names a person by first and last name', () => {
    expect(fullName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('caps an unread badge at 9+', () => {
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(9)).toBe('9');
    expect(unreadBadgeLabel(10)).toBe('9+');
  });
});
