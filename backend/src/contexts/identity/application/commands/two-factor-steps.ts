import { EntityManager } from '@mikro-orm/postgresql';
import { recordAdminAction } from '../../../../platform/audit/audit-log';
import { EmailNotVerified } from '../../../../platform/auth/guards';
import { UserNotFound } from '../../domain/identity-errors';
import { WrongTwoFactorCode } from '../../domain/two-factor';
import { User } from '../../domain/user.entity';
import { SecondFactors } from '../../infrastructure/second-factors';
import { eitherCode, proveSecondFactor, RecoveryCodePurpose } from '../second-factor-proof';

/*
 * The steps the two-factor commands share: loading the user with their factor, checking a code,
 * writing to the audit log.
 */

export type RecoveryCodes = { recoveryCodes: string[] };

const TWO_FACTOR_FIELDS = ['passwordHash', 'totpSecret', 'totpPendingSecret'] as const;

export async function loadForTwoFactor(em: EntityManager, userId: string): Promise<User> {
  const user = await em.findOne(User, { id: userId, deletedAt: null }, { populate: TWO_FACTOR_FIELDS });
  if (!user) throw new UserNotFound();
  return user;
}

/**
 * The user, when they have proven their address: whoever signed up with someone else's address
 * must not lock its owner out with a factor of their own (also refused by RequiresVerifiedEmail).
 */
export async function loadForEnrolment(em: EntityManager, userId: string): Promise<User> {
  const user = await loadForTwoFactor(em, userId);
  if (!user.emailVerifiedAt) throw new EmailNotVerified();
  return user;
}

export function audit(em: EntityManager, user: User, action: string, after: Record<string, unknown>, now: Date): void {
  recordAdminAction(em, {
    adminId: user.id,
    action,
    subjectType: 'user',
    subjectId: user.id,
    personId: user.id,
    before: null,
    after,
    createdAt: now,
  });
}

/** The code proves the user's factor (an authenticator or a recovery code), or the command fails. */
export async function proveOrRefuse(
  factors: SecondFactors,
  em: EntityManager,
  user: User,
  code: string,
  purpose: RecoveryCodePurpose,
  now: Date,
): Promise<void> {
  if (!(await proveSecondFactor(factors, em, user, eitherCode(code), purpose, now))) throw new WrongTwoFactorCode();
}
