/**
 * npm run bench:search [-- --jobs 1000000 --rate 200 --duration 30 --connections 20 --keep | --database NAME]
 *                      [--api-port 3811 --floor-port 3812]
 *
 * Seeds N job posts into a throwaway database on the PostgreSQL server named by DATABASE_URL
 * (default: the local server), then drives GET /api/jobs?searchTerm=… at a fixed rate, first
 * against a bare node:http + pg server running the same SQL (the floor), then against the API.
 * Reports p50/p95/p99 latency and throughput for both, then each one's maximum throughput (flat
 * out on --connections connections, in alternating rounds). Measures; asserts nothing.
 * --keep keeps the database; --database NAME runs on a database seeded (and kept) by an earlier run.
 */
import { JobsBench, searchPaths, startJobsBench, stopJobsBench } from './bench-jobs';
import { driveFlatOut, drivePaced, emptyTally, Measurement, summarize } from './bench-load';
import { machineLine, parseBenchOptions, runBenchmark } from './bench-support';

const DEFAULTS = { jobs: 100_000, rate: 200, duration: 30, connections: 20, keep: false, database: '', apiPort: 3811, floorPort: 3812 };

/** The fixed-rate phase of each server is split into this many alternating rounds. */
const PACED_ROUNDS = 10;
/** The flat-out phase too: 10 s per server, in alternating rounds of 2 s. */
const MAX_ROUNDS = 5;
const MAX_ROUND_SECONDS = 2;

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), DEFAULTS);
  let bench: JobsBench | undefined;
  try {
    bench = await startJobsBench(options);
    const { cookie } = bench;
    const paths = searchPaths();

    // Both phases alternate between the two servers in rounds, so that a slow spell of the shared
    // machine falls on both rather than on whichever happened to run then.
    const servers = [
      { label: 'floor (node:http + pg)', port: options.floorPort, paced: emptyTally(), flatOut: { requests: 0, seconds: 0 } },
      { label: 'API', port: options.apiPort, paced: emptyTally(), flatOut: { requests: 0, seconds: 0 } },
    ];
    for (const server of servers) await driveFlatOut(server.port, cookie, paths, 5, options.connections);
    for (let round = 0; round < PACED_ROUNDS; round++) {
      for (const server of servers)
        await drivePaced(server.port, cookie, paths, options.rate, options.duration / PACED_ROUNDS, server.paced);
    }
    for (let round = 0; round < MAX_ROUNDS; round++) {
      for (const server of servers) {
        const max = await driveFlatOut(server.port, cookie, paths, MAX_ROUND_SECONDS, options.connections);
        server.flatOut.requests += max.requests;
        server.flatOut.seconds += MAX_ROUND_SECONDS;
      }
    }
    const results: Record<string, { fixed: Measurement; max: number }> = {};
    for (const { label, paced, flatOut } of servers) {
      const fixed = summarize(paced.latencies, paced.requests, paced.failures, paced.seconds);
      const max = flatOut.requests / flatOut.seconds;
      results[label] = { fixed, max };
      console.log(
        `${label}: p50 ${fmt(fixed.p50)}, p95 ${fmt(fixed.p95)}, p99 ${fmt(fixed.p99)} at ${fixed.throughput.toFixed(0)} req/s; max ${max.toFixed(0)} req/s`,
      );
    }

    const floorP95 = results['floor (node:http + pg)'].fixed.p95;
    const apiP95 = results.API.fixed.p95;
    console.log(`
| ${bench.jobs.toLocaleString('en')} jobs, ${options.rate} req/s for ${options.duration} s | p50 | p95 | p99 | req/s at fixed rate | errors | max req/s |
|---|---|---|---|---|---|---|
${Object.entries(results)
  .map(
    ([label, { fixed, max }]) =>
      `| ${label} | ${fmt(fixed.p50)} | ${fmt(fixed.p95)} | ${fmt(fixed.p99)} | ${fixed.throughput.toFixed(0)} | ${fixed.errors} | ${max.toFixed(0)} |`,
  )
  .join('\n')}

API p95 / floor p95 = ${(apiP95 / floorP95).toFixed(2)}; API max / floor max = ${(results.API.max / results['floor (node:http + pg)'].max).toFixed(2)}
${machineLine(bench.database.serverVersion)}`);
  } finally {
    if (bench) await stopJobsBench(bench, options.keep);
  }
}

runBenchmark(module, main);
