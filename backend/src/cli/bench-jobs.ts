/** The job-search workload of the benchmarks: seeded posts, the searches a reader makes, the reader's sign-in. */
import { ChildProcess } from 'node:child_process';
import { migrationsList } from '../../migrations';
import { JOB_CATEGORY_SLUGS } from '../contexts/jobs/domain/categories';
import {
  BENCH_SESSION_SECRET,
  BenchDatabase,
  benchDatabase,
  ChildOptions,
  dropBenchDatabase,
  startApi,
  startReadyProcess,
  stop,
  withClient,
} from './bench-support';

export const VOCABULARY = (
  'chat operator customer service support agent virtual assistant content moderator social media manager email ' +
  'helpdesk ticket zendesk freshdesk intercom refunds returns orders shipping billing onboarding night shift weekend ' +
  'evening morning english spanish german french portuguese italian arabic japanese fluent native friendly fast ' +
  'accurate patient calm empathetic escalation policy community forum discord reddit instagram tiktok facebook ' +
  'linkedin twitter captions calendar inbox scheduling travel research notion spreadsheet crm salesforce hubspot ' +
  'shopify ecommerce fashion saas gaming fintech health travel startup agency brand store marketplace app subscribers ' +
  'live phone voice text reply response time quality satisfaction review rating report weekly monthly hours part time ' +
  'full remote flexible timezone europe asia america africa training team lead senior junior experienced reliable'
).split(' ');

const SEARCHES = [
  'chat',
  'customer service',
  'moder',
  'support',
  'email support',
  'night shift',
  'zendesk',
  'virtual assist',
  'social media',
  'refunds returns',
  'spanish',
  'instag',
  'weekend chat',
  'calendar inbox',
  'ecommerce',
  'fluent english',
  'community',
  'helpdesk tick',
  'japanese',
  'senior support agent',
];

export function searchPaths(): string[] {
  return SEARCHES.flatMap((term, index) => {
    const base = `/api/jobs?searchTerm=${encodeURIComponent(term)}`;
    if (index % 4 === 1) return [`${base}&category=${JOB_CATEGORY_SLUGS[index % 6]}`];
    if (index % 4 === 2) return [`${base}&verifiedOnly=true&sort=oldest`];
    if (index % 4 === 3) return [`${base}&jobType=job_offer`];
    return [base];
  });
}

export async function seed(url: string, jobs: number): Promise<void> {
  await withClient(url, async (db) => {
    const clients = 2_000;
    await db.query(`
      insert into users (id, username, first_name, last_name, email, password_hash, role, is_verified, trust_score, skills, languages, completed_jobs_count, created_at)
      select gen_random_uuid(), 'bench_' || g, 'Client', 'Number ' || g, 'bench-' || g || '@bench.local', 'not-a-hash', 'client',
             g % 3 = 0, case when g % 4 = 0 then null else g % 101 end, '{}', '{}', 0, now()
      from generate_series(1, ${clients}) g`);
    // Words follow a skewed (Zipf-like) distribution, as in real postings: the first words of
    // the vocabulary are common, the last ones rare. Posts arrive in time order, as in production,
    // so the table's physical order follows created_at.
    const batch = 100_000;
    for (let done = 0; done < jobs; done += batch) {
      const size = Math.min(batch, jobs - done);
      await db.query(
        `with vocabulary as (select $1::text[] as w, cardinality($1::text[]) as n),
              posters as (select array_agg(id order by email) as ids, array_agg(is_verified order by email) as verified from users where email like 'bench-%@bench.local')
         insert into job_posts (id, client_id, client_verified, job_type, title, description, category, duration, verified_only, status, tags, created_at, updated_at)
         select gen_random_uuid(), p.ids[1 + (g % ${clients})], p.verified[1 + (g % ${clients})],
                case when g % 10 = 0 then 'job_seeking' else 'job_offer' end,
                initcap(v.w[1 + floor(v.n * power(random(), 2))::int]) || ' ' || v.w[1 + floor(v.n * power(random(), 2))::int] || ' ' || v.w[1 + floor(v.n * power(random(), 2))::int],
                -- "g * 0" ties the subquery to the row (each post gets its own description);
                -- "s * 0" keeps the aggregate inside the subquery.
                (select string_agg(v.w[1 + floor(v.n * power(random(), 2) + g * 0 + s * 0)::int], ' ') from generate_series(1, 14) s),
                ($2::text[])[1 + g % 6],
                case when g % 4 = 0 then null else (1 + g % 12) || ' months' end,
                g % 5 = 1, -- offers only (g % 10 = 0 are availability posts)
                case when g % 20 = 0 then 'closed' else 'open' end,
                array[initcap(v.w[1 + floor(v.n * power(random(), 2))::int]), initcap(v.w[1 + floor(v.n * power(random(), 2))::int])],
                now() - (${jobs} - g + random()) * interval '60 seconds', now()
         from generate_series(${done + 1}, ${done + size}) g, vocabulary v, posters p`,
        [VOCABULARY, JOB_CATEGORY_SLUGS],
      );
      process.stdout.write(`  seeded ${done + size} / ${jobs} jobs\n`);
    }
    await db.query('analyze');
  });
}

/** The reader's session cookie: a new account on a new database, a sign-in on a reused one. */
export async function signIn(port: number, newAccount: boolean): Promise<string> {
  const account = { email: 'bench-reader@bench.local', password: 'bench-password', firstName: 'Bench', lastName: 'Reader' };
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/${newAccount ? 'register' : 'login'}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(newAccount ? account : { email: account.email, password: account.password }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`signing in failed: ${response.status}`);
  return cookie;
}

/** Sign-up and sign-in limits far above what runs of the benchmarks one after another use. */
const BENCH_SIGN_IN_LIMITS = {
  RATE_LIMIT_SIGN_UP_ATTEMPTS: '100',
  RATE_LIMIT_SIGN_IN_ATTEMPTS: '1000',
  RATE_LIMIT_SIGN_IN_ADDRESS_ATTEMPTS: '1000',
};

/** What the job-search benchmarks share: the database, its posts and the reader's cookie, and the API and floor servers. */
export type JobsBench = { database: BenchDatabase; reused: boolean; jobs: number; cookie: string; api: ChildProcess; floor: ChildProcess };

export type JobsBenchOptions = { jobs: number; database: string; apiPort: number; floorPort: number };

/**
 * Creates (or, with `database`, reuses) the benchmark database, starts the API on it (which
 * applies the migrations), seeds `jobs` posts, signs the reader in and starts the floor server.
 * `children` sets how each server process runs. On failure, whatever was started is stopped and
 * a created database dropped.
 */
export async function startJobsBench(
  options: JobsBenchOptions,
  children: { api?: ChildOptions; floor?: ChildOptions } = {},
): Promise<JobsBench> {
  const reused = options.database !== '';
  const database = await benchDatabase(options.database || `marketplace_bench_${Date.now()}`, reused);
  console.log(`Benchmark database ${database.name} (PostgreSQL ${database.serverVersion}); ${migrationsList.length} migrations`);
  let api: ChildProcess | undefined;
  try {
    // Every run signs the reader in again: a kept database must not run out of sign-ins for the hour.
    api = await startApi(database.url, options.apiPort, BENCH_SIGN_IN_LIMITS, children.api);
    let jobs = options.jobs;
    if (reused) {
      const posts = await withClient(database.url, (db) => db.query<{ count: number }>('select count(*)::int as count from job_posts'));
      jobs = posts.rows[0].count;
      console.log(`Reusing ${jobs} jobs`);
    } else {
      console.log(`Seeding ${jobs} jobs…`);
      const seedStart = Date.now();
      await seed(database.url, jobs);
      console.log(`  seeded in ${((Date.now() - seedStart) / 1000).toFixed(0)} s`);
    }
    const cookie = await signIn(options.apiPort, !reused);
    const floor = await startReadyProcess(
      'bench-floor-server.js',
      { DATABASE_URL: database.url, PORT: String(options.floorPort), SESSION_SECRET: BENCH_SESSION_SECRET },
      children.floor,
    );
    return { database, reused, jobs, cookie, api, floor };
  } catch (error) {
    if (api) await stop(api);
    if (!reused) await dropBenchDatabase(database);
    throw error;
  }
}

/** Stops both servers and drops the database unless it was reused or is to be kept. */
export async function stopJobsBench(bench: JobsBench, keep: boolean): Promise<void> {
  await stop(bench.floor);
  await stop(bench.api);
  if (!keep && !bench.reused) await dropBenchDatabase(bench.database);
}

/** Starts the bench (startJobsBench), runs `measure` on it, and stops it (stopJobsBench) whatever happens. */
export async function withJobsBench(
  options: JobsBenchOptions & { keep: boolean },
  children: { api?: ChildOptions; floor?: ChildOptions },
  measure: (bench: JobsBench) => Promise<void>,
): Promise<void> {
  const bench = await startJobsBench(options, children);
  try {
    await measure(bench);
  } finally {
    await stopJobsBench(bench, options.keep);
  }
}
