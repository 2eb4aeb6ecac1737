import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

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

  it('catches files that import each other', () => {
    const { status, output } = cruiseSandbox({
      'src/contexts/jobs/infrastructure/reads.ts':
        "import type { Search } from '../application/search';\nexport const reads = (search: Search) => search;\n",
      'src/contexts/jobs/application/search.ts':
        "import { reads } from '../infrastructure/reads';\nexport type Search = { words: string };\nexport const search = reads;\n",
      'src/contexts/jobs/application/post.ts': "import { reads } from '../infrastructure/reads';\nexport const post = reads;\n",
    });
    expect(status).not.toBe(0);
    expect(output).toContain('no-file-cycle');
    expect(output).toContain('src/contexts/jobs/application/search.ts');
    expect(output).not.toContain('src/contexts/jobs/application/post.ts');
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

/** The handlers a file declares: a use case is one command or query with its handler, or one event handler. */
function handlersIn(source: string): number {
  return source.match(/@(CommandHandler|QueryHandler|HandlesEvents)\(/g)?.length ?? 0;
}

/** SQL and query builders: what only a context's repositories (infrastructure/) write. */
const STATEMENTS = [
  /\bgetKysely\b/,
  /from 'kysely'/,
  /\bsql`/,
  /\.getConnection\(/,
  /\.execute\(\s*['"`]/,
  /\bcreateQueryBuilder\b/,
  /\bnative(Delete|Update|Insert)\b/,
];

function statementsIn(source: string): string[] {
  return STATEMENTS.filter((pattern) => pattern.test(source)).map((pattern) => pattern.source);
}

/** A context's use cases and adapters: the files that must hold one use case each and no statements. */
function useCaseFiles(): { path: string; source: string }[] {
  const contexts = join(backendDir, 'src/contexts');
  return readdirSync(contexts, { recursive: true, encoding: 'utf8' })
    .filter((path) => /^[^/]+\/(application|http)\/.*\.ts$/.test(path) && !path.endsWith('.spec.ts'))
    .map((path) => ({ path: relative(backendDir, join(contexts, path)), source: readFileSync(join(contexts, path), 'utf8') }));
}

describe('use cases and their statements', () => {
  it('keeps one use case to a file', () => {
    expect(
      useCaseFiles()
        .filter(({ source }) => handlersIn(source) > 1)
        .map(({ path }) => path),
    ).toEqual([]);
  });

  it('names each event handler’s file after the event it reacts to (on-<event>.ts)', () => {
    const handlerFiles = useCaseFiles().filter(({ source }) => /@HandlesEvents\(/.test(source));
    expect(handlerFiles.length).toBeGreaterThan(30);
    expect(handlerFiles.map(({ path }) => path).filter((path) => !/\/application\/events\/on-[a-z-]+\.ts$/.test(path))).toEqual([]);
  });

  it('keeps SQL in the repositories: no statement in a handler or controller', () => {
    const offenders = useCaseFiles()
      .map(({ path, source }) => ({ path, statements: statementsIn(source) }))
      .filter(({ statements }) => statements.length > 0);
    expect(offenders).toEqual([]);
  });

  it('catches two handlers in a file, and statements outside a repository', () => {
    expect(handlersIn('@CommandHandler(A)\nclass AHandler {}\n@QueryHandler(B)\nclass BHandler {}\n')).toBe(2);
    expect(handlersIn('@HandlesEvents(JobPosted, JobClosed)\nclass OnJobChanged {}\n')).toBe(1);
    expect(statementsIn("await em.getKysely<Tables>().deleteFrom('jobs').execute();")).toEqual(['\\bgetKysely\\b']);
    expect(statementsIn("await em.getConnection().execute('delete from jobs');")).toHaveLength(2);
    expect(statementsIn('const rows = await db.selectFrom(sql`jobs`);')).toEqual(['\\bsql`']);
    expect(statementsIn('await em.nativeDelete(Job, { id });')).toHaveLength(1);
    expect(statementsIn('const job = await em.findOne(Job, id);')).toEqual([]);
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
