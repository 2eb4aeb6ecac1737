/** Load for the benchmarks: autocannon flat out, or at an evenly spaced fixed rate, keeping every latency. */
import autocannon from 'autocannon';
import { percentile } from './bench-support';

export type Measurement = { p50: number; p95: number; p99: number; throughput: number; errors: number; requests: number };

type Load = { rate?: number; duration: number; connections: number };

/**
 * What the client accepts as a body encoding. `identity` by default: the floor server does not
 * compress, so the API's answers are compared uncompressed (compression is a per-byte cost the
 * floor would pay alike; `bench:layers` measures it apart). autocannon sends no Accept-Encoding of
 * its own, which the API also answers uncompressed; naming it keeps the comparison if that changes.
 */
export type AcceptEncoding = 'identity' | 'br' | 'gzip';

/** One autocannon run; every response's latency is kept, so percentiles come from all of them. */
function runAutocannon(
  port: number,
  cookie: string,
  paths: string[],
  load: Load,
  latencies: number[],
  acceptEncoding: AcceptEncoding,
): Promise<{ requests: number; failures: number }> {
  let failures = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: load.connections,
        // At a fixed rate, exactly rate × duration requests; flat out, for `duration` seconds.
        ...(load.rate ? { overallRate: load.rate, amount: load.rate * load.duration } : { duration: load.duration }),
        headers: { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) },
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, finished) =>
        error ? reject(error) : resolve({ requests: finished.requests.total, failures: failures + finished.errors + finished.timeouts }),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else failures += 1;
    });
  });
}

export function summarize(latencies: number[], requests: number, errors: number, duration: number): Measurement {
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    throughput: requests / duration,
    errors,
    requests,
  };
}

/** As many requests as the server answers, on `connections` connections that each wait for their answer. */
export async function driveFlatOut(
  port: number,
  cookie: string,
  paths: string[],
  duration: number,
  connections: number,
  acceptEncoding: AcceptEncoding = 'identity',
): Promise<Measurement> {
  const latencies: number[] = [];
  const { requests, failures } = await runAutocannon(port, cookie, paths, { duration, connections }, latencies, acceptEncoding);
  return summarize(latencies, requests, failures, duration);
}

export type Tally = { latencies: number[]; requests: number; failures: number; seconds: number };

export const emptyTally = (): Tally => ({ latencies: [], requests: 0, failures: 0, seconds: 0 });

/**
 * `rate` requests a second for `duration` seconds, one every 1000/rate ms, added to `tally`.
 * autocannon's own rate limit spends each second's quota in one burst at the start of the
 * second (autocannon issue #174), which measures a server saturated for part of every second,
 * not one serving `rate` requests a second. So this runs `rate` single-connection instances at
 * one request a second each, started 1000/rate ms apart, each starting at another place in
 * `paths` so the mix stays even.
 */
export async function drivePaced(
  port: number,
  cookie: string,
  paths: string[],
  rate: number,
  duration: number,
  tally: Tally,
  acceptEncoding: AcceptEncoding = 'identity',
): Promise<void> {
  // Checked before any instance starts: autocannon refuses a fraction of a request by throwing,
  // and a run that failed while later ones were still starting took the process down unhandled,
  // leaving the benchmark's servers running.
  if (!Number.isInteger(duration) || duration < 1) {
    throw new Error(`A paced run sends one request a second per instance: its duration must be whole seconds, not ${duration}`);
  }
  const runs: Promise<{ requests: number; failures: number }>[] = [];
  const started = performance.now();
  for (let index = 0; index < rate; index++) {
    const startAt = started + (index * 1000) / rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - performance.now())));
    const rotated = [...paths.slice(index % paths.length), ...paths.slice(0, index % paths.length)];
    runs.push(runAutocannon(port, cookie, rotated, { rate: 1, duration, connections: 1 }, tally.latencies, acceptEncoding));
  }
  for (const run of await Promise.all(runs)) {
    tally.requests += run.requests;
    tally.failures += run.failures;
  }
  tally.seconds += duration;
}
