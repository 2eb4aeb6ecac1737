import { describe, expect, it } from 'vitest';
import { isNewSince, validateSavedSearchMarks } from './saved-search-marks';

describe('saved search marks', () => {
  it('keep a time and a saved search id, dropping malformed ones', () => {
    const id = '3f2b8c1e-9d4a-4e6b-8f7c-1a2b3c4d5e6f';
    expect(validateSavedSearchMarks({ since: '2026-12-01T10:00:00.000Z', savedSearch: id })).toEqual({
      since: '2026-12-01T10:00:00.000Z',
      savedSearch: id,
    });
    expect(validateSavedSearchMarks({ since: 'yesterday', savedSearch: 'search-1' })).toEqual({});
  });

  it('mark only what came after the time, and nothing without one', () => {
    const since = '2026-12-01T10:00:00.000Z';
    expect(isNewSince('2026-12-01T10:00:00.001Z', since)).toBe(true);
    expect(isNewSince(since, since)).toBe(false);
    expect(isNewSince('2026-11-30T10:00:00.000Z', since)).toBe(false);
    expect(isNewSince('2026-12-02T10:00:00.000Z', undefined)).toBe(false);
  });
});
