// @vitest-environment node
import { ESLint } from 'eslint';
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The repository's lint config, run on sandbox files written beside the real code (the rules are
 * set by where a file sits): each rule must fire on what it forbids, and not on a clean file. The
 * sandbox files are ignored by `npm run lint`, Prettier and git, and deleted afterwards.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const src = fileURLToPath(new URL('./', import.meta.url));
// One name per run: two runs in the same tree never share a file.
const name = (file: string) => `sandbox-${process.pid}-${file}.lint-sandbox`;

const sandbox = {
  crossFeature: {
    path: `features/jobs/${name('cross')}.ts`,
    source: "import { contractKeys } from '../contracts/api';\n\nexport const keys = contractKeys;\n",
  },
  clean: {
    path: `features/jobs/${name('clean')}.ts`,
    source: [
      "import { fullName } from '../../lib/format';",
      "import { jobKeys } from './api';",
      '',
      'export const keys = jobKeys;',
      '',
      'export async function named(load: () => Promise<{ firstName: string; lastName: string }>): Promise<string> {',
      '  return fullName(await load());',
      '}',
      '',
    ].join('\n'),
  },
  sharedToFeature: {
    path: `lib/${name('shared')}.ts`,
    source: "import { jobKeys } from '../features/jobs/api';\n\nexport const keys = jobKeys;\n",
  },
  cycleA: {
    path: `lib/${name('cycle-a')}.ts`,
    source: `import { b } from './${name('cycle-b')}';\n\nexport const a = () => b;\n`,
  },
  cycleB: {
    path: `lib/${name('cycle-b')}.ts`,
    source: `import { a } from './${name('cycle-a')}';\n\nexport const b = () => a;\n`,
  },
  floating: {
    path: `lib/${name('floating')}.ts`,
    source: [
      'export async function save(): Promise<void> {}',
      '',
      'export function handleClick(): void {',
      '  save();',
      '}',
      '',
      'export function saveAll(ids: string[]): void {',
      '  ids.forEach(async () => {',
      '    await save();',
      '  });',
      '}',
      '',
    ].join('\n'),
  },
  vitestWait: {
    path: `lib/${name('vitest-wait')}.ts`,
    source: [
      "import { waitFor } from '@testing-library/react';",
      "import { expect, vi } from 'vitest';",
      '',
      'export async function waits(): Promise<void> {',
      "  await vi.waitFor(() => expect(document.title).toBe('Ready'));",
      "  await waitFor(() => expect(document.title).toBe('Ready'));",
      '}',
      '',
    ].join('\n'),
  },
  routerLazy: {
    path: `routes/${name('router-lazy')}.ts`,
    source: [
      "import { lazyRouteComponent } from '@tanstack/react-router';",
      "import { lazyScreen } from '../lib/lazy-screen';",
      '',
      "export const Direct = lazyRouteComponent(() => import('../components/ErrorScreen'), 'ErrorScreen');",
      "export const Wrapped = lazyScreen(() => import('../components/ErrorScreen'), 'ErrorScreen');",
      '',
    ].join('\n'),
  },
  namedLoader: {
    path: `components/${name('loader')}.tsx`,
    source: [
      "import { Loader } from '@mantine/core';",
      '',
      'export const Busy = () => <Loader aria-label="Loading" />;',
      'export const Announced = () => <Loader role="status" aria-label="Loading" />;',
      '',
    ].join('\n'),
  },
  browserTest: {
    // Outside src/: the browser tests have a TypeScript project of their own (e2e/tsconfig.json).
    path: `../e2e/${name('browser-test')}.ts`,
    source: [
      "import { expect, test } from '@playwright/test';",
      '',
      "test('unawaited', async ({ page }) => {",
      "  expect(page).toHaveURL('/');",
      '});',
      '',
    ].join('\n'),
  },
};

type Reported = { ruleId: string | null; message: string };

async function lint(file: keyof typeof sandbox): Promise<Reported[]> {
  // The sandbox's pattern is among the config's ignores so that `npm run lint` skips it; here it is linted.
  const eslint = new ESLint({ cwd: root, ignore: false });
  const [result] = await eslint.lintFiles([`${src}${sandbox[file].path}`]);
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

// All written before the first lint: the TypeScript project of the frontend is read once.
beforeAll(() => {
  for (const { path, source } of Object.values(sandbox)) writeFileSync(`${src}${path}`, source);
});

afterAll(() => {
  for (const { path } of Object.values(sandbox)) rmSync(`${src}${path}`, { force: true });
});

// Typed linting builds the frontend's TypeScript program: seconds, not milliseconds.
const LINT_TIMEOUT_MS = 120_000;

describe('frontend lint rules', () => {
  it(
    'report a feature importing another feature',
    async () => {
      expect(await lint('crossFeature')).toEqual([
        expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('another feature') }),
      ]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'report shared code importing a feature',
    async () => {
      expect(await lint('sharedToFeature')).toEqual([
        expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('never imports a feature') }),
      ]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'report an import cycle',
    async () => {
      expect(await lint('cycleA')).toEqual([expect.objectContaining({ ruleId: 'import-x/no-cycle' })]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'report a floating promise and an async callback where a void one is expected',
    async () => {
      expect((await lint('floating')).map(({ ruleId }) => ruleId)).toEqual([
        '@typescript-eslint/no-floating-promises',
        '@typescript-eslint/no-misused-promises',
      ]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'report a named Loader without a role, and not one with role="status"',
    async () => {
      expect(await lint('namedLoader')).toEqual([
        expect.objectContaining({ ruleId: 'no-restricted-syntax', message: expect.stringContaining('role="status"') }),
      ]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    "report vitest's waitFor, and not Testing Library's",
    async () => {
      expect(await lint('vitestWait')).toEqual([
        expect.objectContaining({ ruleId: 'no-restricted-properties', message: expect.stringContaining("Testing Library's waitFor") }),
      ]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    "report TanStack's lazyRouteComponent, and not lazyScreen",
    async () => {
      expect(await lint('routerLazy')).toEqual([
        expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringContaining('Use lazyScreen') }),
      ]);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'report an unawaited assertion in a browser test',
    async () => {
      expect((await lint('browserTest')).map(({ ruleId }) => ruleId)).toEqual(['@typescript-eslint/no-floating-promises']);
    },
    LINT_TIMEOUT_MS,
  );

  it(
    'pass a feature file that imports lib/ and its own feature and awaits its promises',
    async () => {
      expect(await lint('clean')).toEqual([]);
    },
    LINT_TIMEOUT_MS,
  );
});
