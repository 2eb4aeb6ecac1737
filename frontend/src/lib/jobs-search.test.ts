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

  it('keep the pay filters, an amount only with its currency and for its kind of pay', () => {
    expect(validateJobSearchParams({ pay: 'hourly', currency: 'EUR', minRate: 15, maxRate: '30.5', sort: 'pay_high' })).toEqual({
      pay: 'hourly',
      currency: 'EUR',
      minRate: 15,
      maxRate: 30.5,
      sort: 'pay_high',
    });
    expect(validateJobSearchParams({ pay: 'fixed', currency: 'USD', minBudget: 1000, minRate: 20 })).toEqual({
      pay: 'fixed',
      currency: 'USD',
      minBudget: 1000,
    });
    // No currency, an unknown one, an amount that is none, a range upside down.
    expect(validateJobSearchParams({ minRate: 20 })).toEqual({});
    expect(validateJobSearchParams({ currency: 'XYZ', minRate: 20 })).toEqual({});
    expect(validateJobSearchParams({ currency: 'USD', minRate: -5, maxRate: 'lots' })).toEqual({ currency: 'USD' });
    expect(validateJobSearchParams({ currency: 'USD', minRate: 40, maxRate: 20 })).toEqual({ currency: 'USD', minRate: 40 });
  });

  it('keep a time zone the browser knows, exactly as named', () => {
    expect(validateJobSearchParams({ timeZone: 'Europe/Berlin' })).toEqual({ timeZone: 'Europe/Berlin' });
    expect(validateJobSearchParams({ timeZone: 'europe/berlin' })).toEqual({});
    expect(validateJobSearchParams({ timeZone: 'Mars/Olympus_Mons' })).toEqual({});
  });
});
