import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Expression, sql } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import { anyOf } from '../../../platform/database/any-of';
import { MAX_ADMINISTRATORS, NamedPerson, PrincipalDirectory } from '../../../platform/auth/principal';
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

  async administrators(): Promise<NamedPerson[]> {
    const rows = await this.named()
      .where('role', '=', 'admin')
      .where('deleted_at', 'is', null)
      .where((eb) => eb.not(isSuspended(eb)))
      .orderBy('first_name')
      .orderBy('id')
      .limit(MAX_ADMINISTRATORS)
      .execute();
    return rows.map(toNamedPerson);
  }

  async namesOf(userIds: readonly string[]): Promise<Map<string, NamedPerson>> {
    const ids = [...new Set(userIds)];
    if (ids.length === 0) return new Map();
    const rows = await this.named()
      .where((eb) => eb('id', '=', anyOf(eb, ids)))
      .execute();
    return new Map(rows.map((row) => [row.id, toNamedPerson(row)]));
  }

  /** A primary-key lookup inside the caller's statement; the name as toNamedPerson makes it. */
  nameOf(userId: Expression<string | null>) {
    return jsonObjectFrom(
      this.em
        .getKysely<IdentityTables>()
        .selectFrom('users')
        .select((eb) => ['id', sql<string>`btrim(${eb.ref('first_name')} || ' ' || ${eb.ref('last_name')})`.as('name'), 'username'])
        .where('id', '=', userId),
    );
  }

  private named() {
    return this.em.getKysely<IdentityTables>().selectFrom('users').select(['id', 'first_name', 'last_name', 'username']);
  }
}

function toNamedPerson(row: { id: string; first_name: string; last_name: string; username: string | null }): NamedPerson {
  return { id: row.id, name: `${row.first_name} ${row.last_name}`.trim(), username: row.username };
}
