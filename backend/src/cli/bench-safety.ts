/**
 * npm run bench:safety [-- --runs 2000 --warmup 500 --length 5000]
 *
 * What the scam shield's check (safety/domain/screen.ts, screenText) costs inside a request: it
 * screens texts of --length characters, clean ones and scam ones built from the labelled corpus
 * (cases of the label joined until the length is reached), --warmup times unmeasured and then
 * --runs times each, and prints p50/p95/p99/max per set, with the machine and its load average
 * (os.loadavg) before and after, since a busy shared machine stretches the slow end. No database,
 * no server: the function alone, on the main thread. Measures; asserts nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { ScreeningInput, screenText } from '../contexts/safety/domain/screen';
import { parseBenchOptions, percentile, runBenchmark } from './bench-support';

const DEFAULTS = { runs: 2000, warmup: 500, length: 5000 };

type CorpusCase = Omit<ScreeningInput, 'texts'> & { texts: string[]; label: 'scam' | 'clean' };

/** The corpus sits beside the domain code; the built file runs from dist/src/cli, so look in both trees. */
function corpusDirectory(): string {
  const built = join(__dirname, '../contexts/safety/domain/corpus');
  const source = join(__dirname, '../../../src/contexts/safety/domain/corpus');
  for (const directory of [built, source]) {
    try {
      readdirSync(directory);
      return directory;
    } catch {
      // not in this tree
    }
  }
  throw new Error(`no corpus in ${built} or ${source}`);
}

function loadCorpus(): CorpusCase[] {
  const directory = corpusDirectory();
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => JSON.parse(readFileSync(join(directory, name), 'utf8')) as CorpusCase[]);
}

/**
 * Inputs of `length` characters: each starts at a different case of the label and joins the next
 * ones (their texts, as paragraphs) until long enough. Scam texts are screened as a client's
 * message before any contract, so every signal can fire; clean ones as their own case says.
 */
function inputsOf(cases: CorpusCase[], length: number, count: number): ScreeningInput[] {
  return Array.from({ length: count }, (_, start) => {
    const parts: string[] = [];
    let size = 0;
    for (let index = start; size < length; index++) {
      const text = cases[index % cases.length].texts.join('\n');
      parts.push(text);
      size += text.length + 2;
    }
    const first = cases[start % cases.length];
    return {
      kind: first.kind,
      speaker: first.label === 'scam' ? 'client' : first.speaker,
      contractExists: first.label === 'scam' ? false : first.contractExists,
      author: first.author,
      texts: [parts.join('\n\n').slice(0, length)],
    };
  });
}

type Timing = { p50: number; p95: number; p99: number; max: number; mean: number };

function time(inputs: ScreeningInput[], warmup: number, runs: number): Timing {
  for (let run = 0; run < warmup; run++) screenText(inputs[run % inputs.length]);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const input = inputs[run % inputs.length];
    const started = process.hrtime.bigint();
    screenText(input);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1],
    mean: times.reduce((sum, value) => sum + value, 0) / times.length,
  };
}

const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2), DEFAULTS);
  const corpus = loadCorpus();
  const loadBefore = load();
  const sets = [
    {
      label: 'clean texts',
      inputs: inputsOf(
        corpus.filter((entry) => entry.label === 'clean'),
        options.length,
        100,
      ),
    },
    {
      label: 'scam texts',
      inputs: inputsOf(
        corpus.filter((entry) => entry.label === 'scam'),
        options.length,
        100,
      ),
    },
  ];
  const results = sets.map(({ label, inputs }) => {
    const timing = time(inputs, options.warmup, options.runs);
    const verdicts = inputs.map((input) => screenText(input).verdict);
    console.log(`${label}: p50 ${fmt(timing.p50)}, p95 ${fmt(timing.p95)}, p99 ${fmt(timing.p99)}, max ${fmt(timing.max)}`);
    return { label, timing, held: verdicts.filter((verdict) => verdict === 'hold').length, count: inputs.length };
  });
  console.log(`
| screenText, ${options.length.toLocaleString('en')} characters, ${options.runs.toLocaleString('en')} runs after ${options.warmup} | p50 | p95 | p99 | max | mean | inputs held |
|---|---|---|---|---|---|---|
${results
  .map(
    ({ label, timing, held, count }) =>
      `| ${label} | ${fmt(timing.p50)} | ${fmt(timing.p95)} | ${fmt(timing.p99)} | ${fmt(timing.max)} | ${fmt(timing.mean)} | ${held} of ${count} |`,
  )
  .join('\n')}

Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}
Load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`);
}

runBenchmark(module, main);
