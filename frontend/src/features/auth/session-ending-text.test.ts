import { describe, expect, it } from 'vitest';
import { describeSessionEnding } from './session-ending-text';

describe('describeSessionEnding', () => {
  it('says a lifted suspension without a reason, and an unknown reason as an expired session', () => {
    expect(describeSessionEnding({ reason: 'suspended' })).toMatchObject({ reason: null, aboutAccount: true });
    expect(describeSessionEnding({ reason: 'something_new' }).message).toBe('Your session expired. Sign in again to go on.');
  });
});
