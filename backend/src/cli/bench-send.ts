/**
 * npm run bench:send [-- --base cac314f --pairs 32 --rounds 4 --duration 10 --warmup 5 --port 3841 --profile]
 *
 * How many messages one instance stores a second, this build against an earlier one (`base`, a git
 * revision: by default the commit on which issue 45 measured ~185/s) in the same run, on the same
 * machine. The base is built from `git archive` into ~/.cache with this checkout's node_modules.
 *
 * Each build gets a throwaway database and two instances, as bench:realtime runs them: A holds
 * the receivers' sockets and runs the outbox relay; B takes every `POST /api/messages` and runs no
 * relay, so B's work is the send's own. `pairs` members each write to one other member, one
 * message after another (a closed loop: the next is sent when the answer comes), so B is kept busy
 * and the rate is what it can store. The builds take turns, `rounds` times, after `warmup` seconds
 * each unmeasured. Per build: stored messages/s (the median round, and every round), the answers'
 * latency, B's and A's CPU per stored message (/proc, so the figure is the process's own however
 * busy the machine), and B's SQL statements and transactions per message. --profile then runs
 * each build's B once more with --cpu-prof and splits its CPU per message by layer, as
 * bench:layers does for the search. Measures; asserts nothing.
 */
import { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { baseBuild } from './bench-base-build';
import { OPERATION_LAYER, profiledLayerShares } from './bench-layers';
import { Account, inBatches, openSocket, register } from './bench-messaging';
import {
  BenchDatabase,
  benchDatabase,
  dropBenchDatabase,
  machineLine,
  parseBenchOptions,
  percentile,
  processCpuMs,
  runBenchmark,
  startApi,
  StatementCounts,
  statementsSoFar,
  stop,
  withClient,
} from './bench-support';

const DEFAULTS = {
  base: 'cac314f',
  pairs: 32,
  rounds: 4,
  duration: 10,
  warmup: 5,
  port: 3841,
  profile: false,
  /** With --profile, where to keep this build's profile of B (a .cpuprofile opens in Chrome's DevTools); not kept by default. */
  saveProfile: '',
};

type Options = typeof DEFAULTS;

/**
 * The CPU time PostgreSQL has used so far, ms: its live processes' own, and through the
 * postmaster's count of its ended children (a pool's connections come and go) theirs; its share of
 * a send, whatever serves it.
 */
function postgresCpuMs(): number {
  const processes = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((pid) => {
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return undefined;
        // After the command name in parentheses: state, parent's pid, … (proc(5)).
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return { pid: Number(pid), parent: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) };
      } catch {
        return undefined; // A process that ended while the list was read.
      }
    })
    .filter((found) => found !== undefined);
  const pids = new Set(processes.map(({ pid }) => pid));
  let total = 0;
  for (const { pid, parent } of processes) {
    total += processCpuMs(pid);
    if (!pids.has(parent)) total += processCpuMs(pid, 'ended children');
  }
  return total;
}

/** This benchmark's own CPU time so far, ms: its clients share the machine with what they measure. */
const clientCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** One message's sender and receiver: each pair has a conversation of its own, so no two senders wait on one lock. */
type Pair = { sender: Account; receiver: Account };

type Tally = { stored: number; shed: number; failed: number; firstFailure: string; answers: number[]; verdicts: Map<string, number> };

const emptyTally = (): Tally => ({ stored: 0, shed: 0, failed: 0, firstFailure: '', answers: [], verdicts: new Map() });

/** Every pair sends, one message after another, for `seconds`. */
async function driveClosedLoop(port: number, pairs: Pair[], seconds: number, tally: Tally): Promise<void> {
  const until = performance.now() + seconds * 1000;
  let sent = 0;
  await Promise.all(
    pairs.map(async ({ sender, receiver }) => {
      while (performance.now() < until) {
        const asked = performance.now();
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/messages`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Cookie: sender.cookie },
            body: JSON.stringify({ receiverId: receiver.id, content: `Benchmark message ${(sent += 1)} about the support rota` }),
          });
          const body = await response.text();
          if (response.status === 201) {
            tally.stored += 1;
            tally.answers.push(performance.now() - asked);
            const verdict = (JSON.parse(body) as { safety?: { verdict?: string } }).safety?.verdict ?? 'none';
            tally.verdicts.set(verdict, (tally.verdicts.get(verdict) ?? 0) + 1);
          } else if (response.status === 503) tally.shed += 1;
          else {
            tally.failed += 1;
            tally.firstFailure ||= `${response.status} ${body.slice(0, 200)}`;
          }
        } catch (error) {
          tally.failed += 1;
          tally.firstFailure ||= String(error);
        }
      }
    }),
  );
}

/** One build's instances and what its measured rounds added up to. */
type Build = {
  label: string;
  apiMain?: string;
  database: BenchDatabase;
  sockets: WebSocket[];
  /** new_message pushes the receivers' sockets got: in all, and in the measured rounds (with a second after each). */
  pushes: number;
  pushedInRounds: number;
  a: ChildProcess;
  b: ChildProcess;
  pairs: Pair[];
  roundRates: number[];
  tally: Tally;
  seconds: number;
  bCpuMs: number;
  aCpuMs: number;
  postgresCpuMs: number;
  clientCpuMs: number;
  counted: StatementCounts;
};

function settings(options: Options): Record<string, string> {
  return {
    RATE_LIMIT_SIGN_UP_ATTEMPTS: String(options.pairs * 2 + 10),
    // Every message comes from one address and is a write: the limits are not measured here.
    RATE_LIMIT_MESSAGES_PER_MINUTE: '1000000',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_WRITES_PER_HOUR: '1000000',
    // The least password hashing production accepts: the sign-ups are not measured.
    PASSWORD_HASH_MEMORY_KIB: String(19 * 1024),
    PASSWORD_HASH_ITERATIONS: '2',
  };
}

/** The sending instance: no relay, its statements counted. */
function startSender(
  build: Pick<Build, 'apiMain' | 'database'>,
  port: number,
  options: Options,
  execArgv: string[] = [],
): Promise<ChildProcess> {
  return startApi(
    build.database.url,
    port,
    { ...settings(options), OUTBOX_RELAY_ENABLED: 'false', BENCH_COUNT_EVERY_STATEMENT: 'true' },
    { apiMain: build.apiMain, execArgv: ['--require', join(__dirname, 'bench-scale-statements.js'), ...execArgv] },
  );
}

/** A build's database and instances; `started` holds it from its first process on, for the clean-up. */
async function startBuild(
  label: string,
  apiMain: string | undefined,
  port: number,
  options: Options,
  started: Partial<Build>[],
): Promise<Build> {
  const database = await benchDatabase(`marketplace_bench_send_${label.replace(/\W+/g, '_')}_${Date.now()}`);
  const build: Partial<Build> & Pick<Build, 'database' | 'apiMain'> = { label, apiMain, database, sockets: [], pushes: 0 };
  started.push(build);
  build.a = await startApi(database.url, port, settings(options), { apiMain });
  const accounts = await inBatches(options.pairs * 2, 4, (index) => register(port, index));
  // Only accounts with a confirmed address may message (decision 0030); no mail is read here.
  await withClient(database.url, (db) => db.query("update users set email_verified_at = now() where email like 'rt-%@bench.local'"));
  build.pairs = Array.from({ length: options.pairs }, (_, index) => ({
    sender: accounts[index],
    receiver: accounts[options.pairs + index],
  }));
  for (const { receiver } of build.pairs) {
    build.sockets!.push(
      await openSocket(port, receiver.cookie, (data) => {
        if ((JSON.parse(data) as { type: string }).type === 'new_message') build.pushes! += 1;
      }),
    );
  }
  build.b = await startSender(build, port + 1, options);
  return Object.assign(build, {
    roundRates: [],
    tally: emptyTally(),
    seconds: 0,
    pushedInRounds: 0,
    bCpuMs: 0,
    aCpuMs: 0,
    postgresCpuMs: 0,
    clientCpuMs: 0,
    counted: { statements: 0, transactions: 0 },
  }) as Build;
}

async function measureRound(build: Build, port: number, options: Options): Promise<void> {
  const tally = emptyTally();
  const countedBefore = await statementsSoFar(build.b);
  const pushedBefore = build.pushes;
  const [aBefore, bBefore, postgresBefore, clientBefore] = [
    processCpuMs(build.a.pid!),
    processCpuMs(build.b.pid!),
    postgresCpuMs(),
    clientCpuMs(),
  ];
  const started = performance.now();
  await driveClosedLoop(port, build.pairs, options.duration, tally);
  const seconds = (performance.now() - started) / 1000;
  build.clientCpuMs += clientCpuMs() - clientBefore;
  const counted = await statementsSoFar(build.b);
  // A's relay and pushes trail the answers by a moment.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  build.postgresCpuMs += postgresCpuMs() - postgresBefore;
  build.pushedInRounds += build.pushes - pushedBefore;
  build.aCpuMs += processCpuMs(build.a.pid!) - aBefore;
  build.bCpuMs += processCpuMs(build.b.pid!) - bBefore;
  build.counted.statements += counted.statements - countedBefore.statements;
  build.counted.transactions += counted.transactions - countedBefore.transactions;
  build.roundRates.push(tally.stored / seconds);
  build.seconds += seconds;
  build.tally.stored += tally.stored;
  build.tally.shed += tally.shed;
  build.tally.failed += tally.failed;
  build.tally.firstFailure ||= tally.firstFailure;
  build.tally.answers.push(...tally.answers);
  for (const [verdict, count] of tally.verdicts) build.tally.verdicts.set(verdict, (build.tally.verdicts.get(verdict) ?? 0) + count);
}

/** B started again with --cpu-prof under the same load; its layers' shares of the measured window. */
function profileSender(build: Build, port: number, options: Options, saveTo = ''): Promise<{ layer: string; share: number }[]> {
  const drive = (seconds: number) => driveClosedLoop(port, build.pairs, seconds, emptyTally());
  return profiledLayerShares(
    (execArgv) => startSender(build, port, options, execArgv),
    { warmUp: () => drive(options.warmup), measure: () => drive(options.duration) },
    saveTo,
  );
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

function buildRow(build: Build): string {
  const { tally } = build;
  const answers = [...tally.answers].sort((a, b) => a - b);
  const perMessage = (value: number) => (tally.stored > 0 ? value / tally.stored : NaN);
  const verdicts = [...tally.verdicts.entries()].map(([verdict, count]) => `${verdict} ${count}`).join(', ');
  return `| ${build.label} | ${median(build.roundRates).toFixed(0)} | ${build.roundRates.map((rate) => rate.toFixed(0)).join(', ')} | ${percentile(answers, 50).toFixed(0)} ms | ${percentile(answers, 99).toFixed(0)} ms | ${perMessage(build.bCpuMs).toFixed(2)} ms | ${perMessage(build.aCpuMs).toFixed(2)} ms | ${perMessage(build.postgresCpuMs).toFixed(2)} ms | ${perMessage(build.clientCpuMs).toFixed(2)} ms | ${perMessage(build.counted.statements).toFixed(1)} | ${perMessage(build.counted.transactions).toFixed(2)} | ${verdicts} | ${tally.shed + tally.failed} | ${build.pushedInRounds} / ${tally.stored} |`;
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), DEFAULTS);
  const base = baseBuild(options.base);
  const started: Partial<Build>[] = [];
  try {
    const builds = [
      await startBuild(`base ${base.commit.slice(0, 7)}`, base.apiMain, options.port, options, started),
      await startBuild('this build', undefined, options.port + 2, options, started),
    ];
    const senderPort = (build: Build) => options.port + 2 * builds.indexOf(build) + 1;
    console.log(`${options.pairs} pairs a build, ${options.rounds} rounds of ${options.duration} s, the builds in turn`);
    for (const build of builds) await driveClosedLoop(senderPort(build), build.pairs, options.warmup, emptyTally());
    for (let round = 0; round < options.rounds; round++) {
      for (const build of round % 2 === 0 ? builds : [...builds].reverse()) await measureRound(build, senderPort(build), options);
      console.log(`round ${round + 1}: ${builds.map((build) => `${build.label} ${build.roundRates[round].toFixed(0)}/s`).join(', ')}`);
    }
    const [old, current] = builds;
    for (const build of builds) {
      if (build.tally.failed > 0) console.log(`${build.label}: ${build.tally.failed} sends failed, the first: ${build.tally.firstFailure}`);
    }
    console.log(`
| build | stored/s (median round) | each round | answer p50 | answer p99 | B's CPU per message | A's CPU per message (relay, pushes) | PostgreSQL's CPU per message | the clients' CPU per message | B's statements per message | B's transactions per message | verdicts | shed or failed | pushes to the receivers |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${builds.map(buildRow).join('\n')}

This build stores ${(median(current.roundRates) / median(old.roundRates)).toFixed(2)}× the base's messages/s; B's CPU per message is ${(current.bCpuMs / current.tally.stored / (old.bCpuMs / old.tally.stored)).toFixed(2)}× the base's.`);

    if (options.profile) {
      const shares: Map<string, number>[] = [];
      for (const build of builds) {
        const saveTo = build === current ? options.saveProfile : '';
        shares.push(new Map((await profileSender(build, options.port + 5, options, saveTo)).map(({ layer, share }) => [layer, share])));
      }
      const layers = [...new Set(shares.flatMap((byLayer) => [...byLayer.keys()]))].sort(
        (a, b) => (shares[1].get(b) ?? 0) - (shares[1].get(a) ?? 0),
      );
      const cell = (build: Build, share: number | undefined) =>
        share === undefined ? '' : `${((share * build.bCpuMs) / build.tally.stored).toFixed(2)} ms`;
      console.log(`
| layer of B (CPU profiles) | ${old.label}: CPU per message | this build: CPU per message | this build's share |
|---|---|---|---|
${layers
  .map(
    (layer) =>
      `| ${layer === OPERATION_LAYER ? 'the send itself (the contexts: messaging, identity, safety)' : layer} | ${cell(old, shares[0].get(layer))} | ${cell(current, shares[1].get(layer))} | ${((shares[1].get(layer) ?? 0) * 100).toFixed(1)}% |`,
  )
  .join('\n')}`);
    }
    console.log(machineLine(old.database.serverVersion));
  } finally {
    for (const build of started) {
      for (const socket of build.sockets ?? []) socket.terminate();
      if (build.b) await stop(build.b);
      if (build.a) await stop(build.a);
      if (build.database) await dropBenchDatabase(build.database);
    }
  }
}

runBenchmark(module, main);
