import type { AdminUser, EnforcementAction } from '../../api/types';
import { AMARA_ID, CLIENT_ID } from '../../test/fixtures';

/** An account as GET /api/admin/users lists it: Amara, a worker, not suspended, unless overridden. */
export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: AMARA_ID,
    firstName: 'Amara',
    lastName: 'Okafor',
    username: 'amara',
    email: 'amara@demo.local',
    role: 'freelancer',
    isVerified: false,
    emailVerified: true,
    twoFactorEnabled: false,
    trustScore: 42,
    createdAt: '2026-10-01T10:00:00.000Z',
    suspension: null,
    deleted: false,
    ...overrides,
  };
}

export const ACTION_ID = 'e0e0e0e0-0000-4000-8000-000000000001';

/** An enforcement action as the server answers it: an active 7-day suspension of Amara, unless overridden. */
export function makeEnforcementAction(overrides: Partial<EnforcementAction> = {}): EnforcementAction {
  return {
    id: ACTION_ID,
    kind: 'suspension',
    subjectId: AMARA_ID,
    userId: AMARA_ID,
    reason: 'Asked for payment outside the platform.',
    endsAt: '2026-12-04T10:00:00.000Z',
    reportId: null,
    disputeId: null,
    adminId: CLIENT_ID,
    status: 'active',
    createdAt: '2026-11-27T10:00:00.000Z',
    liftedAt: null,
    liftedBy: null,
    liftReason: null,
    user: { id: AMARA_ID, firstName: 'Amara', lastName: 'Okafor', username: 'amara' },
    ...overrides,
  };
}
