import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Expression, ExpressionBuilder, Kysely, sql, SqlBool } from 'kysely';
import type { Principal } from '../../../platform/auth/principal';
import { countRows } from '../../../platform/database/count-rows';
import type { Tables } from '../../../platform/database/tables';
import type { EmailRecipient, UserSummary } from '../public';
import { anyOf } from '../../../platform/database/any-of';

/** The tables identity owns, the only ones its reads and writes name. */
export type IdentityTables = Pick<Tables, 'users' | 'portfolio_items'>;

/** Position in the directory's order: trust score (-1 for none), completed jobs, id. */
export type FreelancerKey = { score: number; jobs: number; id: string };

export type FreelancerFilter = {
  verifiedOnly: boolean;
  /** LIKE patterns, lower case, each of which the name, username, bio or skills must match. */
  patterns: readonly string[];
  /** The key of the previous page's last row. */
  after?: FreelancerKey;
  limit: number;
};

type Users = ExpressionBuilder<IdentityTables, 'users'>;

/** Every read of identity's tables, written with the typed query builder. */
@Injectable()
export class IdentityReadRepository {
  constructor(private readonly em: EntityManager) {}

  /** Bound to the caller's transaction when there is one. */
  private get db(): Kysely<IdentityTables> {
    return this.em.getKysely<IdentityTables>();
  }

  /** Who the user is to the guards: id, role, username and whether their address is proven. */
  principal(userId: string): Promise<Principal | undefined> {
    return this.db
      .selectFrom('users')
      .select((eb) => ['id', 'role', 'username', eb('email_verified_at', 'is not', null).as('emailVerified')])
      .where('id', '=', userId)
      .$narrowType<{ role: Principal['role']; emailVerified: boolean }>()
      .executeTakeFirst();
  }

  /** What other contexts show of these users; unknown ids have no row. */
  userSummaries(userIds: readonly string[]): Promise<UserSummary[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return userSummariesQuery(this.db, userIds).execute();
  }

  /** Those of these users whose account was not deleted. */
  async liveAccounts(userIds: readonly string[]): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where((eb) => eb('id', '=', anyOf(eb, userIds)))
      .where('deleted_at', 'is', null)
      .execute();
    return rows.map(({ id }) => id);
  }

  /** Where to email these users; deleted accounts have no row. */
  emailRecipients(userIds: readonly string[]): Promise<EmailRecipient[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('users')
      .select((eb) => ['id', 'email', 'first_name as firstName', eb('email_verified_at', 'is not', null).as('emailVerified')])
      .where((eb) => eb('id', '=', anyOf(eb, userIds)))
      .where('deleted_at', 'is', null)
      .$narrowType<{ emailVerified: boolean }>()
      .execute();
  }

  /** Freelancers, and how many of them are verified; deleted accounts are no one's. */
  workerCounts(): Promise<{ total: number; verified: number }> {
    return this.db
      .selectFrom('users')
      .select((eb) => [
        countRows(eb).as('total'),
        eb.cast<number>(eb.fn.countAll().filterWhere('is_verified', '=', true), 'integer').as('verified'),
      ])
      .where('role', '=', 'freelancer')
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
  }

  /** Every account, whatever its role, but deleted ones. */
  async countUsers(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => countRows(eb).as('total'))
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    return row.total;
  }

  /**
   * Up to `limit` freelancers with a username that `filter` keeps, best first: by trust score,
   * then completed jobs, then id; the hourly rate as numeric's text, with the score they are ordered by.
   */
  freelancers(filter: FreelancerFilter) {
    return this.db
      .selectFrom('users')
      .select((eb) => [
        'id',
        'username',
        'first_name as firstName',
        'last_name as lastName',
        'profile_image_url as profileImageUrl',
        'is_verified as isVerified',
        'trust_score as trustScore',
        'bio',
        'location',
        'hourly_rate as hourlyRate',
        'skills',
        'completed_jobs_count as completedJobsCount',
        scoreKey(eb).as('scoreKey'),
      ])
      .where((eb) => eb.and(directoryConditions(eb, filter)))
      .orderBy(scoreKey, 'desc')
      .orderBy('completed_jobs_count', 'desc')
      .orderBy('id')
      .limit(filter.limit)
      .$narrowType<{ username: string }>()
      .execute();
  }
}

/** The trust score, none sorting last: the expression users_freelancer_directory_index is built on (hence the literal -1). */
function scoreKey(eb: Users) {
  return eb.fn.coalesce('trust_score', eb.lit(-1));
}

/** What the directory's search looks in: name, username, bio and skills, space-separated, in lower case. */
function searchText(eb: Users) {
  const parts: Expression<string | null>[] = [
    eb.ref('first_name'),
    eb.ref('last_name'),
    eb.ref('username'),
    eb.fn.coalesce('bio', eb.val('')),
    eb.fn<string>('array_to_string', ['skills', eb.val(' ')]),
  ];
  const joined = parts.reduce((text, part) => eb(eb(text, '||', eb.val(' ')), '||', part));
  return eb.fn<string>('lower', [joined]);
}

/** Freelancers with a username, as far as the filter keeps them. */
function directoryConditions(eb: Users, { verifiedOnly, patterns, after }: FreelancerFilter): Expression<SqlBool>[] {
  return [
    // A literal, as in users_freelancer_directory_index's predicate: a planner that sees a
    // parameter there (a generic plan) cannot use the partial index.
    eb('role', '=', sql.lit('freelancer')),
    eb('username', 'is not', null),
    ...(verifiedOnly ? [eb('is_verified', '=', true)] : []),
    ...patterns.map((pattern) => eb(searchText(eb), 'like', pattern)),
    ...(after ? [rowsAfter(eb, after)] : []),
  ];
}

/** The rows after `key` in (score desc, jobs desc, id asc) order. */
function rowsAfter(eb: Users, key: FreelancerKey): Expression<SqlBool> {
  return eb.or([
    eb(scoreKey(eb), '<', key.score),
    eb.and([
      eb(scoreKey(eb), '=', key.score),
      eb.or([eb('completed_jobs_count', '<', key.jobs), eb.and([eb('completed_jobs_count', '=', key.jobs), eb('id', '>', key.id)])]),
    ]),
  ]);
}

/** The people with these ids, as every screen shows a person (exported: the benchmark's floor runs it too). */
export function userSummariesQuery(db: Kysely<IdentityTables>, userIds: readonly string[]) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'first_name as firstName',
      'last_name as lastName',
      'username',
      'profile_image_url as profileImageUrl',
      'is_verified as isVerified',
      'trust_score as trustScore',
      'location',
      'role',
    ])
    .where((eb) => eb('id', '=', anyOf(eb, userIds)))
    .$narrowType<{ role: UserSummary['role'] }>();
}
