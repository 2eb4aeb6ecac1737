import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { sessionEndingOf } from './session-ended';

const refused = (body: object) => new ApiError(401, '401', { statusCode: 401, message: 'x', code: 'AUTH.NOT_SIGNED_IN', ...body });

describe('sessionEndingOf', () => {
  it('reads the reason and a suspension from the 401 of an ended session', () => {
    const suspension = { until: null, reason: 'Spam' };
    expect(
      sessionEndingOf(
        refused({
          code: 'AUTH.SESSION_ENDED',
          message: 'Your account is suspended until an administrator lifts it.',
          details: { reason: 'suspended', suspension },
        }),
      ),
    ).toEqual({ reason: 'suspended', message: 'Your account is suspended until an administrator lifts it.', suspension });
  });

  it('falls back to the socket’s close reason, then to an expired session', () => {
    expect(sessionEndingOf(refused({}), 'Session ended: password_changed')).toEqual({ reason: 'password_changed' });
    expect(sessionEndingOf(refused({}), 'Not signed in')).toEqual({ reason: 'expired' });
    expect(sessionEndingOf(undefined)).toEqual({ reason: 'expired' });
  });
});
