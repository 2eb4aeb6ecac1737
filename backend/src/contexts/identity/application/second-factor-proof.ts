import { EntityManager } from '@mikro-orm/postgresql';
import { recordAdminAction } from '../../../platform/audit/audit-log';
import { isTotpCode } from '../domain/two-factor';
import { SecondFactors } from '../infrastructure/second-factors';

/** What a recovery code was used for, as the audit log says. */
export type RecoveryCodePurpose = 'sign_in' | 're_enrolment' | 'recovery_codes_regenerated' | 'disable';

/**
 * Whether `code` proves the user's enabled second factor: an authenticator code (its time step
 * used up) or, when it is not six digits, one of their recovery codes (used up, and written to the
 * audit log with what it was used for). In the caller's transaction: the use commits with what it
 * was used for.
 */
export async function proveSecondFactor(
  factors: SecondFactors,
  em: EntityManager,
  user: { id: string; totpSecret: string | null },
  code: { totp?: string; recovery?: string },
  purpose: RecoveryCodePurpose,
  now: Date,
): Promise<boolean> {
  if (code.totp !== undefined) return factors.acceptTotpCode(em, user, code.totp, now);
  if (code.recovery === undefined || !(await factors.useRecoveryCode(em, user.id, code.recovery, now))) return false;
  recordAdminAction(em, {
    adminId: user.id,
    action: 'two_factor.recovery_code_used',
    subjectType: 'user',
    subjectId: user.id,
    before: null,
    after: { purpose, recoveryCodesLeft: await factors.recoveryCodesLeft(em, user.id) },
    createdAt: now,
  });
  return true;
}

/** A code given where either kind is taken: six digits are an authenticator code, anything else a recovery code. */
export function eitherCode(code: string): { totp?: string; recovery?: string } {
  return isTotpCode(code) ? { totp: code } : { recovery: code };
}
