import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const backendDir = join(__dirname, '..');
// The package's exports hide its bin; npm workspaces may hoist it to the repository root.
const depcruise = [backendDir, join(backendDir, '..')]
  .map((dir) => join(dir, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'))
  .find((candidate) => existsSync(candidate)) as string;

function cruise(cwd: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [depcruise, '--config', '.dependency-cruiser.cjs', '--output-type', 'err', 'src'], {
    cwd,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('dependency rule between contexts', () => {
  it('holds for the code base', () => {
    const { status, output } = cruise(backendDir);
    expect(output).not.toMatch(/error /);
    expect(status).toBe(0);
  });

  it('catches a context importing another context’s internals', () => {
    const sandbox = mkdtempSync(join(tmpdir(), 'depcruise-'));
    try {
      mkdirSync(join(sandbox, 'src/contexts/jobs/domain'), { recursive: true });
      mkdirSync(join(sandbox, 'src/contexts/billing'), { recursive: true });
      writeFileSync(join(sandbox, 'src/contexts/jobs/domain/job.ts'), 'export const job = 1;\n');
      writeFileSync(join(sandbox, 'src/contexts/jobs/public.ts'), 'export const jobEvent = 1;\n');
      writeFileSync(
        join(sandbox, 'src/contexts/billing/invoice.ts'),
        "import { job } from '../jobs/domain/job';\nimport { jobEvent } from '../jobs/public';\nexport const invoice = job + jobEvent;\n",
      );
      cpSync(join(backendDir, '.dependency-cruiser.cjs'), join(sandbox, '.dependency-cruiser.cjs'));
      writeFileSync(join(sandbox, 'tsconfig.json'), '{"compilerOptions":{"module":"commonjs"}}');

      const { status, output } = cruise(sandbox);
      expect(status).not.toBe(0);
      expect(output).toContain('context-internals');
      expect(output).toContain('src/contexts/billing/invoice.ts → src/contexts/jobs/domain/job.ts');
      expect(output).not.toContain('jobs/public.ts');
    } finally {
      rmSync(sandbox, { recursive: true, force: true });
    }
  });
});
