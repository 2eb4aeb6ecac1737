import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Expression, ExpressionBuilder, Kysely, sql, SqlBool } from 'kysely';
import { jsonObjectFrom } from 'kysely/helpers/postgres';
import type { Principal } from '../../../platform/auth/principal';
import { countRows } from '../../../platform/database/count-rows';
import type { Tables } from '../../../platform/database/tables';
import { tsQueryTerm } from '../../../platform/search/search-words';
import { USER_COUNT_ESTIMATED_FROM, type AlertSubjectFreelancer, type EmailRecipient, type UserCount, type UserSummary } from '../public';
import type { UserRole } from '../domain/user.entity';
import { anyOf } from '../../../platform/database/any-of';
import type { Currency } from '../../../platform/money/money';

/** The tables identity owns, the only ones its reads and writes name. */
export type IdentityTables = Pick<Tables, 'users' | 'portfolio_items'>;

/** Position in the directory's best order (decision 0075): the rank score, descending, then id. */
export type FreelancerKey = { rank: number; id: string };

/** The highest rank score: 40 for the verified badge, 100 for reviews, 30 for completed jobs (the freelancer rank migration). */
export const RANK_SCORE_MAX = 170;

/** An account is a newcomer for its first NEWCOMER_DAYS days (decision 0075). */
export const NEWCOMER_DAYS = 30;

/** Position in a rate order: the rate key (minor units; RATE_KEY_NONE for none), id. */
export type RateKey = { rate: number; id: string };

/** The rate key of a freelancer without a rate, so they sort last either way (the rate indexes' literals). */
export const RATE_KEY_NONE = { low: 2147483647, high: -1 };

export type FreelancerFilter = {
  verifiedOnly: boolean;
  /** Only those who show their profile to everyone: a visitor's search (decision 0061). */
  shownToVisitors?: boolean;
  /** The search's words, lower-case letters and digits only, every one of which must match; the last may be unfinished. */
  words: readonly string[];
  /** Languages, lower case, every one of which the freelancer must speak. */
  languages: readonly string[];
  /** The key of the previous page's last row. */
  after?: FreelancerKey;
  /**
   * Newcomers (made after `since`, ISO 8601) placed on the first page by the newcomer rule: those up to the
   * key `through` of the last one placed, left out of the later pages as they were shown.
   */
  placedNewcomers?: { since: string; through: FreelancerKey };
  /** Only newcomers made after this instant (ISO 8601), from the newcomers' index. */
  newcomersSince?: string;
  /** Rates in this currency, at least minRate, at most maxRate (minor units; decision 0070). */
  currency?: Currency;
  minRate?: number;
  maxRate?: number;
  /** best (absent): rank score, id; rate_low / rate_high: by rate, none last, then id. */
  sort?: 'best' | 'rate_low' | 'rate_high';
  /** The rate key of the previous page's last row, in a rate order. */
  afterRate?: RateKey;
  limit: number;
};

type Users = ExpressionBuilder<IdentityTables, 'users'>;

/** An account as the administrators' people screens read it (timestamps in PostgreSQL's text form). */
export type AdminUserRow = {
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  email: string;
  role: UserRole;
  isVerified: boolean;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  trustScore: number | null;
  createdAt: string;
  deletedAt: string | null;
  suspendedAt: string | null;
  suspendedUntil: string | null;
  suspensionReason: string | null;
};

export type AdminUserFilter = {
  /** ILIKE patterns, each of which the name, username or email must match. */
  patterns: readonly string[];
  /** The id of the previous page's last account: the accounts after it, newest first. */
  before?: string;
  limit: number;
};

/** Every read of identity's tables, written with the typed query builder. */
@Injectable()
export class IdentityReadRepository {
  constructor(private readonly em: EntityManager) {}

  /** Bound to the caller's transaction when there is one. */
  private get db(): Kysely<IdentityTables> {
    return this.em.getKysely<IdentityTables>();
  }

  /** These users as saved-search alerts compare them (decision 0073). */
  alertSubjectFreelancers(userIds: readonly string[]): Promise<AlertSubjectFreelancer[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('users')
      .select((eb) => [
        'id',
        'username',
        'first_name as firstName',
        'last_name as lastName',
        eb
          .and([eb('role', '=', 'freelancer'), eb('username', 'is not', null), eb('deleted_at', 'is', null), eb.not(isSuspended(eb))])
          .$castTo<boolean>()
          .as('listed'),
        'is_verified as isVerified',
        'hourly_rate_currency as rateCurrency',
        'hourly_rate_amount as rateAmount',
        'languages',
        sql<string>`"search_vector"::text`.as('searchVector'),
      ])
      .where((eb) => eb('id', '=', anyOf(eb, userIds)))
      .execute();
  }

  /** What other contexts show of these users; unknown ids have no row. */
  userSummaries(userIds: readonly string[], liveOnly = false): Promise<UserSummary[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return userSummariesQuery(this.db, userIds)
      .$if(liveOnly, (live) => live.where('deleted_at', 'is', null))
      .execute();
  }

  /** What a feed or a search matches posts against (matchingProfileQuery); undefined for no account or a deleted one. */
  matchingProfile(userId: string): Promise<{ skills: string[]; currency: Currency | null; amount: number | null } | undefined> {
    return matchingProfileQuery(this.db, userId).executeTakeFirst();
  }

  /** Whether these users are verified, and when their accounts were made. */
  accountStandings(userIds: readonly string[]): Promise<{ id: string; isVerified: boolean; joinedAt: string }[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('users')
      .select(['id', 'is_verified as isVerified', 'created_at as joinedAt'])
      .where((eb) => eb('id', '=', anyOf(eb, userIds)))
      .execute();
  }

  /** The profiles shown to everyone (the sitemap): how many, and a page of them by id. */
  async publicProfileAddresses(offset: number, limit: number): Promise<{ total: number; items: { id: string }[] }> {
    const shown = this.db
      .selectFrom('users')
      .where((eb) =>
        eb.and([
          eb('profile_visibility', '=', sql.lit('everyone')),
          eb('username', 'is not', null),
          eb('deleted_at', 'is', null),
          eb('role', '<>', sql.lit('admin')),
          eb.not(isSuspended(eb)),
        ]),
      );
    const [count, rows] = await Promise.all([
      shown.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      shown.select('id').orderBy('id').offset(offset).limit(limit).execute(),
    ]);
    return { total: Number(count.count), items: rows };
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

  /**
   * Accounts but deleted ones (UserCount): one statement, whose exact count, an init plan, runs
   * only when the catalogue's estimate is under USER_COUNT_ESTIMATED_FROM.
   */
  async countUsers(): Promise<UserCount> {
    const { rows } = await sql<{ total: string; approximate: boolean }>`
      select case when c.reltuples >= ${USER_COUNT_ESTIMATED_FROM} then c.reltuples::bigint
               else (select count(*) from users where deleted_at is null) end as total,
             c.reltuples >= ${USER_COUNT_ESTIMATED_FROM} as approximate
      from pg_class c where c.oid = 'users'::regclass`.execute(this.db);
    const [row] = rows;
    return { total: Number(row.total), approximate: row.approximate };
  }

  /** Whether there is an account (of any state) with this id. */
  async userExists(userId: string): Promise<boolean> {
    return (await this.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
  }

  /** Accounts of every role and state, newest first (by created_at, then id), that every pattern matches. */
  adminUsers({ patterns, before, limit }: AdminUserFilter): Promise<AdminUserRow[]> {
    return this.db
      .selectFrom('users')
      .select(adminUserColumns)
      .where((eb) =>
        eb.and([
          ...patterns.map((pattern) => eb(ADMIN_SEARCH_TEXT, 'ilike', pattern)),
          ...(before
            ? [
                sql<SqlBool>`("created_at", "id") < (select "cursor"."created_at", "cursor"."id" from "users" as "cursor" where "cursor"."id" = ${before})`,
              ]
            : []),
        ]),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .$narrowType<{ role: UserRole; emailVerified: boolean; twoFactorEnabled: boolean }>()
      .execute();
  }

  /** One account as administrators see it; undefined when there is none. */
  adminUser(userId: string): Promise<AdminUserRow | undefined> {
    return this.db
      .selectFrom('users')
      .select(adminUserColumns)
      .where('id', '=', userId)
      .$narrowType<{ role: UserRole; emailVerified: boolean; twoFactorEnabled: boolean }>()
      .executeTakeFirst();
  }

  /** These accounts with what a freelancer's card shows and where they stand: role, deletion and suspension. */
  freelancerCards(userIds: readonly string[]) {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('users')
      .select((eb) => [...FREELANCER_CARD_COLUMNS, 'role', 'deleted_at as deletedAt', isSuspended(eb).as('suspended')])
      .where((eb) => eb('id', '=', anyOf(eb, userIds)))
      .$narrowType<{ hourlyRateCurrency: Currency | null; suspended: boolean }>()
      .execute();
  }

  /**
   * Listed freelancers but `excludeUserId` whose skills share one with `skills` (lower-case), in the
   * directory's best order: the planner walks users_freelancer_rank_index for common skills (the
   * walk ends early) and probes users_freelancer_skills_index for rare ones.
   */
  freelancersWithSkills(skills: readonly string[], excludeUserId: string, limit: number) {
    return this.db
      .selectFrom('users')
      .select(FREELANCER_CARD_COLUMNS)
      .where((eb) =>
        eb.and([
          eb('role', '=', sql.lit('freelancer')),
          eb('username', 'is not', null),
          eb.not(isSuspended(eb)),
          eb('id', '<>', excludeUserId),
          // users_freelancer_skills_index's expression: a rare skill is one probe of it.
          sql<SqlBool>`lower_text_array(${eb.ref('skills')}) && ${[...skills]}::text[]`,
        ]),
      )
      .orderBy('rank_score', 'desc')
      .orderBy('id')
      .limit(limit)
      .$narrowType<{ hourlyRateCurrency: Currency | null; username: string }>()
      .execute();
  }

  /**
   * Up to `limit` freelancers with a username that `filter` keeps, best first: by rank score
   * (decision 0075), then id, read from the rank index without reading every match; the hourly
   * rate as numeric's text.
   */
  freelancers(filter: FreelancerFilter) {
    const ordered = this.db
      .selectFrom('users')
      .select([...FREELANCER_CARD_COLUMNS, 'rank_score as rankScore'])
      .where((eb) => eb.and(directoryConditions(eb, filter)))
      .$narrowType<{ hourlyRateCurrency: Currency | null; rankScore: number }>();
    if (filter.sort === 'rate_low' || filter.sort === 'rate_high') {
      // On users_freelancer_rate_low_index / _high_index: the rate key, then id. The rate range is
      // repeated on the key, which the index can bound: otherwise a walk from the highest rate
      // reads every rate above the range before the first that fits (255,000 rows at 850,000
      // freelancers for maxRate=3000).
      const low = filter.sort === 'rate_low';
      const direction = low ? 'asc' : 'desc';
      const { minRate, maxRate } = filter;
      return ordered
        .$if(minRate !== undefined, (query) => query.where((eb) => eb(rateKey(eb, low), '>=', minRate as number)))
        .$if(maxRate !== undefined, (query) => query.where((eb) => eb(rateKey(eb, low), '<=', maxRate as number)))
        .$if(filter.afterRate !== undefined, (query) => query.where((eb) => rowsAfterRate(eb, filter.afterRate as RateKey, low)))
        .orderBy((eb) => rateKey(eb, low), direction)
        .orderBy('id')
        .limit(filter.limit)
        .$narrowType<{ username: string }>()
        .execute();
    }
    // On users_freelancer_rank_index (or _newcomer_rank_index): the walk stops after `limit` rows
    // that match, however many match in all.
    return ordered.orderBy('rank_score', 'desc').orderBy('id').limit(filter.limit).$narrowType<{ username: string }>().execute();
  }
}

/** What a freelancer's card shows, as FreelancerCardView names it but for the rate's two columns and the review sum. */
const FREELANCER_CARD_COLUMNS = [
  'id',
  'username',
  'first_name as firstName',
  'last_name as lastName',
  'profile_image_url as profileImageUrl',
  'is_verified as isVerified',
  'trust_score as trustScore',
  'review_count as reviewCount',
  'review_rating_sum as reviewRatingSum',
  'bio',
  'location',
  'hourly_rate_currency as hourlyRateCurrency',
  'hourly_rate_amount as hourlyRateAmount',
  'skills',
  'completed_jobs_count as completedJobsCount',
] as const;

/**
 * What the people search looks in: name, username and email, space-separated. Written out as
 * users_admin_search_index is built on it (a trigram index), so the planner uses the index.
 */
const ADMIN_SEARCH_TEXT = sql<string>`("first_name" || ' ' || "last_name" || ' ' || coalesce("username", '') || ' ' || "email")`;

/** The columns of AdminUserRow. */
function adminUserColumns(eb: Users) {
  return [
    'id',
    'first_name as firstName',
    'last_name as lastName',
    'username',
    'email',
    'role',
    'is_verified as isVerified',
    eb('email_verified_at', 'is not', null).as('emailVerified'),
    eb('two_factor_enabled_at', 'is not', null).as('twoFactorEnabled'),
    'trust_score as trustScore',
    'created_at as createdAt',
    'deleted_at as deletedAt',
    'suspended_at as suspendedAt',
    'suspended_until as suspendedUntil',
    'suspension_reason as suspensionReason',
  ] as const;
}

/** The hourly rate, none sorting last: the expressions users_freelancer_rate_low_index and _high_index are built on. */
function rateKey(eb: Users, low: boolean) {
  return eb.fn.coalesce('hourly_rate_amount', eb.lit(low ? RATE_KEY_NONE.low : RATE_KEY_NONE.high));
}

/** The rows after `key` in (rate key, id) order: the key ascending for rate_low, descending for rate_high; id ascending. */
function rowsAfterRate(eb: Users, key: RateKey, low: boolean): Expression<SqlBool> {
  return eb.or([eb(rateKey(eb, low), low ? '>' : '<', key.rate), eb.and([eb(rateKey(eb, low), '=', key.rate), eb('id', '>', key.id)])]);
}

/** 'ann smi' → 'ann & smi:*': every word in the name, username, skills or bio. */
function searchMatches(words: readonly string[]): Expression<SqlBool> {
  const query = words.map((_, index) => tsQueryTerm(words, index)).join(' & ');
  return sql<SqlBool>`"search_vector" @@ to_tsquery('simple', ${query})`;
}

/** Freelancers with a username, as far as the filter keeps them. */
function directoryConditions(
  eb: Users,
  { verifiedOnly, shownToVisitors, words, languages, after, placedNewcomers, newcomersSince, currency, minRate, maxRate }: FreelancerFilter,
): Expression<SqlBool>[] {
  return [
    // A literal, as in the directory indexes' predicate: a planner that sees a parameter there (a
    // generic plan) cannot use a partial index.
    eb('role', '=', sql.lit('freelancer')),
    eb('username', 'is not', null),
    eb.not(isSuspended(eb)),
    ...(verifiedOnly ? [eb('is_verified', '=', true)] : []),
    ...(shownToVisitors ? [eb('profile_visibility', '=', sql.lit('everyone'))] : []),
    // The GIN index answers this; a word no freelancer has costs one index probe that finds nothing.
    ...(words.length > 0 ? [searchMatches(words)] : []),
    ...(languages.length > 0 ? [sql<SqlBool>`user_languages_key("languages") @> ${sql.val(languages)}::text[]`] : []),
    ...(currency ? [eb('hourly_rate_currency', '=', currency)] : []),
    ...(minRate !== undefined ? [eb('hourly_rate_amount', '>=', minRate)] : []),
    ...(maxRate !== undefined ? [eb('hourly_rate_amount', '<=', maxRate)] : []),
    ...(after ? [rowsAfter(eb, after)] : []),
    ...(placedNewcomers ? [eb.not(eb.and([isNewcomer(eb, placedNewcomers.since), eb.not(rowsAfter(eb, placedNewcomers.through))]))] : []),
    // Written as the newcomer index's predicate ("newcomer"), then the age that decides, as an
    // expression no index serves: with created_at's index in reach the planner multiplied the two
    // (both say "new") and read every newcomer's row to sort them (3,500 buffers at 100,000 users
    // against 42 walking users_freelancer_newcomer_rank_index).
    ...(newcomersSince
      ? [sql<SqlBool>`"newcomer"`, sql<SqlBool>`extract(epoch from "created_at") > extract(epoch from ${newcomersSince}::timestamptz)`]
      : []),
  ];
}

/** An account made after `since`. */
function isNewcomer(eb: Users, since: string): Expression<SqlBool> {
  return eb('created_at', '>', since);
}

/** The rows after `key` in (rank score desc, id asc) order. */
function rowsAfter(eb: Users, key: FreelancerKey): Expression<SqlBool> {
  return eb.or([eb('rank_score', '<', key.rank), eb.and([eb('rank_score', '=', key.rank), eb('id', '>', key.id)])]);
}

/**
 * Whether an administrator's suspension is in force (decision 0035). A timed one counts as over from
 * its end, before the expiry schedule ends its record: nobody stays out longer than decided.
 */
export function isSuspended(eb: Users) {
  return eb.and([
    eb('suspended_at', 'is not', null),
    eb.or([eb('suspended_until', 'is', null), eb('suspended_until', '>', sql<string>`now()`)]),
  ]);
}

/**
 * Who the user is to the guards, as one JSON value: id, role, username, whether their address is
 * proven and whether they have a second factor. A deleted or suspended account is no one (null): a
 * session it kept is refused. Exported: the session store reads it with every session, and the
 * benchmark's floor runs the same statement.
 */
export function principalQuery(db: Kysely<IdentityTables>, userId: Expression<string>) {
  return jsonObjectFrom(
    db
      .selectFrom('users')
      .select((eb) => [
        'id',
        'role',
        'username',
        eb('email_verified_at', 'is not', null).as('emailVerified'),
        eb('two_factor_enabled_at', 'is not', null).as('secondFactor'),
      ])
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .where((eb) => eb.not(isSuspended(eb)))
      .$narrowType<{ role: Principal['role']; emailVerified: boolean; secondFactor: boolean }>(),
  );
}

/** The profile's skills and hourly rate, unless the account was deleted (exported: the benchmark's floor runs it too). */
export function matchingProfileQuery(db: Kysely<IdentityTables>, userId: string) {
  return db
    .selectFrom('users')
    .select(['skills', 'hourly_rate_currency as currency', 'hourly_rate_amount as amount'])
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .$narrowType<{ currency: Currency | null }>();
}

/** The people with these ids, as every screen shows a person (exported: the benchmark's floor runs it too). */
export function userSummariesQuery(db: Kysely<IdentityTables>, userIds: readonly string[]) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'id',
      'first_name as firstName',
      'last_name as lastName',
      'username',
      'profile_image_url as profileImageUrl',
      'is_verified as isVerified',
      'trust_score as trustScore',
      'review_count as reviewCount',
      'review_rating_sum as reviewRatingSum',
      'location',
      'role',
      isSuspended(eb).as('isSuspended'),
      'profile_visibility as profileVisibility',
    ])
    .where((eb) => eb('id', '=', anyOf(eb, userIds)))
    .$narrowType<{ role: UserSummary['role']; isSuspended: boolean; profileVisibility: UserSummary['profileVisibility'] }>();
}
