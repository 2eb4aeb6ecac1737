import { describe, expect, it } from 'vitest';
import { getJobSearchHref, validateJobSearchParams } from './jobs-search';

describe('job search parameters', () => {
  it('keep the known values', () => {
    expect(
      validateJobSearchParams({ search: ' Chat Operator ', type: 'seeking', category: 'email-support', verified: true, sort: 'oldest' }),
    ).toEqual({ search: 'Chat Operator', type: 'seeking', category: 'email-support', verified: true, sort: 'oldest' });
    expect(validateJobSearchParams({ verified: 'true', sort: 'newest' })).toEqual({ verified: true, sort: 'newest' });
  });

  it('read a numeric search as text', () => {
    expect(validateJobSearchParams({ search: 24 })).toEqual({ search: '24' });
  });

  it('drop unknown, empty or malformed values', () => {
    expect(validateJobSearchParams({ search: '  ', type: 'job_offer', category: 'chat', verified: false, sort: 'best', page: 2 })).toEqual(
      {},
    );
  });

  it('build the landing search address', () => {
    expect(getJobSearchHref('Chat Operator')).toBe('/jobs?search=Chat%20Operator');
  });
});
