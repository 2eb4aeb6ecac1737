/**
 * npm run bench:scale [-- --scale 1 --rate 20 --duration 10 --only PATH-PART[,PATH-PART…] --keep | --database NAME --api-port 3821]
 *
 * Seeds a marketplace of 100,000 users (bench-scale-seed.ts) into a throwaway database on the
 * PostgreSQL server named by DATABASE_URL (default: the local server), signs its heavy users in
 * through the API, then reads each screen's GET operation alone at a fixed, evenly spaced rate and
 * prints per operation p50/p95/p99, the rate achieved, the answer's size and the SQL statements a
 * request sends. Measures; asserts nothing. --only measures the operations whose path contains it
 * (or any of several, comma-separated). --keep keeps the database; --database NAME runs on a database
 * seeded (and kept) by an earlier run at the same --scale, without seeding again.
 */
import { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { migrationsList } from '../../migrations';
import { drivePaced, emptyTally, summarize } from './bench-load';
import { reusedScale, SCALE_SIGN_IN_LIMITS, ScaleSeed, seedScale, signInScaleUser, totpCode } from './bench-scale-seed';
import {
  BENCH_SESSION_SECRET,
  benchDatabase,
  dropBenchDatabase,
  machineLine,
  parseBenchOptions,
  runBenchmark,
  startApi,
  statementsSoFar,
  stop,
} from './bench-support';

const DEFAULTS = { scale: 1, rate: 20, duration: 10, only: '', keep: false, database: '', apiPort: 3821 };

/** Three sign-ins a run: a kept database must not run out of them for the hour. */
type Reader = 'freelancer' | 'client' | 'admin';

/** Every GET a screen reads, as the heavy user who reads it most; the path's ids come from the seed. */
const OPERATIONS: { reader: Reader; path: (seed: ScaleSeed) => string }[] = [
  { reader: 'freelancer', path: () => '/api/auth/user' },
  { reader: 'freelancer', path: () => '/api/auth/sessions' },
  { reader: 'freelancer', path: () => '/api/auth/two-factor' },
  { reader: 'freelancer', path: () => '/api/users/username/check/someone_new' },
  { reader: 'freelancer', path: (seed) => `/api/users/${seed.heavyFreelancer.id}` },
  { reader: 'client', path: () => '/api/freelancers' },
  { reader: 'client', path: () => '/api/freelancers?searchTerm=moderation' },
  { reader: 'client', path: () => '/api/freelancers?searchTerm=moderation%20zendesk&verifiedOnly=true' },
  { reader: 'client', path: () => '/api/freelancers?sort=rate_low' },
  { reader: 'client', path: () => '/api/freelancers?sort=rate_high&currency=USD&maxRate=3000' },
  { reader: 'client', path: (seed) => `/api/portfolio/${seed.heavyFreelancer.id}` },
  { reader: 'freelancer', path: () => '/api/jobs/categories' },
  { reader: 'freelancer', path: () => '/api/jobs' },
  { reader: 'freelancer', path: () => '/api/jobs?searchTerm=chat%20support' },
  { reader: 'freelancer', path: () => '/api/jobs?sort=pay_high' },
  { reader: 'freelancer', path: () => '/api/jobs?payType=hourly&currency=USD&minRate=1500&maxRate=2500&sort=pay_high' },
  { reader: 'freelancer', path: (seed) => `/api/jobs/${seed.readPostId}` },
  { reader: 'freelancer', path: (seed) => `/api/jobs/client/${seed.heavyClient.id}` },
  { reader: 'freelancer', path: () => '/api/applications/my' },
  { reader: 'client', path: (seed) => `/api/applications/job/${seed.readPostId}` },
  { reader: 'client', path: (seed) => `/api/applications/${seed.readApplicationId}` },
  { reader: 'client', path: (seed) => `/api/applications/job/${seed.readPostId}?stage=shortlisted` },
  { reader: 'client', path: (seed) => `/api/applications/job/${seed.readPostId}/stages` },
  { reader: 'client', path: (seed) => `/api/applications/${seed.readApplicationId}/offers` },
  { reader: 'freelancer', path: () => '/api/invitations?box=received' },
  { reader: 'client', path: () => '/api/invitations?box=sent' },
  { reader: 'freelancer', path: () => '/api/contracts/my' },
  { reader: 'freelancer', path: (seed) => `/api/contracts/${seed.contractId}` },
  { reader: 'freelancer', path: (seed) => `/api/contracts/${seed.contractId}/milestones` },
  { reader: 'freelancer', path: (seed) => `/api/reviews/${seed.heavyFreelancer.id}` },
  { reader: 'freelancer', path: (seed) => `/api/reviews/${seed.heavyFreelancer.id}/trust-score` },
  { reader: 'freelancer', path: () => '/api/conversations' },
  { reader: 'freelancer', path: () => '/api/conversations/unread-count' },
  { reader: 'freelancer', path: (seed) => `/api/conversations/with/${seed.readConversationPartnerId}` },
  { reader: 'freelancer', path: (seed) => `/api/messages/${seed.readConversationId}` },
  { reader: 'freelancer', path: () => '/api/notifications' },
  { reader: 'freelancer', path: () => '/api/blocked-users' },
  { reader: 'freelancer', path: () => '/api/reports/my' },
  { reader: 'freelancer', path: () => '/api/disputes/my' },
  { reader: 'freelancer', path: () => '/api/verifications/my' },
  { reader: 'freelancer', path: () => '/api/email/preferences' },
  { reader: 'freelancer', path: () => '/api/platform/stats' },
  { reader: 'freelancer', path: () => '/api/dashboard/stats' },
  { reader: 'freelancer', path: () => '/api/dashboard/activity' },
  { reader: 'client', path: () => '/api/contracts/my' },
  { reader: 'client', path: () => '/api/dashboard/stats' },
  { reader: 'client', path: () => '/api/dashboard/activity' },
  { reader: 'freelancer', path: () => '/api/discovery/feed' },
  { reader: 'client', path: () => '/api/discovery/feed' },
  { reader: 'freelancer', path: () => '/api/saved-jobs' },
  { reader: 'freelancer', path: () => '/api/saved-items/ids' },
  { reader: 'admin', path: () => '/api/admin/stats' },
  { reader: 'admin', path: () => '/api/admin/users' },
  { reader: 'admin', path: () => '/api/admin/users?q=number%201' },
  { reader: 'admin', path: (seed) => `/api/admin/users/${seed.heavyFreelancer.id}` },
  { reader: 'admin', path: (seed) => `/api/admin/users/${seed.heavyFreelancer.id}/reports` },
  { reader: 'admin', path: (seed) => `/api/admin/users/${seed.heavyFreelancer.id}/disputes` },
  { reader: 'admin', path: (seed) => `/api/admin/users/${seed.heavyFreelancer.id}/verifications` },
  { reader: 'admin', path: () => '/api/admin/reports' },
  { reader: 'admin', path: () => '/api/admin/disputes' },
  { reader: 'admin', path: () => '/api/admin/verifications' },
  { reader: 'admin', path: () => '/api/admin/enforcement-actions' },
  { reader: 'admin', path: () => '/api/admin/audit-log' },
];

/** Requests sent one after another to count an operation's statements. */
const COUNTED_REQUESTS = 5;

/** One request's status and answer size, and the statements each of COUNTED_REQUESTS sequential ones sent. */
async function readOnce(
  api: ChildProcess,
  port: number,
  cookie: string,
  path: string,
): Promise<{ status: number; bytes: number; statements: number }> {
  const get = () => fetch(`http://127.0.0.1:${port}${path}`, { headers: { cookie } });
  const first = await get();
  const bytes = Buffer.byteLength(await first.text());
  const before = (await statementsSoFar(api)).statements;
  for (let request = 0; request < COUNTED_REQUESTS; request++) await (await get()).arrayBuffer();
  const statements = ((await statementsSoFar(api)).statements - before) / COUNTED_REQUESTS;
  return { status: first.status, bytes, statements };
}

const ms = (value: number) => value.toFixed(1);

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), DEFAULTS);
  const reused = options.database !== '';
  const database = await benchDatabase(options.database || `marketplace_bench_scale_${Date.now()}`, reused);
  console.log(`Benchmark database ${database.name} (PostgreSQL ${database.serverVersion}); ${migrationsList.length} migrations`);
  let api: ChildProcess | undefined;
  try {
    // The API applies the migrations as it starts; the seed goes in after them.
    api = await startApi(database.url, options.apiPort, SCALE_SIGN_IN_LIMITS, {
      execArgv: ['--require', join(__dirname, 'bench-scale-statements.js')],
    });
    let seed: ScaleSeed;
    if (reused) {
      seed = await reusedScale(database.url, options.scale, BENCH_SESSION_SECRET);
      console.log(`Reusing the seed of scale ${options.scale}: ${JSON.stringify(seed.counts)}`);
    } else {
      console.log(`Seeding at scale ${options.scale}…`);
      const seedStart = Date.now();
      seed = await seedScale(database.url, options.scale, BENCH_SESSION_SECRET);
      console.log(`  seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s: ${JSON.stringify(seed.counts)}`);
    }
    const cookies: Record<Reader, string> = {
      freelancer: await signInScaleUser(options.apiPort, seed.heavyFreelancer.email),
      client: await signInScaleUser(options.apiPort, seed.heavyClient.email),
      admin: await signInScaleUser(options.apiPort, seed.admin.email, totpCode(seed.admin.totpSecret)),
    };

    const rows: string[] = [];
    for (const operation of OPERATIONS) {
      const path = operation.path(seed);
      if (!options.only.split(',').some((part) => path.includes(part))) continue;
      const cookie = cookies[operation.reader];
      const { status, bytes, statements } = await readOnce(api, options.apiPort, cookie, path);
      const tally = emptyTally();
      const started = performance.now();
      await drivePaced(options.apiPort, cookie, [path], options.rate, options.duration, tally);
      // The instances start 1/rate s apart over the first second; the rate is that of the time after.
      const seconds = (performance.now() - started) / 1000 - (options.rate - 1) / options.rate;
      const { p50, p95, p99 } = summarize(tally.latencies, tally.requests, tally.failures, tally.seconds);
      const row = `| GET ${path} | ${operation.reader} | ${ms(p50)} | ${ms(p95)} | ${ms(p99)} | ${(tally.latencies.length / seconds).toFixed(1)} | ${tally.failures} | ${status} | ${bytes.toLocaleString('en')} | ${statements} |`;
      console.log(row);
      rows.push(row);
    }
    console.log(`
| operation (${options.rate} req/s for ${options.duration} s each) | as | p50 ms | p95 ms | p99 ms | answers/s | failures | status | bytes | statements |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${machineLine(database.serverVersion)}`);
  } finally {
    if (api) await stop(api);
    if (!options.keep && !reused) await dropBenchDatabase(database);
  }
}

runBenchmark(module, main);
