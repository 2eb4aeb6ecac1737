import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Expression } from 'kysely';
import { PrincipalDirectory } from '../../../platform/auth/principal';
import type { AccountRefusal } from '../../../platform/auth/session-ended';
import { AccountSuspended } from '../domain/identity-errors';
import { IdentityTables, isSuspended, principalQuery } from './identity-read-repository';

/** Read inside every signed-in request's session statement: one primary-key lookup, no entity hydration. */
@Injectable()
export class UserPrincipalDirectory extends PrincipalDirectory {
  constructor(private readonly em: EntityManager) {
    super();
  }

  principalOf(userId: Expression<string>) {
    return principalQuery(this.em.getKysely<IdentityTables>(), userId);
  }

  /** A suspension in force says what the sign-in refusal says (AccountSuspended); a deleted account says so. */
  async whyRefused(userId: string): Promise<AccountRefusal | null> {
    const user = await this.em
      .getKysely<IdentityTables>()
      .selectFrom('users')
      .select((eb) => ['deleted_at', 'suspended_until', 'suspension_reason', isSuspended(eb).as('suspended')])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return null;
    if (user.deleted_at !== null) return { reason: 'account_deleted', message: 'Your account was deleted.' };
    if (!user.suspended) return null;
    const until = user.suspended_until === null ? null : new Date(user.suspended_until);
    const reason = user.suspension_reason ?? '';
    return {
      reason: 'suspended',
      message: new AccountSuspended(until, reason).message,
      suspension: { until: until?.toISOString() ?? null, reason },
    };
  }
}
