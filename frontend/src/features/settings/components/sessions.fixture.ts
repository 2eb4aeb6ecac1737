import type { AccountSession } from '../../../api/types';

/** A session as GET /api/auth/sessions answers it: this device, used just now, unless overridden. */
export function makeSession(overrides: Partial<AccountSession> = {}): AccountSession {
  return {
    id: 'this-one',
    browser: 'Firefox 132',
    os: 'Windows 10',
    signedInAt: '2024-06-01T10:00:00.000Z',
    lastUsedAt: new Date().toISOString(),
    current: true,
    ...overrides,
  };
}
