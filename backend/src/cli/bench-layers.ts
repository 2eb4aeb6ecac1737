/**
 * npm run bench:layers [-- --jobs 100000 --rate 200 --duration 20 --rounds 5 --warmup 5 --keep | --database NAME]
 *                      [--api-port 3833 --floor-port 3834 --profiled-port 3835] [--save-profile FILE]
 *                      [--base REVISION[,REVISION…] --base-port 3836]
 *
 * Where the API's CPU per signed-in search goes, layer by layer. Seeds (or reuses) the job-search
 * database of bench:search, then:
 * 1. CPU per request: drives the signed-in searches at an evenly spaced fixed rate, in alternating
 *    rounds, against the floor (bare node:http + pg, the same SQL), the API asked for identity
 *    (uncompressed, as bench:search asks), for brotli (as a browser asks) and for gzip only, and
 *    reads each server process's CPU time (user + system, all threads, /proc/<pid>/stat) over the
 *    measured rounds. The differences between the API's figures are what compression costs. With
 *    --base (revisions, comma-separated), each revision's API (built as bench:send builds it)
 *    serves the same database on a port of its own and takes its turn in every round: an A/B of a
 *    change's CPU per request in one run, which runs apart cannot give on a shared machine. Then
 *    every API is asked for identity only, so that each serves the same requests (an API that
 *    also served the compressed rounds read 10% less CPU per request than the same build beside
 *    it). Naming this build's own revision as a base measures the method's noise (an A/A).
 * 2. Where it goes: a second API, then a second floor, started with --cpu-prof, take the same load
 *    (uncompressed); the samples of the measured window are attributed to layers by the module path
 *    of the function running (a native function's or a Node helper's, such as hashing, to its
 *    nearest caller's), and each layer's share of the busy samples, times the server's CPU per
 *    request, is its CPU per request: the API's layers beside the floor's.
 * The real API is measured, not a one-route copy assembled layer by layer: each layer's cost is
 * that of the code the product runs, with its real configuration. Measures; asserts nothing.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { JobsBench, searchPaths, withJobsBench } from './bench-jobs';
import { AcceptEncoding, drivePaced, emptyTally } from './bench-load';
import { baseBuild } from './bench-base-build';
import { ChildProcess } from 'node:child_process';
import {
  BENCH_SESSION_SECRET,
  machineLine,
  parseBenchOptions,
  processCpuMs,
  runBenchmark,
  startApi,
  startReadyProcess,
  stop,
} from './bench-support';

const DEFAULTS = {
  jobs: 100_000,
  rate: 200,
  duration: 20,
  rounds: 5,
  warmup: 5,
  keep: false,
  database: '',
  apiPort: 3833,
  floorPort: 3834,
  profiledPort: 3835,
  /** Earlier revisions (commits, branches; comma-separated) whose APIs take their turns beside this build's; none by default. */
  base: '',
  basePort: 3836,
  /** Where to keep the API's profile (a .cpuprofile opens in Chrome's DevTools), the floor's beside it as NAME.floor.cpuprofile; not kept by default. */
  saveProfile: '',
};

/** The layer of the operation's own code: the contexts' (bench:send names it for the send). */
export const OPERATION_LAYER = "the search itself (jobs, identity: query, rows to answers, the answer's JSON)";

/** Layers by the module path of the code running, first match wins. */
export const LAYERS: { layer: string; path: RegExp }[] = [
  { layer: 'compression (main thread)', path: /dist\/src\/platform\/http\/compression\.js$|^node:zlib$|^node:internal\/zlib/ },
  {
    layer: 'request log (requestLog, pino, redaction)',
    path: /\/node_modules\/(pino|pino-http|nestjs-pino|pino-std-serializers|fast-redact|@pinojs\/[^/]+|sonic-boom|thread-stream|quick-format-unescaped|safe-stable-stringify|fast-safe-stringify)\/|dist\/src\/platform\/logging\/|dist\/src\/app\.module\.js$/,
  },
  {
    layer: 'session (express-session, passport, the store)',
    path: /\/node_modules\/(express-session|cookie|cookie-signature|passport|passport-[\w-]+|uid-safe|random-bytes|on-headers|crc)\/|dist\/src\/platform\/auth\/(sessions|postgres-session\.store|session-settings)\.js$/,
  },
  {
    layer: 'validation (class-validator, class-transformer, the pipe)',
    path: /\/node_modules\/(class-validator|class-transformer|validator|libphonenumber-js)\/|dist\/src\/platform\/errors\/validation\.js$/,
  },
  {
    layer: 'Nest pipeline (routing, guards, pipes, interceptors, filters, CQRS)',
    path: /\/node_modules\/(@nestjs\/[^/]+|rxjs|reflect-metadata|iterare|tslib|uid)\/|dist\/src\/platform\/(rate-limit|http\/state-change\.guard|auth\/guards|errors)\//,
  },
  {
    layer: 'helmet and the API middleware',
    path: /\/node_modules\/helmet\/|dist\/src\/(create-app|platform\/http\/(input-limits|spa))\.js$/,
  },
  {
    layer: 'Express and its router',
    path: /\/node_modules\/(express|router|finalhandler|body-parser|accepts|negotiator|type-is|mime-types|mime-db|content-type|qs|parseurl|send|serve-static|on-finished|statuses|vary|depd|encodeurl|escape-html|path-to-regexp|proxy-addr|forwarded|fresh|range-parser|raw-body|media-typer|http-errors|setprototypeof|merge-descriptors|ipaddr\.js|side-channel[\w-]*|call-bound|get-intrinsic|es-[\w-]+|has-symbols|hasown|function-bind|gopd|dunder-proto|math-intrinsics|object-inspect|call-bind-apply-helpers|find-my-way|fast-querystring|fast-deep-equal|safe-regex2|ret)\/|dist\/src\/platform\/http\/(route-table|api-express-adapter)\.js$/,
  },
  {
    layer: 'database client (MikroORM, Kysely, pg)',
    path: /\/node_modules\/(@mikro-orm\/[^/]+|kysely|pg|pg-pool|pg-protocol|pg-types|pg-cloudflare|postgres-array|postgres-date|postgres-interval|postgres-bytea|pg-connection-string|pg-int8|dataloader)\/|dist\/src\/platform\/(library-workarounds|database)\//,
  },
  {
    layer: OPERATION_LAYER,
    // The floor's own file: its search and its answer's JSON.
    path: /dist\/src\/(contexts\/|platform\/paging\/|platform\/http\/json-reply\.js$|cli\/bench-floor-server\.js$)/,
  },
  { layer: 'other code of ours', path: /dist\/src\// },
  { layer: 'other libraries', path: /\/node_modules\// },
  { layer: 'Node: HTTP, sockets, streams, timers', path: /^node:/ },
];
/**
 * Node's helpers that a layer calls for its own work (hashing and signing, buffers, URL and query
 * parsing): their time is the caller's, as a native function's is. Node's HTTP, sockets, streams
 * and timers stay Node's own.
 */
const NODE_HELPERS = /^node:(internal\/)?(crypto|buffer|url|querystring|util|async_hooks|internal\/async_local_storage)\b/;
const GARBAGE_COLLECTION = 'garbage collection';
/** V8 and native code with no JavaScript caller (compiling, the event loop's own work). */
const NATIVE = 'V8 and native, no JavaScript caller';

type ProfileNode = { id: number; callFrame: { url: string; functionName: string }; children?: number[] };
export type CpuProfile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

/** The layer of each node: its own path's, or, for a native function or a Node helper, its nearest caller's. */
function nodeLayers(profile: CpuProfile): Map<number, string | null> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const layers = new Map<number, string | null>();
  const layerOf = (id: number): string | null => {
    const known = layers.get(id);
    if (known !== undefined) return known;
    const { callFrame } = byId.get(id)!;
    let layer: string | null;
    if (callFrame.functionName === '(idle)') layer = null;
    else if (callFrame.functionName === '(garbage collector)') layer = GARBAGE_COLLECTION;
    else if (callFrame.url && !NODE_HELPERS.test(callFrame.url))
      layer = LAYERS.find(({ path }) => path.test(callFrame.url))?.layer ?? 'other';
    else layer = parent.has(id) ? layerOf(parent.get(id)!) : NATIVE;
    if (layer === null && callFrame.functionName !== '(idle)') layer = NATIVE;
    layers.set(id, layer);
    return layer;
  };
  for (const node of profile.nodes) layerOf(node.id);
  return layers;
}

/**
 * Each layer's share of the profile's busy time (idle left out) between `from` and `to` (µs on
 * the profile's clock, which is process.hrtime's), ordered by share.
 */
export function layerShares(profile: CpuProfile, from: number, to: number): { layer: string; share: number }[] {
  const layers = nodeLayers(profile);
  const time = new Map<string, number>();
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index];
    const delta = profile.timeDeltas[index + 1] ?? 0;
    const layer = layers.get(id);
    if (at < from || at > to || !layer) return;
    time.set(layer, (time.get(layer) ?? 0) + delta);
    busy += delta;
  });
  return [...time.entries()].map(([layer, spent]) => ({ layer, share: spent / busy })).sort((a, b) => b.share - a.share);
}

const nowMicros = () => Number(process.hrtime.bigint() / 1000n);

type Target = { label: string; port: number; pid: number; encoding: AcceptEncoding; cpuMs: number; requests: number; failures: number };

/** Warms each target up, then measures CPU per request over alternating rounds. */
async function measureCpu(targets: Target[], paths: string[], cookie: string, options: typeof DEFAULTS): Promise<void> {
  for (const target of targets) await drivePaced(target.port, cookie, paths, options.rate, options.warmup, emptyTally(), target.encoding);
  const roundSeconds = Math.max(1, Math.round(options.duration / options.rounds));
  for (let round = 0; round < options.rounds; round++) {
    for (const target of targets) {
      const tally = emptyTally();
      const before = processCpuMs(target.pid);
      await drivePaced(target.port, cookie, paths, options.rate, roundSeconds, tally, target.encoding);
      target.cpuMs += processCpuMs(target.pid) - before;
      target.requests += tally.latencies.length;
      target.failures += tally.failures;
    }
  }
}

/**
 * A server started by `start` with --cpu-prof, warmed up and then measured under `load` (its two
 * phases); its layers' shares of the measured window. The profile is kept at `saveTo` when given.
 */
export async function profiledLayerShares(
  start: (execArgv: string[]) => Promise<ChildProcess>,
  load: { warmUp: () => Promise<unknown>; measure: () => Promise<unknown> },
  saveTo = '',
): Promise<{ layer: string; share: number }[]> {
  const directory = mkdtempSync(join(tmpdir(), 'bench-profile-'));
  try {
    const server = await start(['--cpu-prof', '--cpu-prof-dir', directory]);
    try {
      await load.warmUp();
      const from = nowMicros();
      await load.measure();
      const to = nowMicros();
      await stop(server);
      const [file] = readdirSync(directory).filter((name) => name.endsWith('.cpuprofile'));
      if (!file) throw new Error('the profiled server wrote no profile');
      if (saveTo) {
        mkdirSync(dirname(saveTo), { recursive: true });
        copyFileSync(join(directory, file), saveTo);
      }
      return layerShares(JSON.parse(readFileSync(join(directory, file), 'utf8')) as CpuProfile, from, to);
    } finally {
      await stop(server);
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** A server under the search's load (uncompressed), profiled. */
function profileServer(
  start: (execArgv: string[]) => Promise<ChildProcess>,
  bench: JobsBench,
  paths: string[],
  options: typeof DEFAULTS,
  saveTo = '',
) {
  const drive = (seconds: number) => drivePaced(options.profiledPort, bench.cookie, paths, options.rate, seconds, emptyTally());
  return profiledLayerShares(start, { warmUp: () => drive(options.warmup), measure: () => drive(options.duration) }, saveTo);
}

/** The CPU per request of each target, beside the floor's (the first). */
function printCpu(targets: Target[], perRequest: (target: Target) => number, options: typeof DEFAULTS, bench: JobsBench): void {
  const floor = targets[0];
  console.log(`
| ${options.rate} req/s, ${options.rounds} rounds, ${bench.jobs.toLocaleString('en')} jobs | requests | failures | CPU per request | × floor |
|---|---|---|---|---|
${targets.map((t) => `| ${t.label} | ${t.requests} | ${t.failures} | ${perRequest(t).toFixed(2)} ms | ${(perRequest(t) / perRequest(floor)).toFixed(2)} |`).join('\n')}`);
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), DEFAULTS);
  await withJobsBench(options, {}, async (bench) => {
    const paths = searchPaths();
    const target = (label: string, port: number, pid: number, encoding: AcceptEncoding): Target => ({
      label,
      port,
      pid,
      encoding,
      cpuMs: 0,
      requests: 0,
      failures: 0,
    });
    const targets = [
      target('floor (node:http + pg)', options.floorPort, bench.floor.pid!, 'identity'),
      target('API, uncompressed', options.apiPort, bench.api.pid!, 'identity'),
    ];
    const perRequest = (target: Target) => target.cpuMs / target.requests;
    const bases = options.base ? options.base.split(',').map((revision) => baseBuild(revision.trim())) : [];
    if (bases.length > 0) {
      // An A/B: every API serves the same requests, uncompressed, so none is warmer than another.
      const baseApis: ChildProcess[] = [];
      try {
        for (const [index, base] of bases.entries()) {
          const port = options.basePort + index;
          const api = await startApi(bench.database.url, port, {}, { apiMain: base.apiMain });
          baseApis.push(api);
          targets.push(target(`API at ${base.commit.slice(0, 7)} (:${port}), uncompressed`, port, api.pid!, 'identity'));
        }
        await measureCpu(targets, paths, bench.cookie, options);
      } finally {
        for (const api of baseApis) await stop(api);
      }
      printCpu(targets, perRequest, options, bench);
    } else {
      targets.push(
        target('API, brotli', options.apiPort, bench.api.pid!, 'br'),
        target('API, gzip', options.apiPort, bench.api.pid!, 'gzip'),
      );
      await measureCpu(targets, paths, bench.cookie, options);
      const [, identity, brotli, gzip] = targets;
      printCpu(targets, perRequest, options, bench);
      console.log(
        `\nCompression, the API's CPU per request over its uncompressed answers: brotli ${(perRequest(brotli) - perRequest(identity)).toFixed(2)} ms, gzip ${(perRequest(gzip) - perRequest(identity)).toFixed(2)} ms`,
      );
    }

    const api = await profileServer(
      (execArgv) => startApi(bench.database.url, options.profiledPort, {}, { execArgv }),
      bench,
      paths,
      options,
      options.saveProfile,
    );
    const floorProfile = await profileServer(
      (execArgv) =>
        startReadyProcess(
          'bench-floor-server.js',
          { DATABASE_URL: bench.database.url, PORT: String(options.profiledPort), SESSION_SECRET: BENCH_SESSION_SECRET },
          { execArgv },
        ),
      bench,
      paths,
      options,
      options.saveProfile && options.saveProfile.replace(/(\.cpuprofile)?$/, '.floor.cpuprofile'),
    );
    const floorShare = new Map(floorProfile.map(({ layer, share }) => [layer, share]));
    const perRequestMs = (share: number | undefined, target: Target) =>
      share === undefined ? '' : `${(share * perRequest(target)).toFixed(2)} ms`;
    console.log(`
| layer (CPU profiles, uncompressed) | API share of busy time | API CPU per request | floor CPU per request |
|---|---|---|---|
${api.map(({ layer, share }) => `| ${layer} | ${(share * 100).toFixed(1)}% | ${perRequestMs(share, targets[1])} | ${perRequestMs(floorShare.get(layer), targets[0])} |`).join('\n')}

${machineLine(bench.database.serverVersion)}`);
  });
}

runBenchmark(module, main);
