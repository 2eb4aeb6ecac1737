import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const backendDir = join(__dirname, '../..');
const repositoryDir = join(backendDir, '..');

/** What a backend is made of, beside its node_modules (linked, not copied). */
const BACKEND_PARTS = [
  'src',
  'test',
  'migrations',
  'tsconfig.json',
  'tsconfig.build.json',
  'package.json',
  'jest.config.mjs',
  '.dependency-cruiser.cjs',
];

export type ThrowawayBackend = { backend: string; remove(): void };

/**
 * A copy of backend/ in a temporary folder, beside a copy of the repository's tsconfig.json and
 * with both node_modules linked: what `npm run new:context` may write into without touching the
 * working tree.
 */
export function throwawayBackend(): ThrowawayBackend {
  const root = mkdtempSync(join(tmpdir(), 'new-context-'));
  const backend = join(root, 'backend');
  for (const part of BACKEND_PARTS) cpSync(join(backendDir, part), join(backend, part), { recursive: true });
  cpSync(join(repositoryDir, 'tsconfig.json'), join(root, 'tsconfig.json'));
  for (const dir of [repositoryDir, backendDir]) {
    if (existsSync(join(dir, 'node_modules')))
      symlinkSync(join(dir, 'node_modules'), join(dir === repositoryDir ? root : backend, 'node_modules'));
  }
  return { backend, remove: () => rmSync(root, { recursive: true, force: true }) };
}

export type Run = { status: number | null; output: string };

/** Runs a Node.js script (a path, then its arguments) in `cwd`, with the environment of this process but `env`. */
export function runNode(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}): Run {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env }, maxBuffer: 1 << 26 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** `npm run new:context -- <name>`, writing into the throwaway backend. */
export function newContext(backend: string, name: string): Run {
  return runNode(repositoryDir, [join(repositoryDir, 'scripts/new-context.mjs'), name, '--backend', backend]);
}

/** The installed bin of a package: npm workspaces may hoist it to the repository root. */
export function binOf(path: string): string {
  return [backendDir, repositoryDir].map((dir) => join(dir, 'node_modules', path)).find((candidate) => existsSync(candidate))!;
}

export type JestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  testResults: { name: string; message: string; assertionResults: { fullName: string; status: string }[] }[];
};

/** Runs jest in the throwaway backend and reads its JSON report; `env` replaces variables of this run's own jest. */
export function runJest(backend: string, args: string[], env: NodeJS.ProcessEnv = {}): { report: JestReport; output: string } {
  const reportFile = join(backend, 'jest-report.json');
  const { output } = runNode(backend, [binOf('jest/bin/jest.js'), '--ci', '--json', `--outputFile=${reportFile}`, ...args], env);
  if (!existsSync(reportFile)) throw new Error(`jest wrote no report:\n${output}`);
  return { report: JSON.parse(readFileSync(reportFile, 'utf8')) as JestReport, output };
}
