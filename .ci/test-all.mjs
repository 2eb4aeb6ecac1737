#!/usr/bin/env node
// `npm test`: lint, then every tier in order: backend unit + API (jest), frontend components (vitest),
// browser (Playwright on the built app). Each tier writes JSON results to test-results/;
// the run closes with one line "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const jestLike = (file) => {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) };
};
const playwright = (file) => {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected + (stats.skipped ?? 0) };
};

const steps = [
  // Lint and formatting count as one test; a failure there does not stop the other tiers.
  { name: 'lint (ESLint, Prettier)', args: ['run', 'lint'], countAsOne: true },
  { name: 'backend unit + API tests', args: ['run', 'test', '-w', 'backend'], results: 'backend.json', read: jestLike },
  { name: 'frontend component tests', args: ['run', 'test', '-w', 'frontend'], results: 'frontend-unit.json', read: jestLike },
  { name: 'build for the browser tests', args: ['run', 'build'] },
  { name: 'browser tests (Playwright, Chromium)', args: ['run', 'test:e2e', '-w', 'frontend'], results: 'e2e.json', read: playwright },
];

let passed = 0;
let failed = 0;
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const run = spawnSync('npm', step.args, { cwd: root, stdio: 'inherit', env: process.env });
  if (step.countAsOne) {
    const ok = run.status === 0;
    console.log(`${step.name}: ${ok ? 1 : 0} passed, ${ok ? 0 : 1} failed`);
    if (ok) passed += 1;
    else failed += 1;
    continue;
  }
  if (!step.results) {
    if (run.status !== 0) {
      console.log(`\n${step.name} failed`);
      failed += 1;
      break;
    }
    continue;
  }
  const file = join(resultsDir, step.results);
  const counts = existsSync(file) ? step.read(file) : { passed: 0, failed: 1 };
  // A runner that exits non-zero with no failed test (a suite that did not load) still fails.
  if (run.status !== 0 && counts.failed === 0) counts.failed = 1;
  console.log(`${step.name}: ${counts.passed} passed, ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
