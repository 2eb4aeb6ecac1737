/*
 * The scam shield measured on its labelled corpus (corpus/*.json, described in docs/safety.md):
 * fails when fewer than 95% of the scams are warned or held, or more than 2% of the clean cases
 * are not clear, and names the misjudged cases. Prints nothing on success.
 *
 * corpus/held-out.json was written before the rules and not tuned against (docs/safety.md says
 * where that stopped being true); the other files are the tuning part.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SAFETY_VERDICTS, SafetyVerdict, SCREENED_KINDS, ScreenedKind, screenText } from './screen';
import { SIGNAL_CODES, SignalCode } from './signals';

type CorpusCase = {
  id: string;
  kind: ScreenedKind;
  speaker: 'client' | 'worker';
  contractExists: boolean;
  author: { newAccount: boolean; verified: boolean };
  texts: string[];
  label: 'scam' | 'clean';
  signals: SignalCode[];
  source: string;
};

const CORPUS_DIRECTORY = join(__dirname, 'corpus');
const HELD_OUT_FILE = 'held-out.json';
const MINIMUM_SCAM_RECALL = 0.95;
const MAXIMUM_CLEAN_NOT_CLEAR = 0.02;

const files = readdirSync(CORPUS_DIRECTORY).filter((name) => name.endsWith('.json'));
const corpus = files.flatMap((file) =>
  (JSON.parse(readFileSync(join(CORPUS_DIRECTORY, file), 'utf8')) as CorpusCase[]).map((entry) => ({ ...entry, file })),
);

type Judged = CorpusCase & { file: string; verdict: SafetyVerdict; found: SignalCode[] };
const judged: Judged[] = corpus.map((entry) => {
  const { verdict, reasons } = screenText({
    kind: entry.kind,
    texts: entry.texts,
    speaker: entry.speaker,
    contractExists: entry.contractExists,
    author: entry.author,
  });
  return { ...entry, verdict, found: reasons.map((reason) => reason.code) };
});

const caught = (entry: Judged) => entry.verdict !== 'clear';
const misjudged = (entries: Judged[]) => entries.filter((entry) => (entry.label === 'scam') !== caught(entry));

/** Recall on scams and the share of clean cases not clear, with the confusion matrix (verdict × label). */
function measure(entries: Judged[]) {
  const scams = entries.filter((entry) => entry.label === 'scam');
  const clean = entries.filter((entry) => entry.label === 'clean');
  const confusion = Object.fromEntries(
    SAFETY_VERDICTS.map((verdict) => [
      verdict,
      { scam: scams.filter((entry) => entry.verdict === verdict).length, clean: clean.filter((entry) => entry.verdict === verdict).length },
    ]),
  ) as Record<SafetyVerdict, { scam: number; clean: number }>;
  const perSignal = Object.fromEntries(
    SIGNAL_CODES.map((code) => {
      const expected = scams.filter((entry) => entry.signals.includes(code));
      return [code, { expected: expected.length, found: expected.filter((entry) => entry.found.includes(code)).length }];
    }),
  ) as Record<SignalCode, { expected: number; found: number }>;
  return {
    scams: scams.length,
    clean: clean.length,
    recall: scams.filter(caught).length / scams.length,
    cleanNotClear: clean.filter(caught).length / clean.length,
    confusion,
    perSignal,
  };
}

describe('the scam shield on its corpus', () => {
  it('holds enough well-formed cases, a quarter of them held out', () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const entry of corpus) {
      if (ids.has(entry.id)) problems.push(`${entry.id}: id used twice`);
      ids.add(entry.id);
      if (!SCREENED_KINDS.includes(entry.kind)) problems.push(`${entry.id}: kind ${entry.kind}`);
      if (entry.texts.length === 0 || entry.texts.some((text) => typeof text !== 'string' || !text.trim()))
        problems.push(`${entry.id}: texts`);
      if (entry.signals.some((code) => !SIGNAL_CODES.includes(code))) problems.push(`${entry.id}: unknown signal`);
      if ((entry.label === 'scam') !== entry.signals.length > 0) problems.push(`${entry.id}: a scam lists its signals, a clean case none`);
      if (entry.kind !== 'message' && entry.contractExists) problems.push(`${entry.id}: only messages have a contract`);
      if (!entry.source) problems.push(`${entry.id}: source`);
    }
    expect(problems).toEqual([]);
    const scams = corpus.filter((entry) => entry.label === 'scam').length;
    expect(corpus.length).toBeGreaterThanOrEqual(320);
    expect(scams).toBeGreaterThanOrEqual(150);
    expect(corpus.length - scams).toBeGreaterThanOrEqual(scams);
    expect(corpus.filter((entry) => entry.file === HELD_OUT_FILE).length).toBeGreaterThanOrEqual(corpus.length / 4);
  });

  it(`warns or holds at least ${MINIMUM_SCAM_RECALL * 100}% of the scams and leaves at most ${MAXIMUM_CLEAN_NOT_CLEAR * 100}% of the clean cases not clear`, () => {
    const { recall, cleanNotClear } = measure(judged);
    const wrong = misjudged(judged).map(
      (entry) => `${entry.id} (${entry.label}, ${entry.verdict}${entry.found.length ? `: ${entry.found.join(', ')}` : ''})`,
    );
    if (recall < MINIMUM_SCAM_RECALL || cleanNotClear > MAXIMUM_CLEAN_NOT_CLEAR)
      throw new Error(
        `recall on scams ${(recall * 100).toFixed(1)}%, clean cases not clear ${(cleanNotClear * 100).toFixed(1)}%; misjudged:\n${wrong.join('\n')}`,
      );
  });

  it('finds the expected signal in at least 90% of the scams that show it, for every signal', () => {
    const { perSignal } = measure(judged);
    const weak = Object.entries(perSignal).filter(([, { expected, found }]) => expected > 0 && found / expected < 0.9);
    const missed = judged
      .filter((entry) => entry.signals.some((code) => !entry.found.includes(code)))
      .map((entry) => `${entry.id}: expected ${entry.signals.join(', ')}, found ${entry.found.join(', ') || 'nothing'}`);
    if (weak.length) throw new Error(`signals under 90%: ${weak.map(([code]) => code).join(', ')}; cases:\n${missed.join('\n')}`);
  });

  it('has every signal (but disguised_text, which never stands alone) among the expected signals of at least five scams', () => {
    const { perSignal } = measure(judged);
    for (const code of SIGNAL_CODES) expect([code, perSignal[code].expected >= 5]).toEqual([code, true]);
  });
});
