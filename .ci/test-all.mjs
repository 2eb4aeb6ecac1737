#!/usr/bin/env node
// `npm test`: lint, the build, then every tier in order: backend unit + API (jest), frontend components
// (vitest), browser (Playwright on the built app). Each tier writes JSON results to test-results/ and prints
// how long it took; the run closes with one line "tests: N passed, N failed, N skipped".
// First: on an older Node, one message naming the release needed and how to get it, and exit 1.
import '../backend/src/supported-node.cjs';
import { spawnSync } from 'node:child_process';
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

const steps = [
  // Lint and formatting count as one test; a failure there does not stop the other tiers.
  { name: 'lint (ESLint, Prettier)', args: ['run', 'lint'], countAsOne: true },
  // Before the API tests, which serve the built screens (compression of the static files), and the
  // browser tests. Skipped when the sources still hash to the last build's stamp (CI's `npm start`
  // smoke test built them).
  { name: 'build for the API and browser tests', args: ['run', 'build', '--', '--if-changed'] },
  { name: 'backend unit + API tests', args: ['run', 'test', '-w', 'backend'], results: 'backend.json', read: jestLike },
  { name: 'frontend component tests', args: ['run', 'test', '-w', 'frontend'], results: 'frontend-unit.json', read: jestLike },
  { name: 'browser tests (Playwright, Chromium)', args: ['run', 'test:e2e', '-w', 'frontend'], results: 'e2e.json', read: playwright },
];

const duration = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

const totals = { passed: 0, failed: 0, skipped: 0 };
const times = [];
const runStarted = Date.now();
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const run = spawnSync('npm', step.args, { cwd: root, stdio: 'inherit', env: process.env });
  const took = duration(Date.now() - started);
  times.push(`${step.name}: ${took}`);
  if (step.countAsOne) {
    const ok = run.status === 0;
    console.log(`${step.name}: ${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed, 0 skipped in ${took}`);
    totals[ok ? 'passed' : 'failed'] += 1;
    continue;
  }
  if (!step.results) {
    console.log(`${step.name}: ${run.status === 0 ? 'done' : 'failed'} in ${took}`);
    if (run.status !== 0) {
      totals.failed += 1;
      break;
    }
    continue;
  }
  const file = join(resultsDir, step.results);
  const counts = existsSync(file) ? step.read(file) : { passed: 0, failed: 1, skipped: 0 };
  // A runner that exits non-zero with no failed test (a suite that did not load) still fails.
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  console.log(`${step.name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped in ${took}`);
  for (const key of Object.keys(totals)) totals[key] += counts[key];
}
console.log(`\n=== time per tier ===\n${times.join('\n')}\nall tiers: ${duration(Date.now() - runStarted)}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
