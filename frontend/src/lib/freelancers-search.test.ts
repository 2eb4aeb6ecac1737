import { describe, expect, it } from 'vitest';
import { countFreelancerFilters, freelancerSearchKey, validateFreelancerSearchParams } from './freelancers-search';

describe('freelancer search parameters', () => {
  it('keep the known values, a rate only with its currency', () => {
    expect(
      validateFreelancerSearchParams({
        searchTerm: ' Zendesk ',
        verifiedOnly: 'true',
        sort: 'rate_high',
        currency: 'EUR',
        minRate: '15',
        maxRate: 30.5,
        languages: ['English', 'Spanish'],
      }),
    ).toEqual({
      searchTerm: 'Zendesk',
      verifiedOnly: true,
      sort: 'rate_high',
      currency: 'EUR',
      minRate: 15,
      maxRate: 30.5,
      languages: ['English', 'Spanish'],
    });
    expect(validateFreelancerSearchParams({ searchTerm: 42, languages: 'French' })).toEqual({ searchTerm: '42', languages: ['French'] });
  });

  it('drop unknown, empty or malformed values', () => {
    expect(
      validateFreelancerSearchParams({ searchTerm: ' ', verifiedOnly: 'yes', sort: 'best', currency: 'XYZ', minRate: 20, page: 2 }),
    ).toEqual({});
    // An upside-down range loses its top; negative and non-numeric bounds are none.
    expect(validateFreelancerSearchParams({ currency: 'USD', minRate: 40, maxRate: 20 })).toEqual({ currency: 'USD', minRate: 40 });
    expect(validateFreelancerSearchParams({ currency: 'USD', minRate: -5, maxRate: 'lots' })).toEqual({ currency: 'USD' });
  });

  it('keep at most five languages, once each whatever their case', () => {
    expect(
      validateFreelancerSearchParams({ languages: ['English', 'english', ' ', 'Spanish', 'French', 'German', 'Italian', 'Dutch'] })
        .languages,
    ).toEqual(['English', 'Spanish', 'French', 'German', 'Italian']);
  });

  it('count what narrows the search, not the sort, and key equal searches alike', () => {
    expect(countFreelancerFilters({ sort: 'rate_low' })).toBe(0);
    expect(countFreelancerFilters({ searchTerm: 'chat', verifiedOnly: true, languages: ['English'] })).toBe(3);
    expect(freelancerSearchKey({ verifiedOnly: true, searchTerm: 'chat' })).toBe(
      freelancerSearchKey({ searchTerm: 'chat', verifiedOnly: true, sort: undefined }),
    );
  });
});
