/**
 * npm run bench:gc [-- --jobs 100000 --rate 200 --duration 20 --warmup 5 --keep | --database NAME]
 *                  [--api-port 3831 --floor-port 3832]
 *
 * Where the request path's garbage goes. Starts the API and the floor server (bench-floor-server)
 * with --trace-gc-nvp, then drives GET /api/health and a signed-in job search at an evenly spaced
 * fixed rate against each in turn, and prints, for the young-generation collections (scavenges)
 * of each measured window: scavenges per second, mean pause and KB promoted to old space per
 * scavenge (and the median pause). Objects that outlive their request are promoted; a request path that leaves nothing
 * behind promotes little however many requests it serves. Measures; asserts nothing.
 * The ports can be set so the benchmark runs beside a server already listening on the defaults.
 */
import { searchPaths, withJobsBench } from './bench-jobs';
import { drivePaced, emptyTally } from './bench-load';
import { ChildOptions, machineLine, parseBenchOptions, percentile, runBenchmark } from './bench-support';

const DEFAULTS = { jobs: 100_000, rate: 200, duration: 20, warmup: 5, keep: false, database: '', apiPort: 3831, floorPort: 3832 };

/** One collection as --trace-gc-nvp reports it. */
type GcEvent = { kind: string; pauseMs: number; promotedBytes: number };

/** A --trace-gc-nvp line (`… pause=1.2 mutator=… gc=s … promoted=123 …`), or null for any other output. */
export function parseGcTraceLine(line: string): GcEvent | null {
  const kind = /\bgc=(\w+)/.exec(line)?.[1];
  const pause = /\bpause=([\d.]+)/.exec(line)?.[1];
  if (!kind || pause === undefined) return null;
  return { kind, pauseMs: Number(pause), promotedBytes: Number(/\bpromoted=(\d+)/.exec(line)?.[1] ?? 0) };
}

type GcSummary = {
  requests: number;
  failures: number;
  scavengesPerSecond: number;
  meanScavengeMs: number;
  medianScavengeMs: number;
  promotedKbPerScavenge: number;
  fullGcs: number;
};

export function summarizeGc(events: GcEvent[], seconds: number): Omit<GcSummary, 'requests' | 'failures'> {
  const scavenges = events.filter((event) => event.kind === 's');
  const total = (values: number[]) => values.reduce((sum, value) => sum + value, 0);
  const pauses = scavenges.map((event) => event.pauseMs).sort((a, b) => a - b);
  return {
    scavengesPerSecond: scavenges.length / seconds,
    meanScavengeMs: scavenges.length ? total(pauses) / scavenges.length : 0,
    // On a shared virtual machine a few pauses stretched by the host weigh on the mean.
    medianScavengeMs: scavenges.length ? percentile(pauses, 50) : 0,
    promotedKbPerScavenge: scavenges.length ? total(scavenges.map((event) => event.promotedBytes)) / scavenges.length / 1024 : 0,
    fullGcs: events.length - scavenges.length,
  };
}

/** A child process's options that collect its collections into `events`. */
const tracing = (events: GcEvent[]): ChildOptions => ({
  execArgv: ['--trace-gc-nvp'],
  onOutputLine: (line: string) => {
    const event = parseGcTraceLine(line);
    if (event) events.push(event);
  },
});

/** Output of a child arrives through a pipe; this long covers its delay. */
const TRACE_SETTLE_MS = 250;

async function measure(events: GcEvent[], run: () => Promise<{ requests: number; failures: number }>, seconds: number): Promise<GcSummary> {
  const first = events.length;
  const { requests, failures } = await run();
  await new Promise((resolve) => setTimeout(resolve, TRACE_SETTLE_MS));
  return { requests, failures, ...summarizeGc(events.slice(first), seconds) };
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), DEFAULTS);
  const traces = { api: [] as GcEvent[], floor: [] as GcEvent[] };
  await withJobsBench(options, { api: tracing(traces.api), floor: tracing(traces.floor) }, async (bench) => {
    const cookie = bench.cookie;
    const workloads = [
      { label: 'GET /api/health', cookie: '', paths: ['/api/health'] },
      { label: 'signed-in search', cookie, paths: searchPaths() },
    ];
    const servers = [
      { label: 'floor (node:http + pg)', port: options.floorPort, events: traces.floor },
      { label: 'API', port: options.apiPort, events: traces.api },
    ];
    const rows: string[] = [];
    for (const workload of workloads) {
      for (const server of servers) {
        const drive = async (seconds: number) => {
          const tally = emptyTally();
          await drivePaced(server.port, workload.cookie, workload.paths, options.rate, seconds, tally);
          return tally;
        };
        await drive(options.warmup);
        const result = await measure(server.events, () => drive(options.duration), options.duration);
        const row = `| ${workload.label} | ${server.label} | ${(result.requests / options.duration).toFixed(0)} | ${result.failures} | ${result.scavengesPerSecond.toFixed(2)} | ${result.meanScavengeMs.toFixed(2)} ms | ${result.medianScavengeMs.toFixed(2)} ms | ${result.promotedKbPerScavenge.toFixed(0)} KB | ${result.fullGcs} |`;
        console.log(row);
        rows.push(row);
      }
    }
    console.log(`
| ${options.rate} req/s for ${options.duration} s, ${bench.jobs.toLocaleString('en')} jobs | server | req/s | failures | scavenges/s | mean scavenge | median scavenge | promoted per scavenge | other GCs |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${machineLine(bench.database.serverVersion)}`);
  });
}

runBenchmark(module, main);
