import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const backendDir = join(__dirname, '..');
// The package's exports hide its bin; npm workspaces may hoist it to the repository root.
const depcruise = [backendDir, join(backendDir, '..')]
  .map((dir) => join(dir, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs'))
  .find((candidate) => existsSync(candidate)) as string;

function cruise(cwd: string, outputType = 'err'): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [depcruise, '--config', '.dependency-cruiser.cjs', '--output-type', outputType, 'src'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

type CruisedModule = { source: string; dependencies: { resolved: string }[] };

/**
 * The dependencies between contexts: a file of one importing anything of another but its
 * events.ts (subscribing to events is no dependency). Each edge lists the files that make it.
 */
function contextDependencies(modules: CruisedModule[]): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const { source, dependencies } of modules) {
    const from = /^src\/contexts\/([^/]+)\//.exec(source)?.[1];
    if (!from) continue;
    for (const { resolved } of dependencies) {
      const target = /^src\/contexts\/([^/]+)\/(.+)$/.exec(resolved);
      if (!target || target[1] === from || /^events(\.ts$|\/)/.test(target[2])) continue;
      const edges = graph.get(from) ?? graph.set(from, new Map()).get(from)!;
      edges.set(target[1], [...(edges.get(target[1]) ?? []), source]);
    }
  }
  return graph;
}

/** The groups of contexts that reach each other (Tarjan's strongly connected components of two or more). */
function contextCycles(graph: Map<string, Map<string, string[]>>): string[][] {
  const contexts = [...new Set([...graph.keys(), ...[...graph.values()].flatMap((edges) => [...edges.keys()])])].sort();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (context: string) => {
    index.set(context, index.size);
    low.set(context, index.get(context)!);
    stack.push(context);
    for (const next of [...(graph.get(context)?.keys() ?? [])].sort()) {
      if (!index.has(next)) {
        visit(next);
        low.set(context, Math.min(low.get(context)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(context, Math.min(low.get(context)!, index.get(next)!));
      }
    }
    if (low.get(context) !== index.get(context)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== context);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const context of contexts) if (!index.has(context)) visit(context);
  return cycles;
}

/** The cycles between the contexts of a code base, each with the imports that close it. */
function cyclesIn(cwd: string): string[] {
  const { output } = cruise(cwd, 'json');
  const graph = contextDependencies((JSON.parse(output) as { modules: CruisedModule[] }).modules);
  return contextCycles(graph).map((cycle) => {
    const edges = cycle.flatMap((from) =>
      [...(graph.get(from)?.entries() ?? [])]
        .filter(([to]) => cycle.includes(to))
        .map(([to, files]) => `${from} → ${to} (${files.join(', ')})`),
    );
    return `${cycle.join(', ')}: ${edges.join('; ')}`;
  });
}

describe('dependency rules between contexts and the platform', () => {
  it('holds for the code base', () => {
    const { status, output } = cruise(backendDir);
    expect(output).not.toMatch(/error /);
    expect(status).toBe(0);
  });

  it('runs one way: no cycle between contexts', () => {
    expect(cyclesIn(backendDir)).toEqual([]);
  });

  it('catches a cycle between contexts, through any number of them, and not one made by subscribing to events', () => {
    const cycles = withSandbox(
      {
        'src/contexts/jobs/public.ts': "import { invoiceOf } from '../billing/public';\nexport const job = invoiceOf;\n",
        'src/contexts/jobs/events.ts': 'export class JobPosted {}\n',
        'src/contexts/billing/public.ts': "import { ledger } from '../ledger/public';\nexport const invoiceOf = ledger;\n",
        'src/contexts/ledger/public.ts': "import { job } from '../jobs/public';\nexport const ledger = 1;\nexport const jobs = job;\n",
        'src/contexts/alerts/public.ts': "import { JobPosted } from '../jobs/events';\nexport const alert = new JobPosted();\n",
        'src/contexts/jobs/application/alerted.ts': "import { alert } from '../../alerts/public';\nexport const alerted = alert;\n",
      },
      cyclesIn,
    );
    expect(cycles).toEqual([
      'billing, jobs, ledger: billing → ledger (src/contexts/billing/public.ts); jobs → billing (src/contexts/jobs/public.ts); ledger → jobs (src/contexts/ledger/public.ts)',
    ]);
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
  return withSandbox(files, (sandbox) => cruise(sandbox));
}

/** Runs a check on a throwaway code base of the given files (path → source) with the real rules. */
function withSandbox<Result>(files: Record<string, string>, check: (sandbox: string) => Result): Result {
  const sandbox = mkdtempSync(join(tmpdir(), 'depcruise-'));
  try {
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(sandbox, path)), { recursive: true });
      writeFileSync(join(sandbox, path), source);
    }
    cpSync(join(backendDir, '.dependency-cruiser.cjs'), join(sandbox, '.dependency-cruiser.cjs'));
    writeFileSync(join(sandbox, 'tsconfig.json'), '{"compilerOptions":{"module":"commonjs"}}');
    return check(sandbox);
  } finally {
    rmSync(sandbox, { recursive: true, force: true });
  }
}
