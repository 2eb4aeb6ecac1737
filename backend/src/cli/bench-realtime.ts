/**
 * npm run bench:realtime [-- --sockets 1000 --per-user 2 --senders 20 --rate 100 --duration 20 --warmup 3 --port 3821]
 *
 * Starts the built API on a throwaway database on the PostgreSQL server of DATABASE_URL (default:
 * the local server), opens `sockets` WebSocket connections (`per-user` per receiving user), then
 * sends direct messages over HTTP at a fixed rate from `senders` users, each to one receiver, and
 * times every new_message push against the message's stored createdAt (persist → delivery).
 * First with one instance; then a second instance that only serves requests takes the sends
 * while the sockets stay on the first (fan-out through LISTEN/NOTIFY). Also reports the first
 * instance's resident memory per idle socket. Each instance first takes `warmup` seconds of the same
 * load, unmeasured: a cold instance's first second (code not yet optimized, the pool opening its
 * connections) is a start-up cost, not the steady state. Measures; asserts nothing.
 *
 * --ramp 100,200,300 (offered messages/s, in order) instead sends each rate in turn through the
 * second instance for `duration` seconds and prints, per rate, what was stored, what was shed (503
 * SERVER_BUSY), the answered sends' and the pushes' latency and the sending instance's memory; then
 * the highest rate whose answered sends and pushes both kept p99 under 250 ms, and what happened
 * above it. --max-in-flight sets both instances' MAX_REQUESTS_IN_FLIGHT (0: the default bound), to
 * compare shedding with queueing on the same machine.
 */
import { ChildProcess } from 'node:child_process';
import WebSocket from 'ws';
import { Account, inBatches, openSocket, register, residentKb, sleep } from './bench-messaging';
import {
  benchDatabase,
  dropBenchDatabase,
  machineLine,
  parseBenchOptions,
  percentile,
  runBenchmark,
  startApi,
  stop,
  withClient,
} from './bench-support';

const DEFAULTS = { sockets: 1000, perUser: 2, senders: 20, rate: 100, duration: 20, warmup: 3, port: 3821, ramp: '', maxInFlight: 0 };

/** The line the ramp draws: the answered sends' and the pushes' p99 under it. */
const RAMP_P99_MS = 250;

type Options = typeof DEFAULTS;

/** One push: its latency, and the second of the run in which its message was sent. */
type Push = { ms: number; sentSecond: number };

type Run = {
  label: string;
  p50: number;
  p95: number;
  p99: number;
  sent: number;
  /** Answered 503 SERVER_BUSY. */
  shed: number;
  failed: number;
  /** The 201 answers' latency, from the request to its answer. */
  answerP50: number;
  answerP99: number;
  /** The sending instance's highest resident memory during the run, KB. */
  peakKb: number;
  delivered: number;
  expected: number;
  seconds: number;
  /** Where the slowest 1% of pushes were sent: "second: count", most first. */
  slowestSent: string;
};

/** Sends rate × duration messages through `port`, evenly spaced; collects each push from `pushes`. */
async function drive(
  label: string,
  port: number,
  options: Options,
  senders: Account[],
  receivers: Account[],
  pushes: Push[],
  sendingPid: number,
): Promise<Run> {
  pushes.length = 0;
  const total = options.rate * options.duration;
  let sent = 0;
  let shed = 0;
  let failed = 0;
  const answers: number[] = [];
  const requests: Promise<void>[] = [];
  let peakKb = residentKb(sendingPid);
  const sampler = setInterval(() => {
    peakKb = Math.max(peakKb, residentKb(sendingPid));
  }, 250);
  const started = performance.now();
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const sender = senders[index % senders.length];
    const receiver = receivers[index % receivers.length];
    const asked = performance.now();
    requests.push(
      fetch(`http://127.0.0.1:${port}/api/messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: sender.cookie },
        body: JSON.stringify({ receiverId: receiver.id, content: `Benchmark message ${index}` }),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status === 201) {
            sent += 1;
            answers.push(performance.now() - asked);
          } else if (response.status === 503) shed += 1;
          else failed += 1;
        },
        () => {
          failed += 1;
        },
      ),
    );
  }
  await Promise.all(requests);
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  answers.sort((a, b) => a - b);
  const expected = sent * options.perUser;
  // Pushes still on their way once the last answer came.
  for (let waited = 0; pushes.length < expected && waited < 5_000; waited += 100) await sleep(100);
  const sorted = pushes.map((push) => push.ms).sort((a, b) => a - b);
  return {
    label,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    sent,
    shed,
    failed,
    answerP50: percentile(answers, 50),
    answerP99: percentile(answers, 99),
    peakKb,
    delivered: sorted.length,
    expected,
    seconds,
    slowestSent: slowestBySecond(pushes),
  };
}

/** The seconds of the run in which the slowest 1% of pushes were sent, with how many each: a tail at the start is a cold server, one spread out is not. */
function slowestBySecond(pushes: Push[]): string {
  const slowest = [...pushes].sort((a, b) => b.ms - a.ms).slice(0, Math.ceil(pushes.length / 100));
  const bySecond = new Map<number, number>();
  for (const { sentSecond } of slowest) bySecond.set(sentSecond, (bySecond.get(sentSecond) ?? 0) + 1);
  return [...bySecond.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([second, count]) => `${second}: ${count}`)
    .join(', ');
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** The ramp's table, the highest rate under the line, and what the rates above it did. */
function rampTable(steps: Run[], options: Options, sockets: number, serverVersion: string): string {
  const under = (run: Run) => run.answerP99 < RAMP_P99_MS && run.p99 < RAMP_P99_MS && run.failed === 0;
  const kept = steps.filter(under);
  const highest = kept.length > 0 ? kept[kept.length - 1] : undefined;
  const above = steps.filter((run) => !under(run));
  const bound = options.maxInFlight > 0 ? `MAX_REQUESTS_IN_FLIGHT=${options.maxInFlight}` : 'the default MAX_REQUESTS_IN_FLIGHT';
  return `
Ramp through instance B (sockets on A), ${sockets} sockets, ${options.duration} s a rate, ${bound}:

| offered | stored/s | shed (503) | other failures | answer p50 | answer p99 | push p99 | pushes | B's peak memory |
|---|---|---|---|---|---|---|---|---|
${steps
  .map(
    (run) =>
      `| ${run.label} | ${(run.sent / run.seconds).toFixed(0)} | ${run.shed} | ${run.failed} | ${ms(run.answerP50)} | ${ms(run.answerP99)} | ${ms(run.p99)} | ${run.delivered} / ${run.expected} | ${(run.peakKb / 1024).toFixed(0)} MB |`,
  )
  .join('\n')}

Highest rate with answer and push p99 under ${RAMP_P99_MS} ms: ${highest ? highest.label : 'none'}.
Above it: ${above.length === 0 ? 'no rate went over the line' : above.map((run) => `${run.label}: ${run.shed} shed, answer p99 ${ms(run.answerP99)}, push p99 ${ms(run.p99)}, ${(run.peakKb / 1024).toFixed(0)} MB`).join('; ')}.
${machineLine(serverVersion)}`;
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), DEFAULTS);
  const receiverCount = Math.ceil(options.sockets / options.perUser);
  const rampRates = options.ramp ? options.ramp.split(',').map(Number) : [];
  if (rampRates.some((rate) => !(rate > 0))) throw new Error('--ramp takes offered rates, e.g. 100,200,300');
  const highestRate = Math.max(options.rate, ...rampRates);
  const database = await benchDatabase(`marketplace_bench_realtime_${Date.now()}`);
  console.log(`Benchmark database ${database.name} (PostgreSQL ${database.serverVersion})`);
  const settings = {
    WS_MAX_SOCKETS_PER_USER: String(options.perUser),
    RATE_LIMIT_SIGN_UP_ATTEMPTS: String(receiverCount + options.senders + 10),
    RATE_LIMIT_MESSAGES_PER_MINUTE: String(highestRate * 60),
    ...(options.maxInFlight > 0 ? { MAX_REQUESTS_IN_FLIGHT: String(options.maxInFlight) } : {}),
    // Every sign-up comes from one address and every message is a write: the limits are not measured here.
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_WRITES_PER_HOUR: '1000000',
    // The least password hashing production accepts: the sign-ups are not measured, and at the
    // default cost hundreds of them took minutes of both cores.
    PASSWORD_HASH_MEMORY_KIB: String(19 * 1024),
    PASSWORD_HASH_ITERATIONS: '2',
  };
  const processes: ChildProcess[] = [];
  const sockets: WebSocket[] = [];
  try {
    const first = await startApi(database.url, options.port, settings);
    processes.push(first);
    const accounts = await inBatches(receiverCount + options.senders, 4, (index) => register(options.port, index));
    const receivers = accounts.slice(0, receiverCount);
    const senders = accounts.slice(receiverCount);
    // Only accounts with a confirmed address may message (decision 0030); no mail is read here.
    await withClient(database.url, (db) => db.query("update users set email_verified_at = now() where email like 'rt-%@bench.local'"));
    console.log(`${accounts.length} accounts`);

    await sleep(2_000);
    const before = residentKb(first.pid as number);
    const pushes: Push[] = [];
    const onPush = (data: string) => {
      const event = JSON.parse(data) as { type: string; message?: { createdAt: string; content: string } };
      if (event.type !== 'new_message' || !event.message) return;
      // The content names the message's place in the run (see drive).
      const index = Number(/(\d+)$/.exec(event.message.content)?.[1]);
      pushes.push({ ms: Date.now() - Date.parse(event.message.createdAt), sentSecond: Math.floor(index / options.rate) });
    };
    for (const receiver of receivers) {
      for (let copy = 0; copy < options.perUser && sockets.length < options.sockets; copy++) {
        sockets.push(await openSocket(options.port, receiver.cookie, onPush));
      }
    }
    await sleep(3_000);
    const after = residentKb(first.pid as number);
    const perSocketKb = (after - before) / sockets.length;
    console.log(`${sockets.length} sockets open; resident memory ${before} KB → ${after} KB: ${perSocketKb.toFixed(1)} KB per idle socket`);

    const second = await startApi(database.url, options.port + 1, { ...settings, OUTBOX_RELAY_ENABLED: 'false' });
    processes.push(second);
    const drivePort = (label: string, port: number, child: ChildProcess, load: Options) =>
      drive(label, port, load, senders, receivers, pushes, child.pid as number);
    if (rampRates.length > 0) {
      if (options.warmup > 0)
        await drivePort('warm-up', options.port + 1, second, { ...options, rate: rampRates[0], duration: options.warmup });
      const steps: Run[] = [];
      for (const rate of rampRates) steps.push(await drivePort(`${rate}/s offered`, options.port + 1, second, { ...options, rate }));
      console.log(rampTable(steps, options, sockets.length, database.serverVersion));
      return;
    }
    const runs: Run[] = [];
    if (options.warmup > 0) await drivePort('warm-up', options.port, first, { ...options, duration: options.warmup });
    runs.push(await drivePort('one instance', options.port, first, options));
    if (options.warmup > 0) await drivePort('warm-up', options.port + 1, second, { ...options, duration: options.warmup });
    runs.push(await drivePort('two instances (sent through B, sockets on A)', options.port + 1, second, options));

    console.log(`
| ${sockets.length} sockets, ${options.rate} messages/s for ${options.duration} s | p50 | p95 | p99 | messages/s | failed sends | pushes delivered |
|---|---|---|---|---|---|---|
${runs
  .map(
    (run) =>
      `| ${run.label} | ${ms(run.p50)} | ${ms(run.p95)} | ${ms(run.p99)} | ${(run.sent / run.seconds).toFixed(0)} | ${run.failed + run.shed} | ${run.delivered} / ${run.expected} |`,
  )
  .join('\n')}

Seconds in which the slowest 1% of pushes were sent (second: pushes): ${runs.map((run) => `${run.label}: ${run.slowestSent}`).join('; ')}
Memory per idle socket (instance A, resident): ${perSocketKb.toFixed(1)} KB
Latency: the push's arrival minus the message's createdAt (set in the storing transaction), ms clock.
${machineLine(database.serverVersion)}`);
  } finally {
    for (const socket of sockets) socket.terminate();
    for (const child of processes.reverse()) await stop(child);
    await dropBenchDatabase(database);
  }
}

runBenchmark(module, main);
