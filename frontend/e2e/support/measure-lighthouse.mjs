// Lighthouse's mobile audit (simulated slow 4G, CPU 4x slower) of the first screens a phone opens:
// the landing page, the job board and a job's page signed out (decision 0061), and the dashboard
// and /jobs signed in; the median of several runs each. Run by hand after `npm run build` (docs/performance.md, "First load on a phone"):
//
//   npm run lighthouse [-- --runs 3] [--url http://host:port --email … --password …]
//
// Without --url it starts the built app on an in-memory database with the demo content and signs
// in as the demo freelancer. It measures; it asserts nothing.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { parseArgs } from 'node:util';
import { startBuiltApp } from './start-built-app.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    email: { type: 'string', default: 'amara@demo.local' },
    password: { type: 'string', default: 'demo-password' },
  },
});
const runs = Number(options.runs);
const PAGES = [
  { path: '/', signedIn: false, name: 'landing, signed out' },
  { path: '/jobs', signedIn: false, name: '/jobs, signed out' },
  { path: () => newestJobPath, signedIn: false, name: 'a job, signed out' },
  { path: '/', signedIn: true, name: 'dashboard' },
  { path: '/jobs', signedIn: true, name: '/jobs' },
];
/** The newest open post's page, as a visitor reads the board: set once the app runs. */
let newestJobPath = '/jobs';

/** The session cookie of a new sign-in, as a Cookie header. */
async function signIn(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: options.email, password: options.password }),
  });
  if (!response.ok) throw new Error(`sign in as ${options.email}: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
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
const app = options.url
  ? { url: options.url, stop: () => undefined }
  : await startBuiltApp({ port: process.env.MEASURE_PORT ?? '3103', env: { SEED_DEMO: 'true' } });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const cookie = await signIn(app.url);
  const [newest] = await (await fetch(`${app.url}/api/jobs?limit=1`)).json();
  if (newest) newestJobPath = `/jobs/${newest.id}`;
  console.log(
    `Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, median of ${runs}:`,
  );
  for (const page of PAGES) {
    const results = [];
    for (let run = 0; run < runs; run += 1)
      results.push(
        await audit(
          chrome.port,
          `${app.url}${typeof page.path === 'function' ? page.path() : page.path}`,
          page.signedIn ? cookie : undefined,
        ),
      );
    const typical = results.find((result) => result.score === median(results.map(({ score }) => score)));
    console.log(
      `  ${page.name}: score ${median(results.map(({ score }) => score))} (${results.map(({ score }) => score).join(', ')}), ` +
        `FCP ${Math.round(median(results.map(({ fcp }) => fcp)))} ms, LCP ${Math.round(median(results.map(({ lcp }) => lcp)))} ms, ` +
        `TBT ${Math.round(median(results.map(({ tbt }) => tbt)))} ms; ${typical.requests} requests, ` +
        `${typical.scriptFiles} JS files (${(typical.scriptBytes / 1000).toFixed(1)} kB on the wire); ` +
        `render-blocking: ${typical.renderBlocking.join(', ') || 'none'}; LCP element: ${typical.lcpElement}`,
    );
  }
} finally {
  await chrome.kill();
  app.stop();
}
