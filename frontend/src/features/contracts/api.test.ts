import { describe, expect, it } from 'vitest';
import type { Contract } from '../../api/types';
import { activeFirst, hasReviewed, otherParty } from './api';

const person = (id: string) => ({
  id,
  firstName: id,
  lastName: 'Tester',
  username: null,
  profileImageUrl: null,
  isVerified: false,
  trustScore: null,
  rating: null,
  reviewCount: 0,
  location: null,
  isSuspended: false,
});

function contract(
  id: string,
  status: Contract['status'],
  reviewed: Partial<Pick<Contract, 'clientReviewed' | 'freelancerReviewed'>> = {},
): Contract {
  return {
    id,
    applicationId: `a-${id}`,
    jobId: `j-${id}`,
    jobTitle: `Job ${id}`,
    clientId: 'client',
    freelancerId: 'freelancer',
    offer: null,
    progress: { total: 0, approved: 0, waiting: 0 },
    terms: 'Terms',
    status,
    clientReviewed: false,
    freelancerReviewed: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    completedAt: null,
    client: person('client'),
    freelancer: person('freelancer'),
    viewerRole: 'client',
    hasOpenDispute: false,
    ...reviewed,
  };
}

describe('contracts', () => {
  it('lists active contracts first, keeping the newest-first order within each group', () => {
    const ordered = activeFirst([contract('1', 'completed'), contract('2', 'active'), contract('3', 'completed'), contract('4', 'active')]);
    expect(ordered.map((c) => c.id)).toEqual(['2', '4', '1', '3']);
  });

  it('knows each side’s review and the other party', () => {
    const reviewedByClient = contract('1', 'completed', { clientReviewed: true });
    expect(hasReviewed(reviewedByClient, 'client')).toBe(true);
    expect(hasReviewed(reviewedByClient, 'freelancer')).toBe(false);
    expect(otherParty(reviewedByClient, 'client').id).toBe('freelancer');
    expect(otherParty(reviewedByClient, 'freelancer').id).toBe('client');
  });
});
