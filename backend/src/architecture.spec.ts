import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const backendDir = join(__dirname, '..');
// The package's exports hide its bin; npm workspaces may hoist it to the repository root.
const depcruise = [backendDir, join(backendDir, '..')]
  .map((dir) => join(dir, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'))
  .find((candidate) => existsSync(candidate)) as string;

function cruise(cwd: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [depcruise, '--config', '.dependency-cruiser.cjs', '--output-type', 'err', 'src'], {
    cwd,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('dependency rules between contexts and the platform', () => {
  it('holds for the code base', () => {
    const { status, output } = cruise(backendDir);
    expect(output).not.toMatch(/error /);
    expect(status).toBe(0);
  });

  it('catches a context importing another context’s internals', () => {
    const { status, output } = cruiseSandbox({
      'src/contexts/jobs/domain/job.ts': 'export const job = 1;\n',
      'src/contexts/jobs/public.ts': 'export const jobEvent = 1;\n',
      'src/contexts/billing/invoice.ts':
        "import { job } from '../jobs/domain/job';\nimport { jobEvent } from '../jobs/public';\nexport const invoice = job + jobEvent;\n",
    });
    expect(status).not.toBe(0);
    expect(output).toContain('context-internals');
    expect(output).toContain('src/contexts/billing/invoice.ts → src/contexts/jobs/domain/job.ts');
    expect(output).not.toContain('jobs/public.ts');
  });

  it('lets a context subscribe to another’s events.ts, and catches an events.ts that imports context code', () => {
    const { status, output } = cruiseSandbox({
      'src/contexts/jobs/domain/job.ts': 'export type JobKind = string;\nexport const job = 1;\n',
      'src/contexts/jobs/application/queries.ts': 'export const query = 1;\n',
      'src/contexts/jobs/events.ts':
        "import type { JobKind } from './domain/job';\nimport { query } from './application/queries';\nexport class JobPosted { kind?: JobKind; n = query; }\n",
      'src/contexts/billing/invoice.ts': "import { JobPosted } from '../jobs/events';\nexport const invoice = new JobPosted();\n",
    });
    expect(status).not.toBe(0);
    expect(output).toContain('events-stand-alone');
    expect(output).toContain('src/contexts/jobs/events.ts → src/contexts/jobs/application/queries.ts');
    expect(output).not.toContain('src/contexts/jobs/events.ts → src/contexts/jobs/domain/job.ts');
    expect(output).not.toContain('src/contexts/billing/invoice.ts →');
  });

  it('catches a platform file that reaches a context through another file', () => {
    const { status, output } = cruiseSandbox({
      'src/contexts/billing/invoice.ts': 'export const invoice = 1;\n',
      'src/platform/paging/b.ts': "export { invoice } from '../../contexts/billing/invoice';\n",
      'src/platform/clock/a.ts': "import { invoice } from '../paging/b';\nexport const a = invoice;\n",
      'src/platform/clock/c.ts': 'export const c = 1;\n',
    });
    expect(status).not.toBe(0);
    expect(output).toContain('platform-reaches-no-context');
    // a.ts imports no context itself: only the path through b.ts makes it a violation.
    expect(output).toMatch(/src\/platform\/clock\/a\.ts → src\/contexts\/billing\/invoice\.ts\s+src\/platform\/paging\/b\.ts →/);
    expect(output).toContain('src/platform/paging/b.ts → src/contexts/billing/invoice.ts');
    expect(output).not.toContain('src/platform/clock/c.ts');
  });
});

/** Cruises a throwaway code base of the given files (path → source) under the real rules. */
function cruiseSandbox(files: Record<string, string>): { status: number | null; output: string } {
  const sandbox = mkdtempSync(join(tmpdir(), 'depcruise-'));
  try {
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(sandbox, path)), { recursive: true });
      writeFileSync(join(sandbox, path), source);
    }
    cpSync(join(backendDir, '.dependency-cruiser.cjs'), join(sandbox, '.dependency-cruiser.cjs'));
    writeFileSync(join(sandbox, 'tsconfig.json'), '{"compilerOptions":{"module":"commonjs"}}');
    return cruise(sandbox);
  } finally {
    rmSync(sandbox, { recursive: true, force: true });
  }
}
