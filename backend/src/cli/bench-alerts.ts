/**
 * npm run bench:alerts [-- --searches 25000,50000,100000 --posts 1000 --warmup 20 --keep]
 *
 * What matching a new post against the saved searches costs (decision 0073, issue 44). In a
 * throwaway database on the server of DATABASE_URL (default: the local server), migrated by the
 * application as it boots in this process (outbox relay off, so the alerts' events stay in the
 * outbox to be counted), it seeds 20,000 freelancers and 300 clients, then grows the saved searches
 * to each count of --searches in turn (jobs searches, plus a tenth as many freelancers searches,
 * which the jobs statement must pass over): each search's criteria go through the domain's own
 * jobCriteria/freelancerCriteria and are stored with the repository's expressions (the words as
 * `to_tsquery(<configuration>, <words>)`). At each count it inserts a burst of --posts new posts
 * and hands a JobPosted for each, one after another, to the EventDispatcher, as the outbox relay
 * does: the discovery handler reads the post, then matches it in the delivery's transaction.
 * It prints per post p50/p95/p99 of the whole delivery and of the matching statement alone, the
 * matches recorded and the SavedSearchMatched events, then the plan (EXPLAIN ANALYZE) of the jobs
 * statement at the largest count. Measures; asserts nothing.
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { bootApplication, RunningApplication } from '../bootstrap';
import { loadConfig } from '../config/app-config';
import {
  FreelancerSearchCriteria,
  freelancerCriteria,
  JobSearchCriteria,
  jobCriteria,
  SAVED_SEARCH_ALERTS,
} from '../contexts/discovery/domain/saved-search';
import { JOB_CATEGORY_SLUGS } from '../contexts/jobs/domain/categories';
import { JobPosted } from '../contexts/jobs/events';
import { EventDispatcher } from '../platform/outbox/event-handlers';
import { VOCABULARY } from './bench-jobs';
import {
  BENCH_SESSION_SECRET,
  BenchDatabase,
  benchDatabase,
  dropBenchDatabase,
  machineLine,
  parseBenchOptions,
  percentile,
  runBenchmark,
  withClient,
} from './bench-support';

const DEFAULTS = { searches: '25000,50000,100000', posts: 1000, warmup: 20, keep: false };

const FREELANCERS = 20_000;
const CLIENTS = 300;
/** Freelancers searches beside the jobs searches: one for every ten. */
const FREELANCER_SEARCH_SHARE = 0.1;
const TIME_ZONES = [
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Manila',
  'Asia/Kolkata',
  'Africa/Lagos',
];
const PAY_CURRENCIES = ['USD', 'USD', 'USD', 'USD', 'EUR', 'GBP', 'PHP'] as const;
const SKILL_WORDS = ['moderation', 'chat', 'zendesk', 'support', 'email', 'spanish', 'social', 'data', 'calendar', 'community'];
const LANGUAGES = ['English', 'Tagalog', 'Spanish', 'Portuguese', 'French'];
const SAVED_SEARCH_MATCHED = 'discovery.saved_search_matched';

/** A seeded generator (mulberry32): every run seeds the same searches and posts. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
/** A word of the vocabulary, the first ones common and the last ones rare, as the job benchmarks' posts use them. */
const word = (random: Random) => VOCABULARY[Math.floor(VOCABULARY.length * random() ** 2)];

/**
 * What people type: one to three words (mostly two or three) of the board's vocabulary (any of them: a search names
 * what the searcher wants, common word or not), the last one sometimes still being typed ('moder').
 */
function searchTerm(random: Random, vocabulary: readonly string[]): string {
  const words = Array.from({ length: random() < 0.2 ? 1 : random() < 0.6 ? 2 : 3 }, () => pick(random, vocabulary));
  const last = words[words.length - 1];
  if (random() < 0.25 && last.length > 5) words[words.length - 1] = last.slice(0, 3 + Math.floor(random() * (last.length - 4)));
  return words.join(' ');
}

/**
 * A jobs search as the board's filters save it: most name words, some a type, a category, pay,
 * verified clients, a time zone. One without words names a category and a pay floor (an empty
 * search would match every post).
 */
function jobSearch(random: Random): JobSearchCriteria {
  const criteria: JobSearchCriteria = {};
  if (random() < 0.9) criteria.searchTerm = searchTerm(random, VOCABULARY);
  const type = random();
  if (type < 0.25) criteria.jobType = 'job_offer';
  else if (type < 0.3) criteria.jobType = 'job_seeking';
  if (random() < 0.35 || !criteria.searchTerm) criteria.category = pick(random, JOB_CATEGORY_SLUGS);
  const pay = criteria.searchTerm ? random() : 0;
  if (pay < 0.3) {
    if (random() < 0.5) criteria.payType = 'hourly';
    criteria.currency = pick(random, PAY_CURRENCIES);
    if (random() < 0.7 || !criteria.searchTerm) criteria.minRate = 500 + 100 * Math.floor(random() * 25);
    if (random() < 0.3) criteria.maxRate = (criteria.minRate ?? 500) + 100 * Math.floor(random() * 20);
  } else if (pay < 0.4) {
    if (random() < 0.5) criteria.payType = 'fixed';
    criteria.currency = pick(random, PAY_CURRENCIES);
    criteria.minBudget = 5_000 * (1 + Math.floor(random() * 20));
  } else if (pay < 0.45) criteria.payType = random() < 0.7 ? 'hourly' : 'fixed';
  if (random() < 0.2) criteria.verifiedOnly = true;
  if (random() < 0.1) criteria.timeZone = pick(random, TIME_ZONES);
  return criteria;
}

function freelancerSearch(random: Random): FreelancerSearchCriteria {
  const criteria: FreelancerSearchCriteria = {};
  if (random() < 0.7) criteria.searchTerm = searchTerm(random, SKILL_WORDS);
  if (random() < 0.3) {
    criteria.currency = 'USD';
    criteria.minRate = 500 + 100 * Math.floor(random() * 10);
    if (random() < 0.5) criteria.maxRate = criteria.minRate + 100 * Math.floor(random() * 20);
  }
  if (random() < 0.2) criteria.verifiedOnly = true;
  if (random() < 0.2 || Object.keys(criteria).length === 0) criteria.languages = [pick(random, LANGUAGES)];
  return criteria;
}

/** Most searches alert at once, as the form suggests; some by email, some not at all. */
function alertOf(random: Random): (typeof SAVED_SEARCH_ALERTS)[number] {
  const r = random();
  return r < 0.55 ? 'instant' : r < 0.75 ? 'daily' : r < 0.85 ? 'weekly' : 'off';
}

async function seedPeople(db: Client): Promise<void> {
  // Freelancers 1…FREELANCERS keep the searches (and post the availability posts); clients post the offers.
  await db.query(
    `insert into users (id, username, first_name, last_name, email, password_hash, role, is_verified, trust_score, skills, languages,
                        completed_jobs_count, hourly_rate_currency, hourly_rate_amount, created_at)
     select gen_random_uuid(), 'alerts_' || g, 'Freelancer', 'Number ' || g, 'alerts-freelancer-' || g || '@bench.local', 'not-a-hash',
            'freelancer', g % 4 = 0, null, array[($1::text[])[1 + g % 10], ($1::text[])[1 + (g / 10) % 10]],
            array[($2::text[])[1 + g % 5]], 0, 'USD', 500 + 100 * (g % 25), now()
     from generate_series(1, ${FREELANCERS}) g`,
    [SKILL_WORDS, LANGUAGES],
  );
  await db.query(
    `insert into users (id, username, first_name, last_name, email, password_hash, role, is_verified, trust_score, skills, languages, completed_jobs_count, created_at)
     select gen_random_uuid(), 'alerts_client_' || g, 'Client', 'Number ' || g, 'alerts-client-' || g || '@bench.local', 'not-a-hash',
            'client', g % 3 = 0, null, '{}', '{}', 0, now()
     from generate_series(1, ${CLIENTS}) g`,
  );
}

type Person = { id: string; isVerified: boolean; rate: number };

async function people(db: Client, role: 'freelancer' | 'client'): Promise<Person[]> {
  const { rows } = await db.query<Person>(
    `select id, is_verified as "isVerified", coalesce(hourly_rate_amount, 0) as rate from users where role = $1 and email like 'alerts-%' order by email`,
    [role],
  );
  return rows;
}

const BATCH = 5_000;

/**
 * Saved searches from..to (jobs) and their share of freelancers searches, the columns from the
 * domain's functions and the words stored as the repository stores them. Search n belongs to
 * freelancer n mod FREELANCERS, so 100,000 searches are 5 a freelancer (the cap is 20).
 */
async function addSearches(db: Client, freelancers: Person[], from: number, to: number): Promise<void> {
  type Row = {
    id: string;
    userId: string;
    kind: string;
    name: string;
    criteria: string;
    alert: string;
    columns: ReturnType<typeof jobCriteria>['columns'];
  };
  const rows: Row[] = [];
  for (let n = from; n < to; n++) {
    const random = generator(n + 1);
    const kept = jobCriteria(jobSearch(random));
    rows.push({
      id: randomUUID(),
      userId: freelancers[n % FREELANCERS].id,
      kind: 'jobs',
      name: `Jobs search ${n}`,
      criteria: JSON.stringify(kept.criteria),
      alert: alertOf(random),
      columns: kept.columns,
    });
  }
  for (let n = Math.round(from * FREELANCER_SEARCH_SHARE); n < Math.round(to * FREELANCER_SEARCH_SHARE); n++) {
    const random = generator(-(n + 1));
    const kept = freelancerCriteria(freelancerSearch(random));
    rows.push({
      id: randomUUID(),
      userId: freelancers[(n * 7) % FREELANCERS].id,
      kind: 'freelancers',
      name: `People search ${n}`,
      criteria: JSON.stringify(kept.criteria),
      alert: alertOf(random),
      columns: kept.columns,
    });
  }
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const column = <T>(value: (row: Row) => T) => batch.map(value);
    // The same expressions as SavedSearchesRepository.create: to_tsquery(<the kind's configuration>, <the words>).
    await db.query(
      `insert into saved_searches (id, user_id, kind, name, criteria, alert, term_query, job_type, category, pay_type, currency,
                                   min_rate, max_rate, min_budget, verified_only, time_zone, languages, created_at)
       select s.id, s.user_id, s.kind, s.name, s.criteria, s.alert,
              case when s.term is null then null else to_tsquery(s.configuration::regconfig, s.term) end,
              s.job_type, s.category, s.pay_type, s.currency, s.min_rate, s.max_rate, s.min_budget, s.verified_only, s.time_zone,
              string_to_array(s.languages, ','), now()
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::jsonb[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[],
                   $11::text[], $12::text[], $13::integer[], $14::integer[], $15::integer[], $16::boolean[], $17::text[], $18::text[])
         as s (id, user_id, kind, name, criteria, alert, term, configuration, job_type, category, pay_type, currency, min_rate, max_rate,
               min_budget, verified_only, time_zone, languages)`,
      [
        column((r) => r.id),
        column((r) => r.userId),
        column((r) => r.kind),
        column((r) => r.name),
        column((r) => r.criteria),
        column((r) => r.alert),
        column((r) => r.columns.termQuery),
        column((r) => r.columns.textConfiguration),
        column((r) => r.columns.jobType),
        column((r) => r.columns.category),
        column((r) => r.columns.payType),
        column((r) => r.columns.currency),
        column((r) => r.columns.minRate),
        column((r) => r.columns.maxRate),
        column((r) => r.columns.minBudget),
        column((r) => r.columns.verifiedOnly),
        column((r) => r.columns.timeZone),
        column((r) => r.columns.languages?.join(',') ?? null),
      ],
    );
  }
  await db.query('vacuum analyze saved_searches');
}

type Post = { id: string; clientId: string; jobType: 'job_offer' | 'job_seeking'; title: string };

/**
 * A burst of new, published posts: nine in ten job offers by the clients (hourly, fixed or no pay
 * stated; half with a time zone), one in ten availability posts by freelancers at their own rate.
 */
async function addPosts(db: Client, clients: Person[], freelancers: Person[], count: number, seed: number): Promise<Post[]> {
  const posts = Array.from({ length: count }, (_, index) => {
    const random = generator(1_000_000 + seed + index);
    const seeking = random() < 0.1;
    const poster = seeking ? pick(random, freelancers) : pick(random, clients);
    const pay = random();
    const hourly = seeking || pay < 0.65;
    const minimum = seeking ? poster.rate : hourly ? 500 + 100 * Math.floor(random() * 25) : 5_000 * (1 + Math.floor(random() * 20));
    return {
      id: randomUUID(),
      clientId: poster.id,
      clientVerified: poster.isVerified,
      jobType: seeking ? ('job_seeking' as const) : ('job_offer' as const),
      title: `${word(random)} ${word(random)} ${word(random)}`.replace(/^\w/, (first) => first.toUpperCase()),
      description: Array.from({ length: 14 }, () => word(random)).join(' '),
      category: pick(random, JOB_CATEGORY_SLUGS),
      payType: !seeking && pay >= 0.9 ? null : hourly ? 'hourly' : 'fixed',
      currency: !seeking && pay >= 0.9 ? null : pick(random, PAY_CURRENCIES),
      minimum: !seeking && pay >= 0.9 ? null : minimum,
      maximum: !seeking && pay >= 0.9 ? null : hourly ? minimum + (seeking ? 0 : 100 * Math.floor(random() * 15)) : null,
      timeZone: random() < 0.5 ? pick(random, TIME_ZONES) : null,
      tags: [word(random), word(random)],
    };
  });
  const column = <T>(value: (post: (typeof posts)[number]) => T) => posts.map(value);
  await db.query(
    `insert into job_posts (id, client_id, client_verified, job_type, title, description, category, verified_only, status, tags,
                            pay_type, pay_currency, pay_minimum, pay_maximum, time_zone, created_at, updated_at)
     select p.id, p.client_id, p.client_verified, p.job_type, p.title, p.description, p.category, false, 'open',
            string_to_array(p.tags, ','), p.pay_type, p.currency, p.minimum, p.maximum, p.time_zone, now(), now()
     from unnest($1::uuid[], $2::uuid[], $3::boolean[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[],
                 $11::integer[], $12::integer[], $13::text[])
       as p (id, client_id, client_verified, job_type, title, description, category, tags, pay_type, currency, minimum, maximum, time_zone)`,
    [
      column((p) => p.id),
      column((p) => p.clientId),
      column((p) => p.clientVerified),
      column((p) => p.jobType),
      column((p) => p.title),
      column((p) => p.description),
      column((p) => p.category),
      column((p) => p.tags.join(',')),
      column((p) => p.payType),
      column((p) => p.currency),
      column((p) => p.minimum),
      column((p) => p.maximum),
      column((p) => p.timeZone),
    ],
  );
  return posts.map(({ id, clientId, jobType, title }) => ({ id, clientId, jobType, title }));
}

/**
 * Times the application's matching statements as its connections send them, and keeps the text
 * and parameters of the last jobs statement for EXPLAIN: pg's Client.query, wrapped.
 */
type StatementWatch = { jobsStatementMs: number[]; lastJobsStatement?: { text: string; values: unknown[] } };
function watchMatchingStatements(): StatementWatch {
  const watch: StatementWatch = { jobsStatementMs: [] };
  const send = Client.prototype.query;
  Client.prototype.query = function (this: Client, ...args: unknown[]) {
    const config = args[0];
    const text = typeof config === 'string' ? config : ((config as { text?: string } | undefined)?.text ?? '');
    if (text.includes('insert into "saved_search_matches"') && text.includes(`"kind" = 'jobs'`)) {
      const values = (typeof config === 'string' ? args[1] : (config as { values?: unknown[] }).values) as unknown[];
      watch.lastJobsStatement = { text, values };
      const started = performance.now();
      const done = () => watch.jobsStatementMs.push(performance.now() - started);
      // The pool hands the statement over with a callback; a promise when there is none.
      const callback = args[args.length - 1];
      if (typeof callback === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          done();
          return (callback as (...results: unknown[]) => unknown)(...results);
        };
      } else {
        const result = (send as (...args: unknown[]) => unknown).apply(this, args);
        void (result as Promise<unknown>).then(done, () => undefined);
        return result;
      }
    }
    return (send as (...args: unknown[]) => unknown).apply(this, args);
  } as typeof send;
  return watch;
}

type StageResult = {
  searches: number;
  freelancerSearches: number;
  delivery: number[];
  statement: number[];
  totalMs: number;
  jobMatches: number;
  freelancerMatches: number;
  events: number;
  instantAlerts: number;
};

async function matchBurst(app: NestExpressApplication, db: Client, posts: Post[], warmup: Post[], watch: StatementWatch) {
  const dispatcher = app.get(EventDispatcher);
  const deliver = (post: Post) => dispatcher.dispatch(randomUUID(), new JobPosted(post.id, post.clientId, post.jobType, post.title));
  for (const post of warmup) await deliver(post);
  const counts = async () =>
    (
      await db.query<{ matches: number; jobMatches: number; events: number; instant: number }>(
        `select (select count(*)::int from saved_search_matches) as matches,
                (select count(*)::int from saved_search_matches where subject_id = any($1::uuid[])) as "jobMatches",
                (select count(*)::int from outbox_events where type = $2) as events,
                (select coalesce(sum(jsonb_array_length(payload->'matches')), 0)::int from outbox_events where type = $2) as instant`,
        [posts.map(({ id }) => id), SAVED_SEARCH_MATCHED],
      )
    ).rows[0];
  const before = await counts();
  watch.jobsStatementMs.length = 0;
  const delivery: number[] = [];
  const burstStarted = performance.now();
  for (const post of posts) {
    const started = performance.now();
    await deliver(post);
    delivery.push(performance.now() - started);
  }
  const totalMs = performance.now() - burstStarted;
  const after = await counts();
  return {
    delivery: delivery.sort((a, b) => a - b),
    statement: [...watch.jobsStatementMs].sort((a, b) => a - b),
    totalMs,
    jobMatches: after.jobMatches,
    freelancerMatches: after.matches - before.matches - after.jobMatches,
    events: after.events - before.events,
    instantAlerts: after.instant - before.instant,
  };
}

/** The plan of the jobs statement as it last ran, run again (its post's matches taken back first) and rolled back. */
async function explainJobsStatement(db: Client, watch: StatementWatch): Promise<string> {
  const statement = watch.lastJobsStatement;
  if (!statement) return 'no jobs statement was seen';
  await db.query('begin');
  try {
    const postId = statement.values.find((value) => typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value));
    await db.query('delete from saved_search_matches where subject_id = $1', [postId]);
    const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${statement.text}`, statement.values);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await db.query('rollback');
  }
}

const ms = (value: number) => value.toFixed(2);
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), DEFAULTS);
  const stages = options.searches
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);
  const loadBefore = uptime();
  console.log(`Load at start: ${loadBefore}`);
  const database: BenchDatabase = await benchDatabase(`marketplace_bench_alerts_${Date.now()}`);
  console.log(`Benchmark database ${database.name} (PostgreSQL ${database.serverVersion})`);
  let running: RunningApplication | undefined;
  try {
    const watch = watchMatchingStatements();
    // The application in this process, on the throwaway database: it applies the migrations as it
    // boots. No relay: SavedSearchMatched events stay in the outbox, to be counted.
    running = await bootApplication(
      loadConfig({
        ...process.env,
        DATABASE_URL: database.url,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        SESSION_SECRET: BENCH_SESSION_SECRET,
        OUTBOX_RELAY_ENABLED: 'false',
      }),
    );
    const app = running.app;
    const results: StageResult[] = [];
    let plan = '';
    await withClient(database.url, async (db) => {
      await seedPeople(db);
      await db.query('vacuum analyze users');
      const freelancers = await people(db, 'freelancer');
      const clients = await people(db, 'client');
      let seeded = 0;
      for (const [index, searches] of stages.entries()) {
        const seedStarted = Date.now();
        await addSearches(db, freelancers, seeded, searches);
        seeded = searches;
        const posts = await addPosts(db, clients, freelancers, options.posts + options.warmup, index * 100_000);
        await db.query('vacuum analyze job_posts');
        console.log(
          `${searches.toLocaleString('en')} jobs searches in place (${((Date.now() - seedStarted) / 1000).toFixed(1)} s); matching ${options.posts} posts…`,
        );
        const burst = await matchBurst(app, db, posts.slice(options.warmup), posts.slice(0, options.warmup), watch);
        const freelancerSearches = Math.round(searches * FREELANCER_SEARCH_SHARE);
        const result = { searches, freelancerSearches, ...burst };
        results.push(result);
        console.log(
          `  delivery p50 ${ms(percentile(result.delivery, 50))} ms, p95 ${ms(percentile(result.delivery, 95))} ms, p99 ${ms(percentile(result.delivery, 99))} ms; ` +
            `statement p50 ${ms(percentile(result.statement, 50))} ms; total ${(result.totalMs / 1000).toFixed(1)} s; ` +
            `${result.jobMatches.toLocaleString('en')} post matches, ${result.events} SavedSearchMatched events`,
        );
      }
      plan = await explainJobsStatement(db, watch);
    });
    const smallest = results[0];
    console.log(`
Matching path: the application booted in this process (bootApplication); each post's JobPosted handed to the EventDispatcher as the outbox relay hands it (MatchSavedSearchesOnJobPosted: GetAlertSubjectJobsQuery, then in the delivery's transaction SavedSearchesRepository.matchJob, and matchFreelancer for availability posts). ${options.posts} posts per count, one after another, after ${options.warmup} unmeasured.

| jobs searches (+ freelancers searches) | delivery p50 | p95 | p99 | jobs statement p50 | p95 | p99 | burst total | per post, mean | matches recorded (posts; freelancers) | SavedSearchMatched events (instant alerts) | p50 ÷ p50 at ${smallest.searches.toLocaleString('en')} |
|---|---|---|---|---|---|---|---|---|---|---|---|
${results
  .map(
    (r) =>
      `| ${r.searches.toLocaleString('en')} (+ ${r.freelancerSearches.toLocaleString('en')}) | ${ms(percentile(r.delivery, 50))} ms | ${ms(percentile(r.delivery, 95))} ms | ${ms(percentile(r.delivery, 99))} ms | ` +
      `${ms(percentile(r.statement, 50))} ms | ${ms(percentile(r.statement, 95))} ms | ${ms(percentile(r.statement, 99))} ms | ${(r.totalMs / 1000).toFixed(1)} s | ${ms(r.totalMs / r.delivery.length)} ms | ` +
      `${r.jobMatches.toLocaleString('en')}; ${r.freelancerMatches.toLocaleString('en')} | ${r.events.toLocaleString('en')} (${r.instantAlerts.toLocaleString('en')}) | ` +
      `${(percentile(r.delivery, 50) / percentile(smallest.delivery, 50)).toFixed(2)} × for ${(r.searches / smallest.searches).toFixed(1)} × the searches |`,
  )
  .join('\n')}

Plan of the jobs statement (its last post, at ${results[results.length - 1].searches.toLocaleString('en')} searches, run again and rolled back):
${plan}

${machineLine(database.serverVersion)}
Load at start: ${loadBefore}
Load at end:   ${uptime()}`);
  } finally {
    if (running) await running.close();
    if (!options.keep) await dropBenchDatabase(database);
  }
}

runBenchmark(module, main);
