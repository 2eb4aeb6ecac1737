import { describe, expect, it } from 'vitest';
import { validateLinkTokenSearch } from './link-token';

describe('the token of an email link', () => {
  it('keeps a token and leaves out a missing, empty or non-text one', () => {
    expect(validateLinkTokenSearch({ token: 'abc_123-XYZ' })).toEqual({ token: 'abc_123-XYZ' });
    expect(validateLinkTokenSearch({})).toEqual({});
    expect(validateLinkTokenSearch({ token: '' })).toEqual({});
    expect(validateLinkTokenSearch({ token: 12345 })).toEqual({});
  });
});
