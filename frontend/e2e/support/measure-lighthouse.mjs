// Lighthouse's mobile audit (simulated slow 4G, CPU 4x slower) of every screen of the route table,
// signed out and signed in, on two sets of data; the median of several runs each. Run by hand after
// `npm run build` (docs/performance.md, "First load on a phone"):
//
//   npm run lighthouse [-- --runs 3 --data demo,scale --visitors signed-out,client,… --only PATH-PART --database NAME]
//
// - demo: the built app as the browser tests start it (serve-app.mjs: a throwaway database with
//   their prepared administrator), with the demo content, and the sweep's records (every state of
//   every screen, sweep-arrangement.ts) arranged between the demo's people: Grace the client,
//   Amara the freelancer, Mei the applicant.
// - scale: bench:scale's marketplace (100,000 users) seeded into a throwaway database on
//   DATABASE_URL's server, or one kept by `bench:scale -- --keep` (--database), read as its heavy
//   client, heavy freelancer and administrator: full pages of every list.
// Each visitor's screens are those the layout sweep opens (routes.ts), one address per route. The
// pages that are the same for every member (information, not found, the email links' pages) are
// measured once signed in, as the freelancer; on the scale data, the pages no data changes (those
// and sign-in, sign-out and the email links' pages) are not measured again. It measures; it asserts nothing.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PREPARED_ACCOUNTS, PREPARED_ADMIN_RECOVERY_CODES, PREPARED_PASSWORD } from './prepared-accounts.mjs';
import { INFO_PAGES, screensOf } from './routes.ts';
import { arrangeSweepRecords } from './sweep-arrangement.ts';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const cli = join(here, '../../../backend/dist/src/cli');
const { BENCH_SESSION_SECRET, benchDatabase, dropBenchDatabase, startApi, stop } = require(join(cli, 'bench-support.js'));
const { seedScale, reusedScale, SCALE_SIGN_IN_LIMITS, signInScaleUser, signInThroughApi, totpCode } = require(
  join(cli, 'bench-scale-seed.js'),
);

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    data: { type: 'string', default: 'demo,scale' },
    visitors: { type: 'string', default: 'signed-out,newcomer,client,freelancer,applicant,admin' },
    only: { type: 'string', default: '' },
    database: { type: 'string', default: '' },
    port: { type: 'string', default: '3103' },
  },
});
const runs = Number(options.runs);
const listed = (value) => value.split(',').filter(Boolean);

/** Pages every member sees alike: measured signed out and as the freelancer only. */
const ALIKE_FOR_EVERY_MEMBER = new Set(['/forgot-password', '/verify-email', '(not found)', ...INFO_PAGES.map((page) => page.pattern)]);
/** Pages whose content no data changes: measured on the demo data only. */
const SAME_ON_ANY_DATA = new Set([...ALIKE_FOR_EVERY_MEMBER, '/login', '/logout', '/reset-password', '/confirm-email', '/unsubscribe']);

/** The screens of `visitor` to audit on `data`: one address per route pattern. */
function screensToAudit(visitor, records, data) {
  const seen = new Set();
  return screensOf(visitor, records).filter(({ pattern, path }) => {
    if (seen.has(pattern)) return false;
    seen.add(pattern);
    if (visitor === 'admin' && !pattern.startsWith('/admin')) return false; // the rest is a member's, measured as one
    if (data === 'scale' && SAME_ON_ANY_DATA.has(pattern)) return false;
    if (!['signed-out', 'freelancer'].includes(visitor) && ALIKE_FOR_EVERY_MEMBER.has(pattern)) return false;
    return listed(options.only).length === 0 || listed(options.only).some((part) => path.includes(part));
  });
}

/** Signs in through the API: the session's cookies as a Cookie header, and the member's id. */
async function signIn(origin, email, password, code) {
  return sessionOf(origin, await signInThroughApi(origin, email, password, code));
}

/** A response's new cookies, as a Cookie header (the newcomer's sign-up signs it in). */
const cookieHeaderOf = (response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');

async function sessionOf(origin, cookie) {
  const response = await fetch(`${origin}/api/auth/user`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/auth/user: ${response.status}`);
  return { id: (await response.json()).id, cookie };
}

async function read(origin, cookie, path) {
  const response = await fetch(`${origin}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Starts the app as the browser tests do (serve-app.mjs) with the demo content; resolves once it is healthy. */
async function startDemo(port) {
  const server = spawn(process.execPath, [join(here, 'serve-app.mjs')], {
    env: { ...process.env, E2E_PORT: port, SEED_DEMO: 'true', E2E_DATABASE_NAME: `marketplace_lighthouse_${Date.now()}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stopServer = () =>
    new Promise((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode}`);
    if (
      await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { origin, stop: stopServer };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopServer();
  throw new Error('the app did not become healthy');
}

/** The demo data: the sweep's records arranged between the demo's people, and each visitor's cookies. */
async function demoData(port) {
  const app = await startDemo(port);
  try {
    const { origin } = app;
    const admin = PREPARED_ACCOUNTS.admin;
    const sessions = {
      client: await signIn(origin, 'grace@demo.local', 'demo-password'),
      freelancer: await signIn(origin, 'amara@demo.local', 'demo-password'),
      applicant: await signIn(origin, 'mei@demo.local', 'demo-password'),
      admin: await signIn(origin, admin.email, PREPARED_PASSWORD, PREPARED_ADMIN_RECOVERY_CODES[0]),
    };
    const registered = await fetch(`${origin}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'newcomer@lighthouse.test', password: PREPARED_PASSWORD, firstName: 'Newcomer', lastName: 'Visitor' }),
    });
    if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
    const records = await arrangeSweepRecords(origin, sessions);
    const cookies = { 'signed-out': undefined, newcomer: cookieHeaderOf(registered) };
    for (const [visitor, session] of Object.entries(sessions)) cookies[visitor] = session.cookie;
    return { origin, recordsOf: () => records, cookies, stop: app.stop };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

/**
 * The heavy users' own records on the scale data: their posts, contracts (none of a visitor who has
 * none: an id left undefined) and a post not applied to.
 */
async function scaleRecords(origin, seed, cookies) {
  const contractsOf = async (cookie) => {
    const contracts = await read(origin, cookie, '/api/contracts/my?limit=100');
    const active = contracts.find(({ status }) => status === 'active') ?? contracts[0];
    const completed = contracts.find(({ status }) => status === 'completed') ?? active;
    // bench:scale's contracts are active or completed: the disputed state is the demo data's.
    return { activeContractId: active?.id, completedContractId: completed?.id, disputedContractId: active?.id };
  };
  const applied = new Set((await read(origin, cookies.freelancer, '/api/applications/my?limit=100')).map(({ jobId }) => jobId));
  const jobs = await read(origin, cookies.freelancer, '/api/jobs?limit=100');
  const common = {
    clientId: seed.heavyClient.id,
    freelancerId: seed.heavyFreelancer.id,
    openJobId: seed.readPostId,
    acceptedJobId: seed.readPostId,
    unappliedJobId: (jobs.find(({ id }) => !applied.has(id)) ?? jobs[0]).id,
  };
  const byVisitor = { client: { ...common, ...(await contractsOf(cookies.client)) } };
  const freelancerContracts = { ...common, ...(await contractsOf(cookies.freelancer)) };
  return (visitor) => byVisitor[visitor] ?? freelancerContracts;
}

/** bench:scale's data: the heavy users' cookies and records. */
async function scaleData(port) {
  const reused = options.database !== '';
  const database = await benchDatabase(options.database || `marketplace_lighthouse_scale_${Date.now()}`, reused);
  let api;
  try {
    api = await startApi(database.url, Number(port), SCALE_SIGN_IN_LIMITS);
    const seed = reused ? await reusedScale(database.url, 1, BENCH_SESSION_SECRET) : await seedScale(database.url, 1, BENCH_SESSION_SECRET);
    const cookies = {
      'signed-out': undefined,
      client: await signInScaleUser(Number(port), seed.heavyClient.email),
      freelancer: await signInScaleUser(Number(port), seed.heavyFreelancer.email),
      admin: await signInScaleUser(Number(port), seed.admin.email, totpCode(seed.admin.totpSecret)),
    };
    const origin = `http://127.0.0.1:${port}`;
    const recordsOf = await scaleRecords(origin, seed, cookies);
    const stopAll = async () => {
      await stop(api);
      if (!reused) await dropBenchDatabase(database);
    };
    return { origin, recordsOf, cookies, stop: stopAll };
  } catch (error) {
    if (api) await stop(api);
    if (!reused) await dropBenchDatabase(database);
    throw error;
  }
}

const ATTEMPTS = 3;
const AUDIT_DEADLINE_MS = 120_000;

/**
 * One audit's report. Lighthouse sometimes fails a run of its own (NO_NAVSTART, a trace it cannot
 * read) or never finishes one; such a run says nothing of the page, and scoring it 0 would move the
 * median, so it is run again, up to ATTEMPTS times.
 */
async function report(port, url, cookie) {
  for (let attempt = 1; ; attempt += 1) {
    let deadline;
    const result = await Promise.race([
      lighthouse(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      }).then(({ lhr }) => (lhr.runtimeError ? { failure: lhr.runtimeError.code } : { lhr })),
      new Promise((resolve) => {
        deadline = setTimeout(() => resolve({ failure: `no report in ${AUDIT_DEADLINE_MS / 1000} s` }), AUDIT_DEADLINE_MS);
      }),
    ]).catch((error) => ({ failure: error.message }));
    clearTimeout(deadline);
    if (result.lhr) return result.lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse failed ${url} ${ATTEMPTS} times, the last: ${result.failure}`);
    console.log(`  (a run of ${url} failed: ${result.failure}; running it again)`);
  }
}

/** The element Lighthouse took for the largest contentful paint, and its phases (TTFB, load delay, load time, render delay). */
function lcpElementOf(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = element?.items?.[0]?.node;
  const timings = (phases?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', ');
  return node ? `${node.selector} "${(node.nodeLabel ?? '').slice(0, 60)}"${timings ? ` (${timings})` : ''}` : 'none';
}

/** One audit: the score and what it is made of. */
async function audit(port, url, cookie) {
  const lhr = await report(port, url, cookie);
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    requests: requests.length,
    scriptFiles: scripts.length,
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    lcpElement: lcpElementOf(lhr),
    renderBlocking: (lhr.audits['render-blocking-resources']?.details?.items ?? []).map((item) =>
      item.url.replace(`${new URL(url).origin}/`, ''),
    ),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

/** Audits every screen of the chosen visitors on one set of data: a line each, and the table's rows. */
async function auditData(chrome, data, dataSet) {
  const rows = [];
  for (const visitor of listed(options.visitors)) {
    if (!(visitor in dataSet.cookies)) continue;
    for (const screen of screensToAudit(visitor, dataSet.recordsOf(visitor), data)) {
      // The heavy client of bench:scale is party to no contract: its contract screens are the demo's.
      if (screen.path.split('/').includes('undefined')) {
        console.log(`  ${data}, ${visitor}, ${screen.pattern}: not measured, the visitor has no such record in this data`);
        continue;
      }
      const results = [];
      for (let run = 0; run < runs; run += 1)
        results.push(await audit(chrome.port, `${dataSet.origin}${screen.path}`, dataSet.cookies[visitor]));
      const scores = results.map(({ score }) => score);
      const typical = results.find((result) => result.score === median(scores));
      const [fcp, lcp, tbt] = ['fcp', 'lcp', 'tbt'].map((figure) => Math.round(median(results.map((result) => result[figure]))));
      console.log(
        `  ${data}, ${visitor}, ${screen.pattern}: score ${median(scores)} (${scores.join(', ')}), FCP ${fcp} ms, LCP ${lcp} ms, TBT ${tbt} ms; ` +
          `${typical.requests} requests, ${typical.scriptFiles} JS files (${(typical.scriptBytes / 1000).toFixed(1)} kB on the wire); ` +
          `render-blocking: ${typical.renderBlocking.join(', ') || 'none'}; LCP element: ${typical.lcpElement}`,
      );
      rows.push({ data, visitor, pattern: screen.pattern, score: median(scores), scores, fcp, lcp, tbt });
    }
  }
  return rows;
}

const DATA_SETS = { demo: demoData, scale: scaleData };
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const lighthouseVersion = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
  console.log(`Lighthouse ${lighthouseVersion}, mobile preset, median of ${runs}; load average ${load()} (1 / 5 / 15 min)`);
  const rows = [];
  for (const data of listed(options.data)) {
    const dataSet = await DATA_SETS[data](options.port);
    try {
      rows.push(...(await auditData(chrome, data, dataSet)));
    } finally {
      await dataSet.stop();
    }
  }
  const below = rows.filter(({ score, lcp, tbt }) => score < 95 || lcp > 2500 || tbt > 200);
  console.log(`
| data | visitor | screen | score (runs) | FCP ms | LCP ms | TBT ms |
|---|---|---|---|---|---|---|
${rows.map((row) => `| ${row.data} | ${row.visitor} | \`${row.pattern}\` | ${row.score} (${row.scores.join(', ')}) | ${row.fcp} | ${row.lcp} | ${row.tbt} |`).join('\n')}

${rows.length} screens; under 95, or LCP over 2.5 s, or TBT over 200 ms: ${below.map((row) => `${row.data} ${row.visitor} ${row.pattern}`).join('; ') || 'none'}.
Load average at the end ${load()}.`);
} finally {
  await chrome.kill();
}
