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
 *
 * A wrong code is counted against the account (decision 0053) by an attempt taken before the
 * caller's transaction began and kept unless the code was right: at sign-in by VerifyCredentials,
 * in a signed-in operation by the shared layer (CountsFailures with ACCOUNT_FAILURES, which keeps
 * it when the operation fails with the code's error). Nothing is written for it here, so the
 * caller's rollback cannot undo the count, and no second connection is needed while this
 * transaction holds one (the embedded database has a single connection).
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
    personId: user.id,
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
