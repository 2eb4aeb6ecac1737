/**
 * npm run bench:search [-- --jobs 1000000 --rate 200 --duration 30 --connections 20 --keep | --database NAME]
 *
 * Seeds N job posts into a throwaway database on the PostgreSQL server named by DATABASE_URL
 * (default: the local server), then drives GET /api/jobs?searchTerm=… at a fixed rate, first
 * against a bare node:http + pg server running the same SQL (the floor), then against the API.
 * Reports p50/p95/p99 latency and throughput for both. Measures; asserts nothing.
 * --keep keeps the database; --database NAME runs on a database seeded (and kept) by an earlier run.
 */
import autocannon from 'autocannon';
import { ChildProcess } from 'node:child_process';
import { JOB_CATEGORY_SLUGS } from '../contexts/jobs/domain/categories';
import { migrationsList } from '../../migrations';
import {
  BENCH_SESSION_SECRET,
  benchDatabase,
  dropBenchDatabase,
  machineLine,
  percentile,
  startApi,
  startReadyProcess,
  stop,
  withClient,
} from './bench-support';

type Options = { jobs: number; rate: number; duration: number; connections: number; keep: boolean; database?: string };

function parseOptions(argv: string[]): Options {
  const options: Options = { jobs: 100_000, rate: 200, duration: 30, connections: 20, keep: false };
  for (let index = 0; index < argv.length; index++) {
    const name = argv[index].replace(/^--/, '');
    if (name === 'keep') options.keep = true;
    else if (name === 'database') options.database = argv[++index];
    else if (name in options) (options as unknown as Record<string, number | boolean>)[name] = Number(argv[++index]);
    else throw new Error(`Unknown option --${name}`);
  }
  return options;
}

const VOCABULARY = (
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

function searchPaths(): string[] {
  return SEARCHES.flatMap((term, index) => {
    const base = `/api/jobs?searchTerm=${encodeURIComponent(term)}`;
    if (index % 4 === 1) return [`${base}&category=${JOB_CATEGORY_SLUGS[index % 6]}`];
    if (index % 4 === 2) return [`${base}&verifiedOnly=true&sort=oldest`];
    if (index % 4 === 3) return [`${base}&jobType=job_offer`];
    return [base];
  });
}

async function seed(url: string, jobs: number): Promise<void> {
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
                g % 5 = 0,
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

type Measurement = { p50: number; p95: number; p99: number; throughput: number; errors: number; requests: number };

type Load = { rate?: number; duration: number; connections: number };

/** One autocannon run; every response's latency is kept, so percentiles come from all of them. */
function runAutocannon(
  port: number,
  cookie: string,
  paths: string[],
  load: Load,
  latencies: number[],
): Promise<{ requests: number; failures: number }> {
  let failures = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: load.connections,
        // At a fixed rate, exactly rate × duration requests; flat out, for `duration` seconds.
        ...(load.rate ? { overallRate: load.rate, amount: load.rate * load.duration } : { duration: load.duration }),
        headers: { cookie },
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, finished) =>
        error ? reject(error) : resolve({ requests: finished.requests.total, failures: failures + finished.errors + finished.timeouts }),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else failures += 1;
    });
  });
}

function summarize(latencies: number[], requests: number, errors: number, duration: number): Measurement {
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    throughput: requests / duration,
    errors,
    requests,
  };
}

/** As many requests as the server answers, on `connections` connections that each wait for their answer. */
async function driveFlatOut(port: number, cookie: string, duration: number, connections: number): Promise<Measurement> {
  const latencies: number[] = [];
  const { requests, failures } = await runAutocannon(port, cookie, searchPaths(), { duration, connections }, latencies);
  return summarize(latencies, requests, failures, duration);
}

type Tally = { latencies: number[]; requests: number; failures: number; seconds: number };

const emptyTally = (): Tally => ({ latencies: [], requests: 0, failures: 0, seconds: 0 });

/**
 * `rate` requests a second for `duration` seconds, one every 1000/rate ms, added to `tally`.
 * autocannon's own rate limit spends each second's quota in one burst at the start of the
 * second (autocannon issue #174), which measures a server saturated for part of every second,
 * not one serving `rate` requests a second. So this runs `rate` single-connection instances at
 * one request a second each, started 1000/rate ms apart, each starting at another place in the
 * list of searches so the mix stays even.
 */
async function drivePaced(port: number, cookie: string, rate: number, duration: number, tally: Tally): Promise<void> {
  const paths = searchPaths();
  const runs: Promise<{ requests: number; failures: number }>[] = [];
  const started = performance.now();
  for (let index = 0; index < rate; index++) {
    const startAt = started + (index * 1000) / rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - performance.now())));
    const rotated = [...paths.slice(index % paths.length), ...paths.slice(0, index % paths.length)];
    runs.push(runAutocannon(port, cookie, rotated, { rate: 1, duration, connections: 1 }, tally.latencies));
  }
  for (const run of await Promise.all(runs)) {
    tally.requests += run.requests;
    tally.failures += run.failures;
  }
  tally.seconds += duration;
}

/** The reader's session cookie: a new account on a new database, a sign-in on a reused one. */
async function signIn(port: number, newAccount: boolean): Promise<string> {
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

/** The fixed-rate phase of each server is split into this many alternating rounds. */
const PACED_ROUNDS = 10;

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const reused = options.database !== undefined;
  const database = await benchDatabase(options.database ?? `marketplace_bench_${Date.now()}`, reused);
  const { name, url, serverVersion } = database;
  console.log(`Benchmark database ${name} (PostgreSQL ${serverVersion}); ${migrationsList.length} migrations`);

  const apiPort = 3811;
  const floorPort = 3812;
  let api: ChildProcess | undefined;
  let floor: ChildProcess | undefined;
  try {
    // The API applies the migrations at start; seeding follows once the tables exist.
    api = await startApi(url, apiPort, { RATE_LIMIT_SIGN_UP_ATTEMPTS: '100' });
    if (reused) {
      const posts = await withClient(url, (db) => db.query<{ count: number }>('select count(*)::int as count from job_posts'));
      options.jobs = posts.rows[0].count;
      console.log(`Reusing ${options.jobs} jobs`);
    } else {
      console.log(`Seeding ${options.jobs} jobs…`);
      const seedStart = Date.now();
      await seed(url, options.jobs);
      console.log(`  seeded in ${((Date.now() - seedStart) / 1000).toFixed(0)} s`);
    }
    const cookie = await signIn(apiPort, !reused);

    floor = await startReadyProcess('bench-floor-server.js', {
      DATABASE_URL: url,
      PORT: String(floorPort),
      SESSION_SECRET: BENCH_SESSION_SECRET,
    });

    // The fixed-rate phase alternates between the two servers in rounds, so that a slow spell of
    // the shared machine falls on both rather than on whichever happened to run then.
    const servers = [
      { label: 'floor (node:http + pg)', port: floorPort, paced: emptyTally() },
      { label: 'API', port: apiPort, paced: emptyTally() },
    ];
    for (const server of servers) await driveFlatOut(server.port, cookie, 5, options.connections);
    for (let round = 0; round < PACED_ROUNDS; round++) {
      for (const server of servers) await drivePaced(server.port, cookie, options.rate, options.duration / PACED_ROUNDS, server.paced);
    }
    const results: Record<string, { fixed: Measurement; max: Measurement }> = {};
    for (const { label, port, paced } of servers) {
      const fixed = summarize(paced.latencies, paced.requests, paced.failures, paced.seconds);
      const max = await driveFlatOut(port, cookie, 10, options.connections);
      results[label] = { fixed, max };
      console.log(
        `${label}: p50 ${fmt(fixed.p50)}, p95 ${fmt(fixed.p95)}, p99 ${fmt(fixed.p99)} at ${fixed.throughput.toFixed(0)} req/s; max ${max.throughput.toFixed(0)} req/s`,
      );
    }

    const floorP95 = results['floor (node:http + pg)'].fixed.p95;
    const apiP95 = results.API.fixed.p95;
    console.log(`
| ${options.jobs.toLocaleString('en')} jobs, ${options.rate} req/s for ${options.duration} s | p50 | p95 | p99 | req/s at fixed rate | errors | max req/s |
|---|---|---|---|---|---|---|
${Object.entries(results)
  .map(
    ([label, { fixed, max }]) =>
      `| ${label} | ${fmt(fixed.p50)} | ${fmt(fixed.p95)} | ${fmt(fixed.p99)} | ${fixed.throughput.toFixed(0)} | ${fixed.errors} | ${max.throughput.toFixed(0)} |`,
  )
  .join('\n')}

API p95 / floor p95 = ${(apiP95 / floorP95).toFixed(2)}
${machineLine(serverVersion)}`);
  } finally {
    if (floor) await stop(floor);
    if (api) await stop(api);
    if (!options.keep && !reused) await dropBenchDatabase(database);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
