import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Kysely, sql } from 'kysely';
import { lockForTransaction } from '../../../platform/database/advisory-lock';
import { anyOf } from '../../../platform/database/any-of';
import type { Tables } from '../../../platform/database/tables';
import { utcTimestampText } from '../../../platform/database/utc-timestamp-text';
import type { AlertSubjectFreelancer } from '../../identity/public';
import type { AlertSubjectJob } from '../../jobs/public';
import type { SavedSearchAlert, SavedSearchColumns, SavedSearchCriteria, SavedSearchKind } from '../domain/saved-search';

/** The tables of saved searches and their matches (decision 0073), the only ones these statements name. */
export type SavedSearchTables = Pick<Tables, 'saved_searches' | 'saved_search_matches'>;

/** A saved search as its owner reads it; times as fixed-width UTC text. */
export type SavedSearchRow = {
  id: string;
  kind: SavedSearchKind;
  name: string;
  criteria: SavedSearchCriteria;
  alert: SavedSearchAlert;
  /** Matches recorded since the last visit (since it was saved, before any). */
  newCount: number;
  lastVisitedAt: string | null;
  createdAt: string;
};

/** A visit of a search: the one before it, and what was matched since then. */
export type SavedSearchVisit = { previousVisitAt: string | null; newMatchIds: string[] };

/** A search a new post or freelancer matched, and whom to tell. */
export type RecordedMatch = { savedSearchId: string; userId: string; name: string; alert: SavedSearchAlert };

/** A search taken into a digest: the matches after `since` are its part of the email. */
export type DueDigestSearch = { userId: string; savedSearchId: string; since: string };

/** One match of a digest's search, in the window. */
export type DigestMatchRow = { savedSearchId: string; name: string; kind: SavedSearchKind; subjectId: string };

type SavedSearches = Kysely<SavedSearchTables>;

/** The advisory lock a user's searches are counted under before one more is saved. */
const SAVED_SEARCHES_OF_USER_LOCK = 'saved_searches:';

/** Every statement of saved searches and their matches. */
@Injectable()
export class SavedSearchesRepository {
  constructor(private readonly em: EntityManager) {}

  /** Bound to the caller's transaction when there is one. */
  private db(em: EntityManager = this.em): SavedSearches {
    return em.getKysely<SavedSearchTables>();
  }

  /** The user's searches, newest first, or the one `id` of theirs. */
  list(userId: string, id?: string): Promise<SavedSearchRow[]> {
    return this.searchesOf(userId)
      .select((eb) =>
        eb
          .selectFrom('saved_search_matches as m')
          .select((count) => count.fn.countAll<number>().as('count'))
          .whereRef('m.saved_search_id', '=', 's.id')
          .where((match) => match('m.matched_at', '>', match.fn.coalesce('s.last_visited_at', 's.created_at')))
          .$castTo<number>()
          .as('newCount'),
      )
      .$if(id !== undefined, (query) => query.where('s.id', '=', id as string))
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, newCount: Number(row.newCount) })));
  }

  /** Every search of the user, with its criteria, as their data file lists them. */
  exported(userId: string) {
    return this.searchesOf(userId).execute();
  }

  /** The user's searches with their own columns, newest first; times as fixed-width UTC text. */
  private searchesOf(userId: string) {
    return this.db()
      .selectFrom('saved_searches as s')
      .select((eb) => [
        's.id',
        's.kind',
        's.name',
        's.criteria',
        's.alert',
        utcTimestampText(eb.ref('s.last_visited_at')).$castTo<string | null>().as('lastVisitedAt'),
        utcTimestampText(eb.ref('s.created_at')).as('createdAt'),
      ])
      .where('s.user_id', '=', userId)
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .$narrowType<Pick<SavedSearchRow, 'kind' | 'alert' | 'criteria'>>();
  }

  /**
   * Saves the search unless the user already keeps `cap`: counted under a lock on the user's
   * searches, so two requests at once (two tabs) cannot both be the last one allowed. False at the cap.
   */
  async create(
    em: EntityManager,
    search: { id: string; userId: string; kind: SavedSearchKind; name: string; criteria: SavedSearchCriteria; alert: SavedSearchAlert },
    columns: SavedSearchColumns,
    now: Date,
    cap: number,
  ): Promise<boolean> {
    await lockForTransaction(em, `${SAVED_SEARCHES_OF_USER_LOCK}${search.userId}`);
    const { count } = await this.db(em)
      .selectFrom('saved_searches')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', search.userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= cap) return false;
    await this.db(em)
      .insertInto('saved_searches')
      .values({
        id: search.id,
        user_id: search.userId,
        kind: search.kind,
        name: search.name,
        criteria: JSON.stringify(search.criteria),
        alert: search.alert,
        term_query:
          columns.termQuery === null ? null : sql<string>`to_tsquery(${sql.lit(columns.textConfiguration)}, ${columns.termQuery})`,
        job_type: columns.jobType,
        category: columns.category,
        pay_type: columns.payType,
        currency: columns.currency,
        min_rate: columns.minRate,
        max_rate: columns.maxRate,
        min_budget: columns.minBudget,
        verified_only: columns.verifiedOnly,
        time_zone: columns.timeZone,
        languages: columns.languages,
        created_at: now.toISOString(),
      })
      .execute();
    return true;
  }

  /** Renames the user's search or changes its alert; false when it is not theirs. */
  async change(userId: string, id: string, change: { name?: string; alert?: SavedSearchAlert }): Promise<boolean> {
    const values = {
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.alert !== undefined ? { alert: change.alert } : {}),
    };
    // Nothing to change: an update without a column is no statement; answer whether it is theirs.
    if (Object.keys(values).length === 0) return (await this.list(userId, id)).length > 0;
    const changed = await this.db()
      .updateTable('saved_searches')
      .set(values)
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(changed.numUpdatedRows) > 0;
  }

  /** Deletes the user's search and its matches; false when it is not theirs. */
  async remove(userId: string, id: string): Promise<boolean> {
    const removed = await this.db().deleteFrom('saved_searches').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  }

  /**
   * Records the visit at `now` and answers the one before it (null for the first) with the
   * subjects matched since then (since the search was saved, before any visit), newest first,
   * at most `limit`: one statement, so the names and the visit they end are read under the same
   * lock and snapshot. Undefined when the search is not the user's.
   */
  async visit(userId: string, id: string, now: Date, limit: number): Promise<SavedSearchVisit | undefined> {
    const row = await sql<SavedSearchVisit>`
      with "before" as (
        select "id", "last_visited_at", "created_at" from "saved_searches" where "id" = ${id} and "user_id" = ${userId} for update
      ), "visited" as (
        update "saved_searches" as "s" set "last_visited_at" = ${now.toISOString()}
        from "before" where "s"."id" = "before"."id"
        returning "before"."id", "before"."last_visited_at", "before"."created_at"
      )
      select
        ${utcTimestampText(sql.ref('visited.last_visited_at'))} as "previousVisitAt",
        array(
          select "m"."subject_id"::text from "saved_search_matches" as "m"
          where "m"."saved_search_id" = "visited"."id"
            and "m"."matched_at" > coalesce("visited"."last_visited_at", "visited"."created_at")
          order by "m"."matched_at" desc, "m"."subject_id" desc
          limit ${limit}
        ) as "newMatchIds"
      from "visited"`.execute(this.db());
    return row.rows[0];
  }

  /** Turns the search's alert off (its email's unsubscribe link); the search's owner and name, or undefined when it is gone. */
  async turnAlertOff(id: string, userId: string): Promise<{ name: string } | undefined> {
    return this.db()
      .updateTable('saved_searches')
      .set({ alert: 'off' })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returning('name')
      .executeTakeFirst();
  }

  /** The search's name and alert, for its unsubscribe page; undefined when it is gone or not the user's. */
  describe(id: string, userId: string): Promise<{ name: string; alert: SavedSearchAlert } | undefined> {
    return this.db()
      .selectFrom('saved_searches')
      .select(['name', 'alert'])
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .$narrowType<{ alert: SavedSearchAlert }>()
      .executeTakeFirst();
  }

  /**
   * Records the post as a match of every jobs search it meets, in one statement over the jobs
   * searches (one scan, whatever their number): each criterion is either unset or met, exactly as
   * the board's search reads it; the post's author is never matched. Matched before: nothing new.
   */
  async matchJob(em: EntityManager, post: AlertSubjectJob, matchedAt: Date): Promise<RecordedMatch[]> {
    const hourly = post.payType === 'hourly';
    const fixed = post.payType === 'fixed';
    const { rows } = await sql<RecordedMatch>`
      with "candidates" as (
        select "s"."id", "s"."user_id", "s"."name", "s"."alert"
        from "saved_searches" as "s"
        where "s"."kind" = 'jobs'
          and "s"."user_id" <> ${post.clientId}::uuid
          and ("s"."job_type" is null or "s"."job_type" = ${post.jobType})
          and ("s"."category" is null or "s"."category" = ${post.category})
          and ("s"."pay_type" is null or "s"."pay_type" = ${post.payType})
          and ("s"."currency" is null or "s"."currency" = ${post.payCurrency})
          and ("s"."min_rate" is null or (${hourly} and "s"."min_rate" <= ${post.payMaximum}::integer))
          and ("s"."max_rate" is null or (${hourly} and "s"."max_rate" >= ${post.payMinimum}::integer))
          and ("s"."min_budget" is null or (${fixed} and "s"."min_budget" <= ${post.payMinimum}::integer))
          and (not "s"."verified_only" or ${post.clientVerified})
          and ("s"."time_zone" is null or "s"."time_zone" = ${post.timeZone})
          and ("s"."term_query" is null or ${post.searchVector}::tsvector @@ "s"."term_query")
      ), ${recordMatches(post.id, matchedAt)}`.execute(this.db(em));
    return rows;
  }

  /**
   * Records the freelancer as a match of every freelancers search they meet, in one statement over
   * those searches, as the directory reads its filters: the words in the name, username, skills or
   * bio, the rate in the search's currency and range, verified, and every language named.
   */
  async matchFreelancer(em: EntityManager, freelancer: AlertSubjectFreelancer, matchedAt: Date): Promise<RecordedMatch[]> {
    const languages = freelancer.languages.map((language) => language.toLowerCase());
    const { rows } = await sql<RecordedMatch>`
      with "candidates" as (
        select "s"."id", "s"."user_id", "s"."name", "s"."alert"
        from "saved_searches" as "s"
        where "s"."kind" = 'freelancers'
          and "s"."user_id" <> ${freelancer.id}::uuid
          and ("s"."currency" is null or "s"."currency" = ${freelancer.rateCurrency})
          and ("s"."min_rate" is null or "s"."min_rate" <= ${freelancer.rateAmount}::integer)
          and ("s"."max_rate" is null or "s"."max_rate" >= ${freelancer.rateAmount}::integer)
          and (not "s"."verified_only" or ${freelancer.isVerified})
          and ("s"."languages" is null or "s"."languages" <@ ${languages}::text[])
          and ("s"."term_query" is null or ${freelancer.searchVector}::tsvector @@ "s"."term_query")
      ), ${recordMatches(freelancer.id, matchedAt)}`.execute(this.db(em));
    return rows;
  }

  /**
   * Deletes the matches recorded before `before`, search by search through the (search, matched
   * at) index rather than a scan of every match.
   */
  async pruneMatchesBefore(before: Date): Promise<number> {
    const result = await this.db()
      .deleteFrom('saved_search_matches')
      .where('saved_search_id', 'in', (db) => db.selectFrom('saved_searches').select('id'))
      .where('matched_at', '<', before.toISOString())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The post or freelancer leaves every search's matches: it was taken down, or the account suspended. */
  async removeMatchesOf(em: EntityManager, subjectId: string): Promise<void> {
    await this.db(em).deleteFrom('saved_search_matches').where('subject_id', '=', subjectId).execute();
  }

  /**
   * Takes the searches of the window whose digest is due at `now` and that matched something since
   * their last digest (or since they were saved), and moves their digest to `now`, in one
   * statement: a second instance running at once waits on the rows, then finds them moved and
   * takes none. Each search once per window; the window start each one had comes back.
   */
  async takeDueDigests(em: EntityManager, alert: 'daily' | 'weekly', now: Date, limit: number): Promise<DueDigestSearch[]> {
    const window = alert === 'daily' ? sql`interval '1 day'` : sql`interval '7 days'`;
    const { rows } = await sql<DueDigestSearch>`
      update "saved_searches" as "s" set "last_digest_at" = ${now.toISOString()}::timestamptz
      from (
        select "id", coalesce("last_digest_at", "created_at") as "since"
        from "saved_searches" as "due"
        where "alert" = ${alert}
          and coalesce("last_digest_at", "created_at") <= ${now.toISOString()}::timestamptz - ${window}
          and exists (
            select 1 from "saved_search_matches" as "m"
            where "m"."saved_search_id" = "due"."id" and "m"."matched_at" > coalesce("due"."last_digest_at", "due"."created_at")
          )
        order by "user_id", "id"
        limit ${limit}
        for update skip locked
      ) as "taken"
      where "s"."id" = "taken"."id"
      returning "s"."user_id" as "userId", "s"."id" as "savedSearchId", ${utcTimestampText(sql.ref('taken.since'))} as "since"`.execute(
      this.db(em),
    );
    return rows;
  }

  /** The matches of each search of the user's digest in its window (after its since, up to until), newest first. */
  digestMatches(userId: string, windows: { savedSearchId: string; since: string }[], until: string): Promise<DigestMatchRow[]> {
    if (windows.length === 0) return Promise.resolve([]);
    return this.db()
      .selectFrom('saved_search_matches as m')
      .innerJoin('saved_searches as s', 's.id', 'm.saved_search_id')
      .select(['s.id as savedSearchId', 's.name', 's.kind', 'm.subject_id as subjectId'])
      .where('s.user_id', '=', userId)
      .where((eb) =>
        eb.or(
          windows.map(({ savedSearchId, since }) =>
            eb.and([eb('s.id', '=', savedSearchId), eb('m.matched_at', '>', since), eb('m.matched_at', '<=', until)]),
          ),
        ),
      )
      .orderBy('m.matched_at', 'desc')
      .$narrowType<{ kind: SavedSearchKind }>()
      .execute();
  }

  /** The ids of these searches that still alert by the window (a search turned off or deleted since is left out). */
  async stillAlerting(ids: readonly string[], alert: 'daily' | 'weekly'): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db()
      .selectFrom('saved_searches')
      .select('id')
      .where((eb) => eb('id', '=', anyOf(eb, ids)))
      .where('alert', '=', alert)
      .execute();
    return new Set(rows.map(({ id }) => id));
  }

  /** The user's searches go, and their matches with them (their account was deleted). */
  async removeAllOf(em: EntityManager, userId: string): Promise<void> {
    await this.db(em).deleteFrom('saved_searches').where('user_id', '=', userId).execute();
  }
}

/**
 * The rest of a matching statement after its "candidates" (the searches the subject meets, with
 * whom to tell): records a match for each, once per search and subject, and answers the ones
 * recorded now from the candidates already read, not by reading each search again.
 */
function recordMatches(subjectId: string, matchedAt: Date) {
  return sql`"matched" as (
        insert into "saved_search_matches" ("saved_search_id", "subject_id", "matched_at")
        select "id", ${subjectId}::uuid, ${matchedAt.toISOString()}::timestamptz from "candidates"
        on conflict do nothing
        returning "saved_search_id"
      )
      select "c"."id" as "savedSearchId", "c"."user_id" as "userId", "c"."name", "c"."alert"
      from "matched" join "candidates" as "c" on "c"."id" = "matched"."saved_search_id"`;
}
