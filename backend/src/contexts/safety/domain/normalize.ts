/*
 * Text normalisation for the scam shield: the "views" of a text that the signals are matched on.
 *
 * Scammers who know a filter exists write around it: "T e l e g r a m", "wh@tsapp", "f33",
 * "Теlеgrаm" with Cyrillic letters, a zero-width space inside a word, full-width or mathematical
 * letters. Each view undoes some of that, so one plain pattern ("telegram") finds every spelling.
 *
 * - literal: the text as written, lower-cased (whitespace and curly quotes made plain). A signal
 *   found here was not disguised.
 * - raw: NFKC, invisible characters removed, lower-cased. Digits, punctuation and other scripts
 *   are kept: web addresses are read here (a Cyrillic letter in a domain must stay visible).
 * - folded: raw with diacritics stripped and look-alike letters of other scripts mapped to
 *   Latin. Digits are kept: numbers, phone numbers, e-mail addresses and amounts are read here.
 * - words: folded, then single letters spaced or dotted apart joined ("t.e.l.e.g.r.a.m"),
 *   digits and symbols inside words read as letters ("t3l3gram", "$ignal"), and the confusable
 *   skeleton applied (i, l, 1, | and ! inside words all become "i", so "TeIegram" with a capital
 *   I and "te1egram" compare equal to "telegram"). Word patterns are matched here, after the same
 *   skeleton was applied to them (`skeleton`).
 *
 * Every step is a single pass or a regular expression without nested repetition: linear in the
 * length of the text. Everything is compiled once, at module load.
 */

export type TextViews = { literal: string; raw: string; folded: string; words: string };

/**
 * Invisible characters: format characters (zero-width space and joiners, soft hyphen, direction
 * marks, word joiner, byte-order mark, tags), the Hangul fillers that render as nothing, and the
 * non-spacing marks left standing alone after NFKC composed every letter it could (variation
 * selectors, the combining grapheme joiner, marks stacked on letters to break a word).
 */
const INVISIBLE = /[\p{Cf}\p{Mn}\u115F\u1160\u3164\uFFA0]/gu;

const COMBINING_MARKS = /\p{M}/gu;

/**
 * Letters of other scripts that look like Latin letters (after lower-casing), from the Unicode
 * confusables list: Cyrillic and Greek first, then a few Latin and symbol look-alikes.
 */
const HOMOGLYPHS: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  ё: 'e',
  һ: 'h',
  н: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  ӏ: 'l',
  м: 'm',
  о: 'o',
  р: 'p',
  ԛ: 'q',
  г: 'r',
  ѕ: 's',
  т: 't',
  ц: 'u',
  ѵ: 'v',
  ԝ: 'w',
  х: 'x',
  у: 'y',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'u',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  // Latin and symbols
  ı: 'i',
  ɩ: 'i',
  ǀ: 'l',
  ℓ: 'l',
  ɡ: 'g',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  đ: 'd',
  ł: 'l',
};
const HOMOGLYPH_PATTERN = new RegExp(`[${Object.keys(HOMOGLYPHS).join('')}]`, 'gu');

/** Capitals whose lower case looks like another letter (Greek Η and Μ look like H and M, their η and μ like n and u): mapped before lower-casing. */
const CAPITAL_HOMOGLYPHS: Record<string, string> = {
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  У: 'Y',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
};
const CAPITAL_HOMOGLYPH_PATTERN = new RegExp(`[${Object.keys(CAPITAL_HOMOGLYPHS).join('')}]`, 'gu');

/** Curly quotes and apostrophes as straight ones; every kind of horizontal space as one space. */
function plainPunctuation(text: string): string {
  return text
    .replace(/[\u2018\u2019\u02BC\u2032]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[^\S\n]/g, ' ');
}

/**
 * A run of at least three single characters, each apart from the next by one space or one dot,
 * dash, underscore, asterisk or bullet ("t e l e g r a m", "t.e.l.e.g.r.a.m", "G C a s h"). Two
 * spaces or more end the run, so "r e g i s t r a t i o n  f e e" stays two words (after which
 * runs of spaces are read as one).
 */
const SPACED_LETTERS = /(?<![\p{L}\p{N}@$!|'])[\p{L}\p{N}@$!|](?:(?:[.\-_*·•] ?| )[\p{L}\p{N}@$!|](?![\p{L}\p{N}@$!|'])){2,}/gu;
const SPACED_SEPARATORS = /[ .\-_*·•]/g;

/** Digits and symbols that stand for letters inside a word ("t3l3gram", "wh@tsapp", "$ignal", "f33"). */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '€': 'e',
  '!': 'i',
  '|': 'i',
  '(': 'c',
};
const isLatinLetter = (char: string | undefined) => char !== undefined && char >= 'a' && char <= 'z';
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
/** A word as readLeet sees it: letters, digits, "_" and the symbols of LEET. */
const TOKEN = /[a-z0-9_@$€!|(]+/g;
const HAS_LEET = /[0-9@$€!|(]/;
const HAS_LETTER = /[a-z]/;
/** An amount written with its currency letter in front ("p500", "php1,200", "usd25"): a number, not a word. */
const CURRENCY_NUMBER = /^(?:p|php|usd|us|eur|gbp|rs|inr)\d[\d,.]*k?$/;

/** A token that starts with a digit but is mostly letters ("0rientation", "4ccount"), unlike "3rd", "24hrs" or "500php". */
function looksLikeWord(token: string): boolean {
  const letters = token.replace(/[^a-z]/g, '').length;
  return letters >= 3 && letters > 2 * (token.length - letters);
}

/**
 * Reads the digits and symbols of a word as the letters they stand for. A word that starts with a
 * digit ("500php", "3rd", "24/7") is a number and is left alone, as are runs of three digits or
 * more and currency amounts, so "$25", "p500" and phone numbers keep their digits; a word that
 * starts with a digit but is mostly letters ("0rientation") is read. "@" and "$" count as letters
 * before a letter ("$ignal", "wh@tsapp"), "€" next to a letter ("f€€"); "!", "|" and "(" only
 * between two letters ("G(ash").
 */
function readLeet(text: string): string {
  return text.replace(TOKEN, (token) => {
    if (token.length < 2 || !HAS_LEET.test(token) || !HAS_LETTER.test(token) || CURRENCY_NUMBER.test(token)) return token;
    if (isDigit(token[0]) && !looksLikeWord(token)) return token;
    const chars = token.split('');
    const end = chars.length;
    // Two passes, so that a chain of look-alikes ("f33", "4pp") is read from a letter on either side.
    for (let pass = 0; pass < 2; pass++) {
      for (let step = 0; step < end; step++) {
        const index = pass === 0 ? step : end - 1 - step;
        const char = chars[index];
        const letter = LEET[char];
        if (letter === undefined) continue;
        const before = chars[index - 1];
        const after = chars[index + 1];
        let reads: boolean;
        if (isDigit(char)) {
          let runStart = index;
          while (runStart > 0 && isDigit(chars[runStart - 1])) runStart--;
          let runEnd = index + 1;
          while (runEnd < end && isDigit(chars[runEnd])) runEnd++;
          reads = runEnd - runStart <= 2 && (isLatinLetter(before) || isLatinLetter(after));
        } else if (char === '@' || char === '$') reads = isLatinLetter(after);
        else if (char === '€') reads = (isLatinLetter(before) || isLatinLetter(after)) && !isDigit(after);
        else reads = isLatinLetter(before) && isLatinLetter(after);
        if (reads) chars[index] = letter;
      }
    }
    return chars.join('');
  });
}

/**
 * The confusable skeleton of lower-case Latin text: "l" is read as "i" (the digit 1, "|" and "!"
 * inside words were already read as "i" by readLeet), so "TeIegram" (capital I), "te1egram" and
 * "telegram" are one word. Applied to the pattern words too, so matching stays exact.
 */
export function skeleton(text: string): string {
  return text.replace(/l/g, 'i');
}

/** The text as written, lower-cased, with plain spaces and quotes: what a filter without normalisation would read. */
export function literalView(text: string): string {
  return plainPunctuation(text).toLowerCase();
}

/** Plain ASCII text (printable, tabs and line breaks) has nothing for NFKC, invisible-character removal or the look-alike maps to do. */
const NOT_ASCII = /[^\t\n\r\x20-\x7e]/;

export function normalizeText(text: string): TextViews {
  const literal = literalView(text);
  if (!NOT_ASCII.test(text)) {
    const joined = literal.replace(SPACED_LETTERS, (run) => run.replace(SPACED_SEPARATORS, '')).replace(/ {2,}/g, ' ');
    return { literal, raw: literal, folded: literal, words: skeleton(readLeet(joined)) };
  }
  const visible = plainPunctuation(text.normalize('NFKC').replace(INVISIBLE, ''));
  const raw = visible.toLowerCase();
  const folded = visible
    .replace(CAPITAL_HOMOGLYPH_PATTERN, (char) => CAPITAL_HOMOGLYPHS[char])
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC')
    .replace(HOMOGLYPH_PATTERN, (char) => HOMOGLYPHS[char]);
  const joined = folded.replace(SPACED_LETTERS, (run) => run.replace(SPACED_SEPARATORS, '')).replace(/ {2,}/g, ' ');
  const words = skeleton(readLeet(joined));
  return { literal, raw, folded, words };
}
