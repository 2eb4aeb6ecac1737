/*
 * The scam shield's decision: screenText reads the texts of a post, a cover letter or a message
 * and says whether it is clear, published with a warning, or held for an administrator, with the
 * reasons shown to the reader. Pure and synchronous: no I/O, no clock, the same answer for the
 * same input. The signals and the weights are data in signals.ts; docs/safety.md explains them.
 *
 * Each text is read twice. Once literally (lower-cased, nothing undone) with the patterns as
 * written, once through the normalised views of normalize.ts with the patterns' skeletons. What
 * only the second reading finds was written to dodge a filter: that adds `disguised_text`.
 */
import { literalView, normalizeText, skeleton, TextViews } from './normalize';
import {
  BRANDS,
  CHAT_AND_FORM_LINKS,
  CHEAP_TLDS,
  CLAUSE_START,
  JOB_BAIT_NAME,
  KNOWN_DOMAINS,
  KNOWN_TLDS,
  LINK_SHORTENERS,
  MENTION,
  NEGATION,
  NEGATION_REACH,
  PAY_RATES,
  SENTENCE_END,
  Signal,
  SIGNAL_CODES,
  SignalCode,
  SIGNALS,
  TRIVIAL_WORK,
  VERDICT_THRESHOLDS,
} from './signals';

export const SCREENED_KINDS = ['job_post', 'availability_post', 'application', 'message'] as const;
export type ScreenedKind = (typeof SCREENED_KINDS)[number];
export const SAFETY_VERDICTS = ['clear', 'warn', 'hold'] as const;
export type SafetyVerdict = (typeof SAFETY_VERDICTS)[number];
/** Who wrote it: a client (job posts, a client's messages) or a worker (availability posts, cover letters, a worker's messages). */
export type Speaker = 'client' | 'worker';
export type ScreeningInput = {
  kind: ScreenedKind;
  /** The texts as the author wrote them: a post's title, description and each tag; the cover letter; the message. */
  texts: string[];
  speaker: Speaker;
  /** A contract exists between the author and the other party (only ever true for messages). */
  contractExists: boolean;
  /** newAccount: the account is younger than NEW_ACCOUNT_DAYS. verified: it holds the verified-identity badge. */
  author: { newAccount: boolean; verified: boolean };
};
export type SafetyReason = { code: SignalCode; message: string };
export type Screening = { verdict: SafetyVerdict; reasons: SafetyReason[] };

/** An account younger than this many days is new: with one warn signal about contact or pay, its unverified author is held. */
export const NEW_ACCOUNT_DAYS = 7;

/** The two readings: the literal text with the patterns as written, the normalised views with their skeletons. */
type Reading = 'literal' | 'normalised';

/** A regular expression compiled for each reading. */
type ByReading = Record<Reading, RegExp>;
function compile(source: string, flags = ''): ByReading {
  return { literal: new RegExp(source, flags), normalised: new RegExp(skeleton(source), flags) };
}

type CompiledSignal = {
  signal: Signal;
  phrases: ByReading[];
  cancelledBefore?: ByReading;
  cancelledAfter?: ByReading;
  subjectAfter?: ByReading;
  cancelledInClause?: ByReading;
};

const COMPILED: readonly CompiledSignal[] = SIGNALS.map((signal) => ({
  signal,
  phrases: signal.phrases.map((source) => compile(source, 'g')),
  cancelledBefore: signal.cancelledBefore === undefined ? undefined : compile(signal.cancelledBefore),
  cancelledAfter: signal.cancelledAfter === undefined ? undefined : compile(signal.cancelledAfter),
  subjectAfter: signal.subjectAfter === undefined ? undefined : compile(signal.subjectAfter),
  cancelledInClause: signal.cancelledInClause === undefined ? undefined : compile(signal.cancelledInClause),
}));
const SIGNAL_BY_CODE = new Map(SIGNALS.map((signal) => [signal.code, signal]));

const NEGATION_BY_READING = compile(NEGATION);
const MENTION_BY_READING = compile(MENTION);
const CLAUSE_START_BY_READING = compile(CLAUSE_START, 'g');
const SENTENCE_END_BY_READING = compile(SENTENCE_END);

/**
 * The matches of a global pattern, in order. Unlike String.prototype.matchAll it does not copy the
 * pattern on every call (a measurable share of the check's time with ~50 patterns a reading).
 * Safe because screening is synchronous and no pattern is iterated inside its own iteration.
 */
function* matchesOf(pattern: RegExp, text: string): Generator<RegExpExecArray> {
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    yield match;
    if (match[0].length === 0) pattern.lastIndex++;
  }
}

/** The clause before `index`: back to the last clause boundary, at most NEGATION_REACH characters. */
function clauseBefore(text: string, index: number, reading: Reading): string {
  const slice = text.slice(Math.max(0, index - NEGATION_REACH), index);
  let start = 0;
  for (const boundary of matchesOf(CLAUSE_START_BY_READING[reading], slice)) start = boundary.index + boundary[0].length;
  return slice.slice(start);
}

/** The sentence before `index`: back to the last end of a sentence, at most NEGATION_REACH characters. */
function sentenceBefore(text: string, index: number): string {
  const slice = text.slice(Math.max(0, index - NEGATION_REACH), index);
  const end = Math.max(slice.lastIndexOf('.'), slice.lastIndexOf('!'), slice.lastIndexOf('?'), slice.lastIndexOf('\n'));
  return slice.slice(end + 1);
}

/** The rest of the sentence after `index`, at most `reach` characters. */
function sentenceAfter(text: string, index: number, reading: Reading, reach = 80): string {
  const slice = text.slice(index, index + reach);
  const end = SENTENCE_END_BY_READING[reading].exec(slice);
  return end ? slice.slice(0, end.index) : slice;
}

/**
 * What one reading found: the detectors that fired (by id), with their signal, whether a link
 * imitates a brand, and how many times the detector fired (a reading that finds a phrase more
 * often than the literal one found a disguised copy of it).
 */
type Finding = { code: SignalCode; lookAlike: boolean; count: number };
type Findings = Map<string, Finding>;

/** Whether a signal may be raised at all for this input (who speaks, whether a contract exists). */
function applies(signal: Signal, input: ScreeningInput): boolean {
  if (signal.speakers && !signal.speakers.includes(input.speaker)) return false;
  if (signal.beforeContractOnly && input.contractExists) return false;
  return true;
}

const LEADING_PUNCTUATION = /^[.!?:\n ]*/;

function phraseFindings(text: string, reading: Reading, input: ScreeningInput, only: Only, findings: Findings): void {
  for (const compiled of COMPILED) {
    const { signal } = compiled;
    if (!only.signals.has(signal.code) || !applies(signal, input)) continue;
    compiled.phrases.forEach((phrase, position) => {
      const id = `${signal.code}:${position}`;
      if (only.phrases && !only.phrases.has(id)) return;
      for (const match of matchesOf(phrase[reading], text)) {
        // A phrase anchored on the end of the sentence before it starts after that punctuation.
        const start = match.index + LEADING_PUNCTUATION.exec(match[0])![0].length;
        const end = match.index + match[0].length;
        const before = clauseBefore(text, start, reading);
        if (signal.negatable && (NEGATION_BY_READING[reading].test(before) || MENTION_BY_READING[reading].test(before))) continue;
        if (compiled.cancelledBefore?.[reading].test(before)) continue;
        const after = sentenceAfter(text, end, reading);
        if (compiled.cancelledAfter?.[reading].test(after)) continue;
        if (compiled.subjectAfter?.[reading].test(text.slice(end, end + 30))) continue;
        if (compiled.cancelledInClause?.[reading].test(`${before}${text.slice(start, end)}${after}`)) continue;
        findings.set(id, { code: signal.code, lookAlike: false, count: (findings.get(id)?.count ?? 0) + 1 });
      }
    });
  }
}

// Phone numbers: a run of digits with spaces, dots, dashes or brackets; 10 to 13 digits.
const PHONE_CANDIDATE = /(?<![\w+$₱€£])(?:\+|\(\+?)?\d[\d ().-]{7,22}\d(?![\w])/g;
const CURRENCY_BEFORE = /(?:[$₱€£]|php|usd|eur|gbp)\s?$/;
function hasPhoneNumber(text: string): boolean {
  for (const match of matchesOf(PHONE_CANDIDATE, text)) {
    const digits = match[0].replace(/\D/g, '').length;
    if (digits < 10 || digits > 13) continue;
    if (CURRENCY_BEFORE.test(text.slice(Math.max(0, match.index - 5), match.index))) continue;
    return true;
  }
  return false;
}

/** An e-mail address around an "@": read from each "@" rather than tried at every position of the text. */
const EMAIL_LOCAL_PART = /[a-z0-9._%+-]$/;
const EMAIL_DOMAIN = /^[a-z0-9-]{1,63}\.([a-z][a-z0-9.-]{1,60})/;
function hasEmailAddress(text: string): boolean {
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (!EMAIL_LOCAL_PART.test(text.slice(Math.max(0, at - 1), at))) continue;
    const domain = EMAIL_DOMAIN.exec(text.slice(at + 1, at + 130));
    if (
      domain &&
      KNOWN_TLDS_SET.has(
        domain[1]
          .replace(/[.-]+$/, '')
          .split('.')
          .pop()!,
      )
    )
      return true;
  }
  return false;
}
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const CHAT_OR_FORM_LINK = new RegExp(`(?<![a-z0-9.-])(?:${CHAT_AND_FORM_LINKS.map(escapeRegExp).join('|')})`);
/** A handle ("@hr_recruit") and, in the same sentence, a word that asks to be contacted there or names an app. */
const HANDLE = /(?<![\w.@])@[a-z0-9_.]{3,30}/g;
const CONTACT_CONTEXT =
  /\b(?:telegram|whats ?app|signal|skype|discord|we ?chat|viber|kik|messenger|instagram|ig|contact|message|msg|dm|pm|text|add|reach|chat|hmu|apply|search|find|look for|send|username|handle)\b/;
const FORM_OR_CHAT_WORD = /\b(?:form|forms|application|apply|telegram|whats ?app|viber|signal|chat|group)\b/;

/** The detectors of off_platform that read numbers and addresses (not negatable: a number is a number). */
function contactFindings(views: TextViews, links: readonly Link[], findings: Findings): void {
  const text = views.folded;
  if (hasPhoneNumber(text)) findings.set('off_platform:phone', { code: 'off_platform', lookAlike: false, count: 1 });
  if (hasEmailAddress(text)) findings.set('off_platform:email', { code: 'off_platform', lookAlike: false, count: 1 });
  if (CHAT_OR_FORM_LINK.test(views.raw)) findings.set('off_platform:chat-link', { code: 'off_platform', lookAlike: false, count: 1 });
  for (const match of matchesOf(HANDLE, text)) {
    const sentence = `${sentenceBefore(text, match.index)} ${sentenceAfter(text, match.index + match[0].length, 'literal')}`;
    if (CONTACT_CONTEXT.test(sentence)) {
      findings.set('off_platform:handle', { code: 'off_platform', lookAlike: false, count: 1 });
      break;
    }
  }
  // A shortened link to a form or a chat: "fill up the form here: bit.ly/…".
  for (const link of links) {
    if (!link.shortener) continue;
    const sentence = `${sentenceBefore(text, link.index)} ${sentenceAfter(text, link.index, 'literal')}`;
    if (FORM_OR_CHAT_WORD.test(sentence))
      findings.set('off_platform:short-form-link', { code: 'off_platform', lookAlike: false, count: 1 });
  }
}

// Links.
const KNOWN_TLDS_SET = new Set(KNOWN_TLDS);
const CHEAP_TLDS_SET = new Set(CHEAP_TLDS);
const SHORTENERS_SET = new Set(LINK_SHORTENERS);
const KNOWN_DOMAINS_SET = new Set(KNOWN_DOMAINS);
const BRAND_SKELETONS = BRANDS.map((brand) => skeleton(brand));
const JOB_BAIT = new RegExp(JOB_BAIT_NAME);
/** Words scammers put next to a brand in a domain name: "paypal-secure", "amazoncareers", "verifiedwork-support". */
const BRAND_AFFIXES =
  /^(?:support|help|helpdesk|verify|verification|secure|security|login|signin|account|accounts|careers?|jobs?|hr|pay|payment|payments|team|official|portal|center|centre|hiring|recruit|recruitment|work|app|service|services|online|bonus|payout|rewards?|my|get|the|claim|billing|update|ph|global|hq)$/;
/** A dot between two characters that are not spaces: where a written-out address may be. */
const INNER_DOT = /[^\s.]\.[^\s.]/g;
const TOKEN_BOUNDARY = /[\s<>"'()[\]{}]/;
/** The token (between spaces and brackets) around `index`, at most 300 characters either side. */
function tokenAround(text: string, index: number): { start: number; token: string } {
  let start = index;
  while (start > 0 && index - start < 300 && !TOKEN_BOUNDARY.test(text[start - 1])) start--;
  let end = index;
  while (end < text.length && end - index < 300 && !TOKEN_BOUNDARY.test(text[end])) end++;
  return { start, token: text.slice(start, end) };
}
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[^@/\s]+@)?([\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+)(?::\d+)?(\/.*)?$/u;
const IP_ADDRESS = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const LEET_DIGITS: Record<string, string> = { '0': 'o', '1': 'l', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', $: 's', '@': 'a' };
const readDigitsAsLetters = (label: string) =>
  label
    .replace(/[0134578$@]/g, (char) => LEET_DIGITS[char])
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w');

type Link = { index: number; host: string; shortener: boolean; lookAlike: boolean; suspicious: boolean };

/** The registered domain of a host: its last two labels, or three under a country's second level ("acme.com.ph"). */
function registeredDomain(labels: string[]): string[] {
  const count = labels.length;
  if (count >= 3 && labels[count - 1].length === 2 && /^(?:co|com|net|org|gov|edu|ac)$/.test(labels[count - 2])) return labels.slice(-3);
  return labels.slice(-2);
}

/** Whether a domain label imitates a brand: the brand with digits for letters, the brand plus a word, or the brand under someone else's domain. */
function imitatesBrand(label: string, isRegisteredName: boolean): boolean {
  const folded = normalizeText(label).folded;
  const hasDisguise = folded !== label || /[0-9$@]/.test(label);
  const read = skeleton(readDigitsAsLetters(folded));
  const plain = skeleton(folded);
  for (const brand of BRAND_SKELETONS) {
    if (!read.includes(brand)) continue;
    if (!plain.includes(brand) && hasDisguise) return true;
    if (read === brand) return !isRegisteredName || hasDisguise;
    const parts = read.split('-');
    if (parts.includes(brand)) return true;
    if (read.startsWith(brand) && BRAND_AFFIXES.test(read.slice(brand.length))) return true;
    if (read.endsWith(brand) && BRAND_AFFIXES.test(read.slice(0, -brand.length))) return true;
  }
  return false;
}

function findLinks(raw: string): Link[] {
  const links: Link[] = [];
  let previousStart = -1;
  for (const dot of matchesOf(INNER_DOT, raw)) {
    const around = tokenAround(raw, dot.index + 1);
    if (around.start === previousStart) continue;
    previousStart = around.start;
    const match = { index: around.start };
    const token = around.token.replace(/[.,!?;:]+$/, '');
    const address = ADDRESS.exec(token);
    if (!address) continue;
    const host = address[1].replace(/^www\./, '');
    const labels = host.split('.');
    const tld = labels[labels.length - 1];
    const hasScheme = /^[a-z]+:\/\//.test(token);
    if (IP_ADDRESS.test(host)) {
      if (hasScheme || address[2]) links.push({ index: match.index, host, shortener: false, lookAlike: false, suspicious: true });
      continue;
    }
    const registered = registeredDomain(labels).join('.');
    const shortener = SHORTENERS_SET.has(registered) || SHORTENERS_SET.has(host);
    if (!shortener && !KNOWN_TLDS_SET.has(tld) && !/^xn--/.test(tld)) continue;
    let lookAlike = false;
    let suspicious = shortener;
    if (!KNOWN_DOMAINS_SET.has(registered)) {
      const registeredLabels = registeredDomain(labels);
      const name = registeredLabels[0];
      const nameLabels = labels.slice(0, labels.length - registeredLabels.length + 1);
      lookAlike = nameLabels.some((label) => imitatesBrand(label, label === name && nameLabels.length === 1));
      if (!lookAlike && labels.some((label) => label !== name && BRAND_SKELETONS.includes(skeleton(label)))) lookAlike = true;
      if (labels.some((label) => label.startsWith('xn--') || /[^\x20-\x7e]/.test(label))) suspicious = true;
      if (CHEAP_TLDS_SET.has(tld) && JOB_BAIT.test(name)) suspicious = true;
    }
    if (shortener || lookAlike || suspicious)
      links.push({ index: match.index, host, shortener, lookAlike, suspicious: suspicious || lookAlike });
  }
  return links;
}

function linkFindings(links: readonly Link[], findings: Findings): void {
  for (const link of links) {
    if (link.lookAlike) findings.set('suspicious_link:look-alike', { code: 'suspicious_link', lookAlike: true, count: 1 });
    else if (link.shortener) findings.set('suspicious_link:shortener', { code: 'suspicious_link', lookAlike: false, count: 1 });
    else if (link.suspicious) findings.set('suspicious_link:address', { code: 'suspicious_link', lookAlike: false, count: 1 });
  }
}

// Pay.
const AMOUNT =
  /(?:(?<![a-z])(us\$|usd|\$|php|₱|eur|€|gbp|£|inr|₹|rs\.?|p(?=\d)) ?(\d[\d,]*(?:\.\d+)?)( ?k\b)?|(?<![\w.,])(\d[\d,]*(?:\.\d+)?)( ?k)? ?(usdt|usd|dollars?|php|pesos?|eur|euros?|gbp|pounds?|inr|rupees?)\b)/g;
const PERIOD =
  /^ ?(?:(?:-|–|—|to) ?(?:[$₱€£]|php|usd)? ?\d[\d,.]*(?: ?k)? ?)?(?:(?:usd|php|usdt|eur|gbp) )?(?:\/ ?|per |an? |each |every |in (?:a|one|your first) |)(hours?|hrs?|h|days?|daily|weeks?|weekly|wk|months?|monthly|mo)\b/;
const TRIVIAL_WORK_PATTERN = new RegExp(TRIVIAL_WORK);
type Currency = keyof typeof PAY_RATES.dailyThresholds;
function currencyOf(symbol: string): Currency {
  if (/^(?:php|₱|p|pesos?)$/.test(symbol)) return 'php';
  if (/^(?:eur|€|euros?)$/.test(symbol)) return 'eur';
  if (/^(?:gbp|£|pounds?)$/.test(symbol)) return 'gbp';
  if (/^(?:inr|₹|rs\.?|rupees?)$/.test(symbol)) return 'inr';
  return 'usd';
}
function periodOf(word: string): keyof typeof PAY_RATES.daysPer {
  if (word.startsWith('h')) return 'hour';
  if (word.startsWith('d')) return 'day';
  if (word.startsWith('w')) return 'week';
  return 'month';
}

function hasUnrealisticPay(text: string): boolean {
  const trivialWork = TRIVIAL_WORK_PATTERN.test(text);
  for (const match of matchesOf(AMOUNT, text)) {
    const symbol = match[1] ?? match[6];
    const number = Number((match[2] ?? match[4]).replace(/,/g, '')) * ((match[3] ?? match[5]) ? 1000 : 1);
    const period = PERIOD.exec(text.slice(match.index + match[0].length, match.index + match[0].length + 40));
    if (!period || !Number.isFinite(number)) continue;
    const daily = number / PAY_RATES.daysPer[periodOf(period[1])];
    const thresholds = PAY_RATES.dailyThresholds[currencyOf(symbol)];
    if (daily >= thresholds.anyWork || (trivialWork && daily >= thresholds.trivialWork)) return true;
  }
  return false;
}

/** Every detector that fires on one reading of the text. */
/** What a reading looks for: the detectors of these signals, and of their phrases only these (all when absent). */
type Only = { signals: ReadonlySet<SignalCode>; phrases?: ReadonlySet<string> };
const EVERYTHING: Only = { signals: new Set(SIGNAL_CODES) };

/** Every detector that `only` names and that fires on one reading of the text. */
function read(views: TextViews, reading: Reading, input: ScreeningInput, only: Only): Findings {
  const findings: Findings = new Map();
  phraseFindings(views.words, reading, input, only, findings);
  const readsLinks = only.signals.has('suspicious_link') || only.signals.has('off_platform');
  const links = readsLinks ? findLinks(views.raw) : [];
  if (only.signals.has('off_platform') && applies(SIGNAL_BY_CODE.get('off_platform')!, input)) contactFindings(views, links, findings);
  if (only.signals.has('suspicious_link')) linkFindings(links, findings);
  if (only.signals.has('unrealistic_pay') && hasUnrealisticPay(views.folded))
    findings.set('unrealistic_pay:amount', { code: 'unrealistic_pay', lookAlike: false, count: 1 });
  return findings;
}

export function screenText(input: ScreeningInput): Screening {
  const text = input.texts.join('\n');
  const normalised = read(normalizeText(text), 'normalised', input, EVERYTHING);
  // Nothing found through the normalised views: clear, without a literal reading (most texts).
  if (normalised.size === 0) return { verdict: 'clear', reasons: [] };
  // The literal reading only needs the detectors that fired, to tell which were disguised.
  const literal = literalView(text);
  const fired: Only = { signals: new Set([...normalised.values()].map((finding) => finding.code)), phrases: new Set(normalised.keys()) };
  const plain = read({ literal, raw: literal, folded: literal, words: literal }, 'literal', input, fired);

  const found = new Map<SignalCode, number>();
  const weigh = (finding: Finding) => {
    const signal = SIGNAL_BY_CODE.get(finding.code)!;
    let weight = finding.lookAlike && signal.lookAlikeWeight !== undefined ? signal.lookAlikeWeight : signal.weight;
    if (input.author.newAccount && !input.author.verified && signal.newUnverifiedAuthorWeight !== undefined)
      weight = Math.max(weight, signal.newUnverifiedAuthorWeight);
    found.set(finding.code, Math.max(found.get(finding.code) ?? 0, weight));
  };
  for (const finding of plain.values()) weigh(finding);
  for (const finding of normalised.values()) weigh(finding);
  // A detector that only the normalised reading fired on: the text was written around a filter.
  if ([...normalised].some(([id, finding]) => finding.count > (plain.get(id)?.count ?? 0)))
    weigh({ code: 'disguised_text', lookAlike: false, count: 1 });

  let score = 0;
  for (const weight of found.values()) score += weight;
  const verdict: SafetyVerdict = score >= VERDICT_THRESHOLDS.hold ? 'hold' : score >= VERDICT_THRESHOLDS.warn ? 'warn' : 'clear';
  const reasons = SIGNALS.filter((signal) => found.has(signal.code)).map(({ code, message }) => ({ code, message }));
  return { verdict, reasons: verdict === 'clear' ? [] : reasons };
}
