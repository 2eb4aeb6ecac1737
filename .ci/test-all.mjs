#!/usr/bin/env node
// `npm test`: the build, lint (beside the API smoke suites on the embedded database, on a database
// server), then every tier in order: backend unit + API (jest), frontend components (vitest), browser
// (Playwright on the built app). Each tier writes JSON results to test-results/ and prints
// how long it took; the run closes with one line "tests: N passed, N failed, N skipped".
// First: on an older Node, one message naming the release needed and how to get it, and exit 1.
import '../backend/src/supported-node.cjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

// A skipped test (jest's and vitest's "pending" or "todo", Playwright's "skipped") neither passed nor failed.
const jestLike = (file) => {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
};
const playwright = (file) => {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped ?? 0 };
};

// With a database server, the API suites that prove the embedded database's own paths (what
// `npm start` uses with no set-up) also run on the embedded database: migrations and health, SQL of search, paging and
// constraint errors, the outbox and the in-process socket bus, sessions, the hiring flow (offers
// and milestones lock rows across a transaction: on the embedded database's one connection, a read
// outside it waits forever), messaging and the upload bounds. With no server, the whole API tier
// runs on the embedded database already.
const EMBEDDED_SMOKE_SUITES = [
  'test/platform/openapi-and-health',
  'test/platform/errors',
  'test/platform/outbox',
  'test/platform/realtime.e2e',
  'test/platform/list-paging',
  'test/platform/upload-bounds',
  'test/identity/auth',
  'test/jobs/search',
  'test/contracting/contracting',
  'test/jobs/offers',
  'test/contracting/milestones',
  'test/messaging/messaging',
];
const embeddedEnv = { ...process.env };
delete embeddedEnv.DATABASE_URL;

const lint = { name: 'lint (ESLint, Prettier)', args: ['run', 'lint'], countAsOne: true };
const embeddedSmoke = {
  name: 'API smoke suites on the embedded database',
  args: [
    'run',
    'test:api',
    '-w',
    'backend',
    '--',
    ...EMBEDDED_SMOKE_SUITES,
    '--json',
    '--outputFile=../test-results/backend-embedded.json',
  ],
  env: embeddedEnv,
  results: 'backend-embedded.json',
  read: jestLike,
};

/**
 * Each entry is a step, or steps run side by side: lint and the in-band embedded suites each keep
 * about one core busy, so together they take the time of the longer one. A side-by-side step's
 * output is printed whole when it ends, not interleaved.
 */
const steps = [
  // Before the API tests, which serve the built screens (compression of the static files), and the
  // browser tests. Skipped when the sources still hash to the last build's stamp (CI's `npm start`
  // smoke test built them).
  { name: 'build for the API and browser tests', args: ['run', 'build', '--', '--if-changed'] },
  // Lint and formatting count as one test; a failure there does not stop the other tiers.
  process.env.DATABASE_URL ? [lint, embeddedSmoke] : lint,
  { name: 'backend unit + API tests', args: ['run', 'test', '-w', 'backend'], results: 'backend.json', read: jestLike },
  { name: 'frontend component tests', args: ['run', 'test', '-w', 'frontend'], results: 'frontend-unit.json', read: jestLike },
  { name: 'browser tests (Playwright, Chromium)', args: ['run', 'test:e2e', '-w', 'frontend'], results: 'e2e.json', read: playwright },
];

const duration = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

/** Runs a step's npm command; its output goes straight through, or is kept for printing at its end. */
function run(step, keepOutput) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', step.args, {
      cwd: root,
      stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: step.env ?? process.env,
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => resolve({ status, took: duration(Date.now() - started), output: Buffer.concat(output) }));
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const times = [];
/** Counts a finished step; false when the run cannot go on (the build failed). */
function record(step, { status, took }) {
  times.push(`${step.name}: ${took}`);
  if (step.countAsOne) {
    const ok = status === 0;
    console.log(`${step.name}: ${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed, 0 skipped in ${took}`);
    totals[ok ? 'passed' : 'failed'] += 1;
    return true;
  }
  if (!step.results) {
    console.log(`${step.name}: ${status === 0 ? 'done' : 'failed'} in ${took}`);
    if (status !== 0) totals.failed += 1;
    return status === 0;
  }
  const file = join(resultsDir, step.results);
  const counts = existsSync(file) ? step.read(file) : { passed: 0, failed: 1, skipped: 0 };
  // A runner that exits non-zero with no failed test (a suite that did not load) still fails.
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  console.log(`${step.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped in ${took}`);
  for (const key of Object.keys(totals)) totals[key] += counts[key];
  return true;
}

const runStarted = Date.now();
for (const entry of steps) {
  if (Array.isArray(entry)) {
    console.log(`\n=== side by side: ${entry.map((step) => step.name).join('; ')} ===`);
    const started = Date.now();
    const results = await Promise.all(entry.map((step) => run(step, true)));
    entry.forEach((step, index) => {
      console.log(`\n=== ${step.name} ===`);
      process.stdout.write(results[index].output);
      record(step, results[index]);
    });
    console.log(`side by side, all of them: ${duration(Date.now() - started)}`);
    continue;
  }
  console.log(`\n=== ${entry.name} ===`);
  if (!record(entry, await run(entry, false))) break;
}
console.log(`\n=== time per tier ===\n${times.join('\n')}\nall tiers: ${duration(Date.now() - runStarted)}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
