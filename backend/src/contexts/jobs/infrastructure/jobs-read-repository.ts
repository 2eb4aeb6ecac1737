import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AliasableExpression, Expression, ExpressionBuilder, expressionBuilder, Kysely, sql, SqlBool } from 'kysely';
import { countRows } from '../../../platform/database/count-rows';
import type { Tables } from '../../../platform/database/tables';
import { findEntityPage } from '../../../platform/paging/entity-page';
import { everyRow, isoTimestamp } from '../../../platform/paging/every-row';
import { keysetPage, Page, PageRequest, toKeysetPage } from '../../../platform/paging/keyset-page';
import { toPrefixTsQuery } from '../../../platform/search/search-words';
import type { JobRow } from '../application/views';
import type { JobCategory } from '../domain/categories';
import type { JobStatus, JobType } from '../domain/job-post.entity';
import { Application, PipelineStage, stageOf } from '../domain/application.entity';
import { JobInvitation } from '../domain/job-invitation.entity';
import type { AlertSubjectJob, ApplicationActivity, FeedJobSearch } from '../public';
import { anyOf } from '../../../platform/database/any-of';
import { decodePageCursor, encodePageCursor, integerField, postgresTimestampField, uuidField } from '../../../platform/paging/page-cursor';
import { MAX_MINOR_UNITS, type Currency, type RateType } from '../../../platform/money/money';

/** The tables jobs owns, the only ones its reads name. */
export type JobsTables = Pick<
  Tables,
  'job_posts' | 'applications' | 'job_invitations' | 'invitation_opt_outs' | 'job_counts' | 'job_pipeline_counts'
>;

/** Which of a user's posts to list: absent fields leave their posts of any status or type. */
export type ClientJobsFilter = { status?: JobStatus; jobType?: JobType };

/** An ApplicationActivity as read: `at` in PostgreSQL's text form. */
export type ApplicationActivityRow = Omit<ApplicationActivity, 'at'> & { at: string };

/** A post of the user's, as their data export lists it. */
export type ExportedJobPost = {
  id: string;
  jobType: 'job_offer' | 'job_seeking';
  title: string;
  description: string;
  category: string;
  duration: string | null;
  verifiedOnly: boolean;
  status: 'open' | 'closed' | 'cancelled';
  tags: string[];
  /** The pay (decision 0070), in minor units: an availability post's hourly rate is an hourly pay of one amount. */
  payType: 'hourly' | 'fixed' | null;
  payCurrency: string | null;
  payMinimum: number | null;
  payMaximum: number | null;
  hoursPerWeek: number | null;
  startDate: string | null;
  timeZone: string | null;
  overlapHours: number | null;
  createdAt: string;
  updatedAt: string;
};

/** An application the user sent, as their data export lists it. */
export type ExportedApplication = {
  id: string;
  jobId: string;
  jobTitle: string;
  coverLetter: string;
  status: 'pending' | 'accepted' | 'rejected' | 'withdrawn';
  /** The proposal's terms: null on applications sent before proposals stated them. */
  proposedRateType: 'hourly' | 'fixed' | null;
  proposedRateCurrency: string | null;
  /** Minor units. */
  proposedRateAmount: number | null;
  hoursPerWeek: number | null;
  startDate: string | null;
  /** Where it stood in the owner's pipeline; null once withdrawn. */
  stage: PipelineStage | null;
  declineReason: string | null;
  declineNote: string | null;
  createdAt: string;
  updatedAt: string;
};

/** An invitation the user received or sent, as their data export lists it. */
export type ExportedInvitation = {
  id: string;
  jobId: string;
  jobTitle: string;
  clientId: string;
  freelancerId: string;
  message: string | null;
  status: 'invited' | 'accepted' | 'declined';
  declineReason: string | null;
  createdAt: string;
  updatedAt: string;
};

const applications = expressionBuilder<Tables, 'applications'>();

/** The applications at one stage of the owner's pipeline (decision 0071). */
function atStage(eb: ExpressionBuilder<Tables, 'applications'>, stage: PipelineStage) {
  switch (stage) {
    case 'new':
      return eb.and([eb('status', '=', 'pending'), eb('shortlisted_at', 'is', null)]);
    case 'shortlisted':
      return eb.and([eb('status', '=', 'pending'), eb('shortlisted_at', 'is not', null)]);
    case 'declined':
      return eb('status', '=', 'rejected');
    case 'hired':
      return eb('status', '=', 'accepted');
  }
}

/**
 * One timestamp that orders pending applications before the others, each newest first: a
 * pending one's is moved a thousand years on, so a single keyset cursor walks both groups. The
 * database function computes it (its migration says how), so applications_pipeline_index serves a
 * post's page in this order without reading every application to it (decision 0076).
 */
const PENDING_FIRST_THEN_NEWEST: AliasableExpression<string> = applications.fn<string>('applications_pipeline_at', [
  applications.ref('status'),
  applications.ref('created_at'),
]);

/**
 * The post (aliased `j`) shows to everyone: its owner is not suspended, no administrator took it
 * down (decision 0035) and the safety check does not hold it (docs/safety.md). Hidden posts are
 * rare, so the searches' index scans drop them as a filter.
 */
function visibleToAll(eb: ExpressionBuilder<JobsTables & { j: JobsTables['job_posts'] }, 'j'>) {
  return eb.and([eb.not(eb.ref('j.owner_suspended')), eb('j.taken_down_at', 'is', null), eb('j.safety_verdict', '<>', 'hold')]);
}

/** JobRows (posts aliased `j`), with the application count the post keeps. */
function jobRows(db: Kysely<JobsTables>) {
  return db
    .selectFrom('job_posts as j')
    .select([
      'j.id',
      'j.client_id',
      'j.job_type',
      'j.title',
      'j.description',
      'j.category',
      'j.duration',
      'j.verified_only',
      'j.status',
      'j.tags',
      'j.created_at',
      'j.updated_at',
      'j.owner_suspended',
      'j.taken_down_at',
      'j.takedown_reason',
      'j.safety_verdict',
      'j.safety_reasons',
      'j.applications_count as application_count',
      'j.pay_type',
      'j.pay_currency',
      'j.pay_minimum',
      'j.pay_maximum',
      'j.hours_per_week',
      'j.start_date',
      'j.time_zone',
      'j.overlap_hours',
    ])
    .$narrowType<Pick<JobRow, 'job_type' | 'category' | 'status' | 'safety_verdict' | 'safety_reasons' | 'pay_type' | 'pay_currency'>>();
}

/** What a search of open posts asks: filters, words, order and the keyset page. */
export type JobSearch = {
  jobType?: JobType;
  category?: JobCategory;
  /** Only posts by verified clients. */
  verifiedOnly?: boolean;
  searchTerm?: string;
  /** Pay filters (decision 0070), amounts in minor units of `currency`: rates are not converted. */
  payType?: RateType;
  currency?: Currency;
  /** Hourly pay whose range reaches into [minRate, maxRate]. */
  minRate?: number;
  maxRate?: number;
  /** Fixed pay of at least this. */
  minBudget?: number;
  /** Only posts in this IANA time zone, exactly. */
  timeZone?: string;
  /** pay_high: the top of the pay first (none last), then newest. */
  sort: 'newest' | 'oldest' | 'pay_high';
  cursor?: string;
  limit: number;
};

type Posts = ExpressionBuilder<JobsTables & { j: JobsTables['job_posts'] }, 'j'>;

/** The top of a post's pay, -1 for none: the expression job_posts_status_pay_index is built on (hence the literal). */
function payKey(eb: Posts) {
  return eb.fn.coalesce('j.pay_maximum', 'j.pay_minimum', eb.lit(-1));
}

/** payKey of a row read, as PostgreSQL computes it. */
function payKeyOf(row: JobRow): number {
  return row.pay_maximum ?? row.pay_minimum ?? -1;
}

/** Where a "Highest pay" page ends: the pay key, the creation time as PostgreSQL prints it, the id. */
type PayCursorKey = [pay: number, at: string, id: string];

function decodePayCursor(cursor: string): PayCursorKey {
  return decodePageCursor<PayCursorKey>(cursor, [integerField(-1, MAX_MINOR_UNITS), postgresTimestampField, uuidField]);
}

/** The pay filters, as conditions on the post's pay columns. */
function payConditions(eb: Posts, search: JobSearch): Expression<SqlBool>[] {
  const hourly = search.minRate !== undefined || search.maxRate !== undefined;
  return [
    ...(search.payType ? [eb('j.pay_type', '=', search.payType)] : []),
    ...(search.currency ? [eb('j.pay_currency', '=', search.currency)] : []),
    ...(hourly ? [eb('j.pay_type', '=', 'hourly')] : []),
    // The range reaches into the asked one: its top at least the lowest asked, its bottom at most the highest.
    ...(search.minRate !== undefined ? [eb('j.pay_maximum', '>=', search.minRate)] : []),
    ...(search.maxRate !== undefined ? [eb('j.pay_minimum', '<=', search.maxRate)] : []),
    ...(search.minBudget !== undefined ? [eb('j.pay_type', '=', 'fixed'), eb('j.pay_minimum', '>=', search.minBudget)] : []),
  ];
}

/**
 * The query of one search page, one row more than the page. Outside the repository, so the
 * benchmark's bare server (cli/bench-floor-server.ts) runs exactly the statement the API runs.
 * There is deliberately no count: counting every match of a common word costs more than the page
 * itself on a large table (docs/decisions/0006).
 */
export function searchJobsQuery(db: Kysely<JobsTables>, search: JobSearch) {
  const tsQuery = toPrefixTsQuery(search.searchTerm);
  const matching = jobRows(db).where((eb) =>
    eb.and([
      eb('j.status', '=', 'open'),
      visibleToAll(eb),
      ...(search.jobType ? [eb('j.job_type', '=', search.jobType)] : []),
      ...(search.category ? [eb('j.category', '=', search.category)] : []),
      ...(search.verifiedOnly ? [eb.ref('j.client_verified')] : []),
      ...(search.timeZone ? [eb('j.time_zone', '=', search.timeZone)] : []),
      // The full-text match as the GIN index on the generated tsvector serves it, with the text search
      // configuration a literal: SQL, as the builder would send 'english' as a parameter.
      ...(tsQuery ? [sql<SqlBool>`${eb.ref('j.search_vector')} @@ to_tsquery('english', ${tsQuery})`] : []),
      ...payConditions(eb, search),
    ]),
  );
  if (search.sort !== 'pay_high') {
    return keysetPage(matching, search, (eb) => ({ at: eb.ref('j.created_at'), id: eb.ref('j.id') }), search.sort);
  }
  // Highest pay first: (pay key, created_at, id) descending, walked backwards on
  // job_posts_status_pay_filters_index, which tests the pay filters on its entries. The lowest
  // asked rate or budget is repeated on the key (the top of an hourly range, a fixed budget), so
  // the walk ends below it.
  const after = search.cursor === undefined ? undefined : decodePayCursor(search.cursor);
  const lowestKey = search.minBudget ?? search.minRate;
  return matching
    .$if(lowestKey !== undefined, (query) => query.where((eb) => eb(payKey(eb), '>=', lowestKey as number)))
    .$if(after !== undefined, (query) =>
      query.where((eb) => {
        const [pay, at, id] = after as PayCursorKey;
        return eb(
          eb.tuple(payKey(eb), eb.ref('j.created_at'), eb.ref('j.id')),
          '<',
          eb.tuple(eb.val(pay), eb.cast<string>(eb.val(at), 'timestamptz'), eb.cast<string>(eb.val(id), 'uuid')),
        );
      }),
    )
    .orderBy(payKey, 'desc')
    .orderBy('j.created_at', 'desc')
    .orderBy('j.id', 'desc')
    .limit(search.limit + 1);
}

/** Every read of jobs' tables, written with the typed query builder. */
@Injectable()
export class JobsReadRepository {
  constructor(private readonly em: EntityManager) {}

  /** Bound to the caller's transaction when there is one. */
  private get db(): Kysely<JobsTables> {
    return this.em.getKysely<JobsTables>();
  }

  /** One post, of any type and status. */
  job(jobId: string): Promise<JobRow | undefined> {
    return jobRows(this.db).where('j.id', '=', jobId).executeTakeFirst();
  }

  /** The posts of one user, newest first, of any status or those of `filter`; hidden ones only when the viewer may see them. */
  async clientJobsPage(clientId: string, page: PageRequest, seesHidden: boolean, filter: ClientJobsFilter = {}): Promise<Page<JobRow>> {
    const { status, jobType } = filter;
    const posts = jobRows(this.db)
      .where('j.client_id', '=', clientId)
      .$if(status !== undefined, (query) => query.where('j.status', '=', status as JobStatus))
      .$if(jobType !== undefined, (query) => query.where('j.job_type', '=', jobType as JobType))
      .$if(!seesHidden, (query) => query.where(visibleToAll));
    const rows = await keysetPage(posts, page, (eb) => ({
      at: eb.ref('j.created_at'),
      id: eb.ref('j.id'),
    })).execute();
    return toKeysetPage(rows, page, (row) => ({ at: row.created_at, id: row.id }));
  }

  /** Open posts matching the search, a keyset page at a time. */
  async searchPage(search: JobSearch): Promise<Page<JobRow>> {
    const rows = await searchJobsQuery(this.db, search).execute();
    if (search.sort !== 'pay_high') return toKeysetPage(rows, search, (row) => ({ at: row.created_at, id: row.id }));
    const items = rows.slice(0, search.limit);
    const last = items.at(-1);
    return {
      items,
      nextCursor:
        rows.length > search.limit && last ? encodePageCursor([payKeyOf(last), last.created_at, last.id] satisfies PayCursorKey) : null,
    };
  }

  /** The open posts shown to everyone (the sitemap): how many, and a page of them by creation. */
  async publicJobAddresses(offset: number, limit: number): Promise<{ total: number; items: { id: string; updatedAt: string }[] }> {
    const open = this.db.selectFrom('job_posts as j').where((eb) => eb.and([eb('j.status', '=', 'open'), visibleToAll(eb)]));
    const [count, rows] = await Promise.all([
      open.select((eb) => countRows(eb).as('count')).executeTakeFirstOrThrow(),
      open.select(['j.id', 'j.updated_at']).orderBy('j.created_at').orderBy('j.id').offset(offset).limit(limit).execute(),
    ]);
    return { total: count.count, items: rows.map((row) => ({ id: row.id, updatedAt: new Date(row.updated_at).toISOString() })) };
  }

  /** Posts made by one user, of any type and status. */
  async countPostsBy(clientId: string): Promise<number> {
    return (await this.jobCounts(clientId)).posts;
  }

  /** The user's row of job_counts, kept by the database's triggers (decision 0076); zeros if they have none. */
  private async jobCounts(userId: string): Promise<{ posts: number; pendingSent: number; pendingReceived: number }> {
    const row = await this.db
      .selectFrom('job_counts')
      .select(['posts', 'pending_sent as pendingSent', 'pending_received as pendingReceived'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ?? { posts: 0, pendingSent: 0, pendingReceived: 0 };
  }

  /** Job offers ever posted, whatever their status. */
  async countJobOffers(): Promise<number> {
    const row = await this.db
      .selectFrom('job_posts')
      .select((eb) => countRows(eb).as('count'))
      .where('job_type', '=', 'job_offer')
      .executeTakeFirstOrThrow();
    return row.count;
  }

  /** Whether the post exists, of any type and status. */
  async jobPostExists(jobId: string): Promise<boolean> {
    const row = await this.db.selectFrom('job_posts').select('id').where('id', '=', jobId).executeTakeFirst();
    return row !== undefined;
  }

  /** The titles of those of these posts that exist. */
  jobTitles(jobIds: readonly string[]): Promise<{ id: string; title: string }[]> {
    if (jobIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('job_posts')
      .select(['id', 'title'])
      .where((eb) => eb('id', '=', anyOf(eb, jobIds)))
      .execute();
  }

  /** These posts as saved-search alerts compare them (decision 0073). */
  alertSubjects(jobIds: readonly string[]): Promise<AlertSubjectJob[]> {
    if (jobIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('job_posts as j')
      .select((eb) => [
        'j.id',
        'j.client_id as clientId',
        'j.job_type as jobType',
        'j.title',
        eb
          .and([eb('j.status', '=', 'open'), visibleToAll(eb)])
          .$castTo<boolean>()
          .as('shown'),
        'j.category',
        'j.pay_type as payType',
        'j.pay_currency as payCurrency',
        'j.pay_minimum as payMinimum',
        'j.pay_maximum as payMaximum',
        'j.client_verified as clientVerified',
        'j.time_zone as timeZone',
        sql<string>`${eb.ref('j.search_vector')}::text`.as('searchVector'),
      ])
      .where((eb) => eb('j.id', '=', anyOf(eb, jobIds)))
      .$narrowType<Pick<AlertSubjectJob, 'jobType' | 'payType'>>()
      .execute();
  }

  /** These posts of any type and status, each with whether someone was hired on it (a closed post is then filled). */
  jobCards(jobIds: readonly string[]): Promise<(JobRow & { hired: boolean })[]> {
    if (jobIds.length === 0) return Promise.resolve([]);
    return jobRows(this.db)
      .select((eb) =>
        eb
          .exists(eb.selectFrom('applications as a').select('a.id').whereRef('a.job_id', '=', 'j.id').where('a.status', '=', 'accepted'))
          .as('hired'),
      )
      .where((eb) => eb('j.id', '=', anyOf(eb, jobIds)))
      .$narrowType<{ hired: boolean }>()
      .execute();
  }

  /** The client's newest open job offers the board shows, with their tags and pay (on job_posts_client_open_offers_index). */
  openJobOffersOf(clientId: string, limit: number) {
    return this.db
      .selectFrom('job_posts as j')
      .select(['j.id', 'j.title', 'j.tags', 'j.pay_type', 'j.pay_currency', 'j.pay_minimum', 'j.pay_maximum'])
      .where((eb) =>
        eb.and([eb('j.client_id', '=', clientId), eb('j.status', '=', 'open'), eb('j.job_type', '=', 'job_offer'), visibleToAll(eb)]),
      )
      .orderBy('j.created_at', 'desc')
      .limit(limit)
      .$narrowType<{ pay_type: RateType | null; pay_currency: Currency | null }>()
      .execute();
  }

  /**
   * A freelancer's feed candidates (decision 0074): open job offers everyone sees, made since
   * `since`, neither theirs nor applied to, that share a tag with their skills (case-insensitively),
   * pay hourly at least their rate in its currency, or were matched by a saved search of theirs;
   * newest first, at most `limit`. One bounded statement per way of matching, each on its own
   * index (job_posts_open_offer_tags_index, job_posts_status_created_at_index, the primary key), so
   * a skill no post names costs a probe rather than a walk over every open post.
   */
  async feedJobs(search: FeedJobSearch): Promise<JobRow[]> {
    const skills = search.skills.map((skill) => skill.toLowerCase());
    const { rate } = search;
    const candidates = (match: (eb: Posts) => Expression<SqlBool>) =>
      jobRows(this.db)
        .where((eb) =>
          eb.and([
            eb('j.status', '=', 'open'),
            eb('j.job_type', '=', 'job_offer'),
            visibleToAll(eb),
            eb('j.created_at', '>=', search.since.toISOString()),
            eb('j.client_id', '<>', search.freelancerId),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('applications as a')
                  .select('a.id')
                  .whereRef('a.job_id', '=', 'j.id')
                  .where('a.freelancer_id', '=', search.freelancerId),
              ),
            ),
            match(eb),
          ]),
        )
        .orderBy('j.created_at', 'desc')
        .orderBy('j.id', 'desc')
        .limit(search.limit)
        .execute();
    const found = await Promise.all([
      skills.length > 0 ? candidates((eb) => sql<SqlBool>`lower_text_array(${eb.ref('j.tags')}) && ${skills}::text[]`) : [],
      rate
        ? candidates((eb) =>
            eb.and([eb('j.pay_type', '=', 'hourly'), eb('j.pay_currency', '=', rate.currency), eb('j.pay_maximum', '>=', rate.amount)]),
          )
        : [],
      search.savedSearchMatches.length > 0 ? candidates((eb) => eb('j.id', '=', anyOf(eb, search.savedSearchMatches))) : [],
    ]);
    const byId = new Map(found.flat().map((row) => [row.id, row]));
    return (
      [...byId.values()]
        // PostgreSQL's text of timestamps in one time zone sorts as they do.
        .sort((first, second) =>
          second.created_at > first.created_at ? 1 : second.created_at < first.created_at ? -1 : second.id.localeCompare(first.id),
        )
        .slice(0, search.limit)
    );
  }

  /** A freelancer's applications with their jobs, newest first. */
  applicationsOfFreelancerPage(freelancerId: string, page: PageRequest): Promise<Page<Application>> {
    return findEntityPage(this.em, Application, 'applications', (eb) => eb('freelancer_id', '=', freelancerId), page, {
      populate: ['job'],
    });
  }

  /**
   * A job's applications with their job, pending first, then the others, each newest first, those
   * at one stage of the pipeline when asked; held ones wait for the safety review.
   */
  applicationsToJobPage(jobId: string, page: PageRequest, stage?: PipelineStage): Promise<Page<Application>> {
    const delivered = (eb: ExpressionBuilder<Tables, 'applications'>) =>
      eb.and([eb('job_id', '=', jobId), eb('safety_verdict', '<>', 'hold'), ...(stage ? [atStage(eb, stage)] : [])]);
    return findEntityPage(this.em, Application, 'applications', delivered, page, {
      orderedBy: PENDING_FIRST_THEN_NEWEST,
      populate: ['job'],
    });
  }

  /** How many of a job's delivered proposals stand at each stage of the pipeline (withdrawn ones are in none). */
  async pipelineCounts(jobId: string): Promise<Record<PipelineStage, number>> {
    // Kept per post by the database's trigger in the stages atStage defines (decision 0076).
    const row = await this.db
      .selectFrom('job_pipeline_counts')
      .select(['new', 'shortlisted', 'declined', 'hired'])
      .where('job_id', '=', jobId)
      .executeTakeFirst();
    return row ?? { new: 0, shortlisted: 0, declined: 0, hired: 0 };
  }

  /** The invitations the user received (as a freelancer) or sent (as a client), newest first. */
  invitationsPage(userId: string, box: 'received' | 'sent', page: PageRequest): Promise<Page<JobInvitation>> {
    const column = box === 'received' ? 'freelancer_id' : 'client_id';
    return findEntityPage(this.em, JobInvitation, 'job_invitations', (eb) => eb(column, '=', userId), page, { populate: ['job'] });
  }

  /** Whether the user receives invitations to jobs (no opt-out row). */
  async acceptsInvitations(userId: string): Promise<boolean> {
    const row = await this.db.selectFrom('invitation_opt_outs').select('user_id').where('user_id', '=', userId).executeTakeFirst();
    return row === undefined;
  }

  /** Every invitation the user received or sent, oldest first, read a page at a time as the caller iterates. */
  exportedInvitations(userId: string): AsyncIterable<ExportedInvitation> {
    return everyRow(
      this.db
        .selectFrom('job_invitations as i')
        .innerJoin('job_posts as j', 'j.id', 'i.job_id')
        .select([
          'i.id',
          'i.job_id as jobId',
          'j.title as jobTitle',
          'i.client_id as clientId',
          'i.freelancer_id as freelancerId',
          'i.message',
          'i.status',
          'i.decline_reason as declineReason',
          'i.created_at as createdAt',
          'i.updated_at as updatedAt',
        ])
        .where((eb) => eb.or([eb('i.freelancer_id', '=', userId), eb('i.client_id', '=', userId)]))
        .$narrowType<Pick<ExportedInvitation, 'status'>>(),
      (eb) => ({ at: eb.ref('i.created_at'), id: eb.ref('i.id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      (row) => ({ ...row, createdAt: isoTimestamp(row.createdAt), updatedAt: isoTimestamp(row.updatedAt) }),
    );
  }

  /** A freelancer's applications still pending. */
  async countPendingApplicationsOf(freelancerId: string): Promise<number> {
    return (await this.jobCounts(freelancerId)).pendingSent;
  }

  /** The pending applications on the posts of one user that the safety check does not hold. */
  async countPendingApplicationsTo(clientId: string): Promise<number> {
    return (await this.jobCounts(clientId)).pendingReceived;
  }

  /**
   * The user's latest `limit` applications, sent and received, newest change first: the latest
   * `limit` of each side, then the latest of both.
   */
  recentApplicationActivity(userId: string, limit: number): Promise<ApplicationActivityRow[]> {
    const latest = (direction: ApplicationActivity['direction']) =>
      this.db
        .selectFrom('applications as a')
        .innerJoin('job_posts as j', 'j.id', 'a.job_id')
        .select((eb) => [
          'a.id as applicationId',
          'a.job_id as jobId',
          'j.title as jobTitle',
          'a.status',
          eb.val(direction).as('direction'),
          'a.freelancer_id as freelancerId',
          'a.updated_at as at',
        ])
        // Each side on its own (user, updated_at) index: the applicant's, or the one of the posts' owner.
        .where(direction === 'sent' ? 'a.freelancer_id' : 'a.client_id', '=', userId)
        // An applicant no longer sees a hidden post; its owner does, but not an application the safety check holds.
        .$if(direction === 'sent', (query) => query.where(visibleToAll))
        .$if(direction === 'received', (query) => query.where('a.safety_verdict', '<>', 'hold'))
        .orderBy('a.updated_at', 'desc')
        .limit(limit)
        .$narrowType<Pick<ApplicationActivity, 'status'>>();
    // Each side in its own derived table: a branch of a union cannot carry its own order and limit.
    return this.db
      .selectFrom(latest('sent').as('sent'))
      .selectAll()
      .unionAll(this.db.selectFrom(latest('received').as('received')).selectAll())
      .orderBy('at', 'desc')
      .orderBy('applicationId', 'desc')
      .limit(limit)
      .execute();
  }

  /** Every post the user made, oldest first, read a page at a time as the caller iterates. */
  exportedJobPosts(userId: string): AsyncIterable<ExportedJobPost> {
    return everyRow(
      this.db
        .selectFrom('job_posts')
        .select([
          'id',
          'job_type as jobType',
          'title',
          'description',
          'category',
          'duration',
          'verified_only as verifiedOnly',
          'status',
          'tags',
          'pay_type as payType',
          'pay_currency as payCurrency',
          'pay_minimum as payMinimum',
          'pay_maximum as payMaximum',
          'hours_per_week as hoursPerWeek',
          'start_date as startDate',
          'time_zone as timeZone',
          'overlap_hours as overlapHours',
          'created_at as createdAt',
          'updated_at as updatedAt',
        ])
        .where('client_id', '=', userId)
        .$narrowType<Pick<ExportedJobPost, 'jobType' | 'status' | 'payType'>>(),
      (eb) => ({ at: eb.ref('created_at'), id: eb.ref('id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      (row) => ({ ...row, createdAt: isoTimestamp(row.createdAt), updatedAt: isoTimestamp(row.updatedAt) }),
    );
  }

  /** Every application the user sent, oldest first, read a page at a time as the caller iterates. */
  exportedApplications(userId: string): AsyncIterable<ExportedApplication> {
    return everyRow(
      this.db
        .selectFrom('applications as a')
        .innerJoin('job_posts as j', 'j.id', 'a.job_id')
        .select([
          'a.id',
          'a.job_id as jobId',
          'j.title as jobTitle',
          'a.cover_letter as coverLetter',
          'a.status',
          'a.proposed_rate_type as proposedRateType',
          'a.proposed_rate_currency as proposedRateCurrency',
          'a.proposed_rate_amount as proposedRateAmount',
          'a.hours_per_week as hoursPerWeek',
          'a.start_date as startDate',
          'a.shortlisted_at as shortlistedAt',
          'a.decline_reason as declineReason',
          'a.decline_note as declineNote',
          'a.created_at as createdAt',
          'a.updated_at as updatedAt',
        ])
        .where('a.freelancer_id', '=', userId)
        .$narrowType<Pick<ExportedApplication, 'status' | 'proposedRateType'>>(),
      (eb) => ({ at: eb.ref('a.created_at'), id: eb.ref('a.id') }),
      (row) => ({ at: row.createdAt, id: row.id }),
      ({ shortlistedAt, ...row }) => ({
        ...row,
        stage: stageOf(row.status, shortlistedAt !== null),
        declineReason: row.status === 'rejected' ? (row.declineReason ?? 'other') : null,
        createdAt: isoTimestamp(row.createdAt),
        updatedAt: isoTimestamp(row.updatedAt),
      }),
    );
  }
}
