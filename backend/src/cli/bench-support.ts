import { ChildProcess, execFileSync, fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';

/** What every benchmark prints under its figures. */
export function machineLine(serverVersion: string): string {
  return `Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, PostgreSQL ${serverVersion}`;
}

/** Clock ticks a second of /proc's CPU times. */
let clockTicks: number | undefined;

/**
 * CPU time a process has used so far, user and system, all its threads (the JavaScript thread,
 * the garbage collector's and libuv's pool, where compression runs), in ms: from /proc/<pid>/stat
 * (Linux), so the figure is the process's own whatever else the shared machine runs. With 'ended
 * children', the time of its children that ended and it waited for instead.
 */
export function processCpuMs(pid: number, whose: 'own' | 'ended children' = 'own'): number {
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the command name, which is in parentheses and may hold spaces: field 3 onwards.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [user, system] = whose === 'own' ? [fields[11], fields[12]] : [fields[13], fields[14]];
  return ((Number(user) + Number(system)) * 1000) / clockTicks;
}

export async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The value at percentile `p` of ascending `sorted`. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export type BenchDatabase = { name: string; url: string; serverUrl: string; serverVersion: string };

/** A database named `name` on the server of DATABASE_URL (default: the local server), created unless `reuse`. */
export async function benchDatabase(name: string, reuse = false): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const serverVersion = await withClient(serverUrl, async (db) => {
    if (!reuse) await db.query(`create database "${name}"`);
    return (await db.query<{ server_version: string }>('show server_version')).rows[0].server_version;
  });
  return { name, url: url.toString(), serverUrl, serverVersion };
}

export function dropBenchDatabase(database: BenchDatabase): Promise<unknown> {
  return withClient(database.serverUrl, (db) => db.query(`drop database if exists "${database.name}" with (force)`));
}

export const BENCH_SESSION_SECRET = 'benchmark-session-secret-0123456789abcdef';

/**
 * How a benchmark's child process runs: extra Node flags, where its standard output goes (lines),
 * and for the API, which build's entry point (default: this build's; bench:send starts another's).
 */
export type ChildOptions = { execArgv?: string[]; onOutputLine?: (line: string) => void; apiMain?: string };

/** The servers a benchmark has started and not seen exit: stopped if the benchmark is interrupted. */
const runningChildren = new Set<ChildProcess>();

function forkChild(script: string, env: Record<string, string>, { execArgv = [], onOutputLine }: ChildOptions): ChildProcess {
  const child = fork(resolve(__dirname, script), [], {
    env: { ...process.env, ...env },
    execArgv,
    stdio: ['ignore', onOutputLine ? 'pipe' : 'ignore', 'inherit', 'ipc'],
  });
  runningChildren.add(child);
  child.once('exit', () => runningChildren.delete(child));
  if (onOutputLine && child.stdout) createInterface({ input: child.stdout }).on('line', onOutputLine);
  return child;
}

/** The built API (dist/src/main.js) on `port`, production settings, until it answers /api/health. */
export async function startApi(
  databaseUrl: string,
  port: number,
  settings: Record<string, string> = {},
  childOptions: ChildOptions = {},
): Promise<ChildProcess> {
  const env = {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SESSION_SECRET: BENCH_SESSION_SECRET,
    ...settings,
  };
  const api = forkChild(childOptions.apiMain ?? '../main.js', env, childOptions);
  await waitForHealth(port);
  return api;
}

/** A helper process of the benchmark that sends one IPC message when it is ready. */
export function startReadyProcess(script: string, env: Record<string, string>, childOptions: ChildOptions = {}): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = forkChild(script, env, childOptions);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    child.once('message', () => resolve(child));
  });
}

/**
 * Command-line options `--some-name value` into `defaults`' `someName`, typed by the default:
 * numbers and strings take the next argument, booleans are flags.
 */
export function parseBenchOptions<T extends Record<string, number | string | boolean>>(argv: string[], defaults: T): T {
  const options: Record<string, number | string | boolean> = { ...defaults };
  for (let index = 0; index < argv.length; index++) {
    const name = argv[index].replace(/^--/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    if (!(name in options)) throw new Error(`Unknown option ${argv[index]}`);
    if (typeof options[name] === 'boolean') options[name] = true;
    else if (typeof options[name] === 'number') options[name] = Number(argv[++index]);
    else options[name] = argv[++index];
  }
  return options as T;
}

async function waitForHealth(port: number): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the API on port ${port} did not become healthy`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => {
      runningChildren.delete(child);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Runs a benchmark's main when its file is the program run (a test may import the file); a failure is printed and exits 1. */
export function runBenchmark(module: NodeModule, main: () => Promise<void>): void {
  if (require.main !== module) return;
  // Interrupted (Ctrl-C, a timeout), the benchmark takes its servers down with it rather than
  // leaving them holding their ports for the next run.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of runningChildren) child.kill('SIGTERM');
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

/** What bench-scale-statements.js, loaded into an API, has counted so far. */
export type StatementCounts = { statements: number; transactions: number };

/** The counts so far of an API started with `--require bench-scale-statements.js` (it answers over IPC). */
export async function statementsSoFar(api: ChildProcess): Promise<StatementCounts> {
  const answer = once(api, 'message');
  api.send('count');
  const [counts] = (await answer) as [StatementCounts];
  return counts;
}
