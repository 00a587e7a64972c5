/**
 * The English stemmer of the `multi` analyzer: the Porter2 ("english") algorithm of the Snowball
 * project (snowballstem.org/algorithms/english/stemmer.html), giving for every string the stem
 * that wink-eng-lite-web-model's stemmer gives — the function behind wink's `its.stem` — so the
 * analyzer's terms, and route/bench outputs, are the ones wink would produce.
 *
 * Why it exists: speed. After the multi fast path, the model's stemmer was the largest cost left
 * in building a `multi` index: it computes R1/R2 with regular expressions before asking whether a
 * step's suffix is there, and runs every replacement of the prelude and steps 1a/1b on every word
 * — 193–227 ms of CPU for 70,000 of bench:route's pseudo-words (2026-12-04, loaded machine). Here
 * each step looks its suffixes up by the word's last letter with `endsWith`, and R1/R2 are offsets
 * found once, after step 1a: 47–64 ms for the same words, first pass in a fresh process, against
 * the model's 237–261 (2026-12-04, load 9–12).
 *
 * Where the model departs from the published algorithm, this does the same (each point found by
 * black-box experiments against the model's stemmer; test/route/porter2.test.ts checks the whole):
 * - the word is lower-cased (`toLowerCase`) first; a word of fewer than 3 characters is returned
 *   then, and the exceptional words (skis, dying, news, ...) are looked up in the whole word, before
 *   any apostrophe is removed ("news'" → "new"); "howe" is not one of them ("howe" → "how");
 * - a leading apostrophe stays;
 * - the consonant y is marked with the digit 3 (and turned back into y at the end), so a 3 in the
 *   input behaves as a consonant y ("3ies" → "yie", "cr3" → "cri"); only a word-initial y and the
 *   FIRST y after a, e, i, o or u are marked — never a y after y, nor a second one ("naysayer"
 *   keeps its "er": with one marker its R2 is empty);
 * - step 0: an apostrophe is ' or ’; "'s" is removed, and then the longest of "'s'", "s'" and "'"
 *   ("gas'" → "ga", "abc''s" → "abc", "abc's''" → "abc's'");
 * - step 1a: "sses" needs something before it (the word "sses" stays);
 * - step 1b: a stem that is one vowel counts as a short word ("aing" → "ae");
 * - "preceded by more than one letter" and the like count characters of any kind (hyphens, digits).
 * The model also looks for a step's suffix anywhere in R1 or R2 rather than at the region's end;
 * a region is an end of the word, so no experiment found a stem where that differs from the
 * published test, which is the one used here.
 */

// Character codes.
const APOSTROPHE = 39; // '
const RIGHT_QUOTE = 0x2019; // ’
const MARK = 51; // 3, the marked (consonant) y
const LOWER_D = 100;
const LOWER_E = 101;
const LOWER_G = 103;
const LOWER_L = 108;
const LOWER_S = 115;
const LOWER_W = 119;
const LOWER_X = 120;
const LOWER_Y = 121;

/** a, e, i, o, u or y (not the marker). */
function isVowel(c: number): boolean {
  return c === 97 || c === LOWER_E || c === 105 || c === 111 || c === 117 || c === LOWER_Y;
}

function isApostrophe(c: number): boolean {
  return c === APOSTROPHE || c === RIGHT_QUOTE;
}

function hasVowel(w: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (isVowel(w.charCodeAt(i))) return true;
  return false;
}

/** Whole words with a fixed stem, looked up before the steps. */
const EXCEPTIONS: ReadonlyMap<string, string> = new Map([
  ['skis', 'ski'],
  ['skies', 'sky'],
  ['dying', 'die'],
  ['lying', 'lie'],
  ['tying', 'tie'],
  ['idly', 'idl'],
  ['gently', 'gentl'],
  ['ugly', 'ugli'],
  ['early', 'earli'],
  ['only', 'onli'],
  ['singly', 'singl'],
  ['sky', 'sky'],
  ['news', 'news'],
  ['atlas', 'atlas'],
  ['cosmos', 'cosmos'],
  ['bias', 'bias'],
  ['andes', 'andes'],
]);

/** Words that step 1a leaves final. */
const FINAL_AFTER_1A: ReadonlySet<string> = new Set([
  'inning',
  'outing',
  'canning',
  'herring',
  'earring',
  'proceed',
  'exceed',
  'succeed',
]);

/** Marks a word-initial y and the first y after a, e, i, o or u (see the header). */
function markConsonantY(w: string): string {
  const start = w.charCodeAt(0) === LOWER_Y ? `3${w.slice(1)}` : w;
  for (let i = start.indexOf('y', 1); i > 0; i = start.indexOf('y', i + 1)) {
    const c = start.charCodeAt(i - 1);
    if (c !== LOWER_Y && isVowel(c)) return `${start.slice(0, i)}3${start.slice(i + 1)}`;
  }
  return start;
}

/** Offset just past the first non-vowel that follows a vowel at or after `from`; else the length. */
function regionStart(w: string, from: number): number {
  let prevVowel = false;
  for (let i = from; i < w.length; i++) {
    const vowel = isVowel(w.charCodeAt(i));
    if (prevVowel && !vowel) return i + 1;
    prevVowel = vowel;
  }
  return w.length;
}

function r1Start(w: string): number {
  if (w.startsWith('gener') || w.startsWith('arsen')) return 5;
  if (w.startsWith('commun')) return 6;
  return regionStart(w, 0);
}

/**
 * Whether the first `end` characters of `w` end in a short syllable: non-vowel, vowel, non-vowel
 * other than w, x and the marker; or, as the whole word, vowel and non-vowel; or (the model's
 * addition) a lone vowel.
 */
function shortSyllableBefore(w: string, end: number): boolean {
  const last = w.charCodeAt(end - 1);
  if (end === 1) return isVowel(last);
  const mid = w.charCodeAt(end - 2);
  if (isVowel(last) || !isVowel(mid)) return false;
  if (end === 2) return true;
  return !isVowel(w.charCodeAt(end - 3)) && last !== LOWER_W && last !== LOWER_X && last !== MARK;
}

/** Removes the apostrophe endings (see the header). */
function step0(word: string): string {
  let n = word.length;
  if (word.charCodeAt(n - 1) === LOWER_S && isApostrophe(word.charCodeAt(n - 2))) n -= 2; // 's
  if (!isApostrophe(word.charCodeAt(n - 1))) return n === word.length ? word : word.slice(0, n);
  if (word.charCodeAt(n - 2) !== LOWER_S) return word.slice(0, n - 1); // '
  return word.slice(0, isApostrophe(word.charCodeAt(n - 3)) ? n - 3 : n - 2); // 's' or s'
}

/** sses → ss; ied/ies → i or ie; us and ss stay; else a final s goes if a vowel is before the letter before it. */
function step1a(w: string): string {
  const n = w.length;
  const last = w.charCodeAt(n - 1);
  // ied/ies become i after two or more characters, else ie.
  if (last === LOWER_D) return w.endsWith('ied') ? w.slice(0, n > 4 ? -2 : -1) : w;
  if (last !== LOWER_S) return w;
  if (w.endsWith('sses')) return n > 4 ? w.slice(0, -2) : w;
  if (w.endsWith('ies')) return w.slice(0, n > 4 ? -2 : -1);
  if (w.endsWith('us') || w.endsWith('ss')) return w;
  // A final s goes if a vowel comes before the letter before it.
  return hasVowel(w, 0, n - 2) ? w.slice(0, -1) : w;
}

function endsInDouble(w: string): boolean {
  const n = w.length;
  return n > 1 && w[n - 1] === w[n - 2] && 'bdfgmnprt'.includes(w[n - 1] as string);
}

/**
 * eed/eedly become ee in R1; ed, edly, ing and ingly go after a vowel, and then the stem gains an
 * e (after at, bl, iz, or when it is a short word), or loses one of a final double letter.
 */
function step1b(w: string, r1: number): string {
  const last = w.charCodeAt(w.length - 1);
  let cut: number;
  if (last === LOWER_D) {
    if (w.endsWith('eed')) return w.length - 3 >= r1 ? w.slice(0, -1) : w;
    if (!w.endsWith('ed')) return w;
    cut = 2;
  } else if (last === LOWER_Y) {
    if (w.endsWith('eedly')) return w.length - 5 >= r1 ? w.slice(0, -3) : w;
    if (w.endsWith('edly')) cut = 4;
    else if (w.endsWith('ingly')) cut = 5;
    else return w;
  } else if (last === LOWER_G) {
    if (!w.endsWith('ing')) return w;
    cut = 3;
  } else {
    return w;
  }
  const end = w.length - cut;
  if (!hasVowel(w, 0, end)) return w;
  const stem = w.slice(0, end);
  if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return `${stem}e`;
  if (endsInDouble(stem)) return stem.slice(0, -1);
  if (r1 >= end && shortSyllableBefore(stem, end)) return `${stem}e`;
  return stem;
}

/** A final y (or marker) after a non-vowel that is not the first letter becomes i. */
function step1c(w: string): string {
  const n = w.length;
  const last = w.charCodeAt(n - 1);
  if ((last === LOWER_Y || last === MARK) && n > 2 && !isVowel(w.charCodeAt(n - 2))) return `${w.slice(0, -1)}i`;
  return w;
}

/** What a suffix becomes, and what else it needs besides lying in the step's region. */
interface Ending {
  readonly suffix: string;
  readonly becomes: string;
  readonly needs?: (w: string, at: number, r2: number) => boolean;
}

/** Endings grouped by their last letter's code, longest first, so the first hit is the longest. */
type EndingIndex = ReadonlyMap<number, readonly Ending[]>;

function indexEndings(endings: readonly Ending[]): EndingIndex {
  const index = new Map<number, Ending[]>();
  for (const e of [...endings].sort((a, b) => b.suffix.length - a.suffix.length)) {
    const last = e.suffix.charCodeAt(e.suffix.length - 1);
    const list = index.get(last);
    if (list === undefined) index.set(last, [e]);
    else list.push(e);
  }
  return index;
}

function longestEnding(index: EndingIndex, w: string): Ending | undefined {
  const candidates = index.get(w.charCodeAt(w.length - 1));
  if (candidates === undefined) return undefined;
  for (const e of candidates) if (w.endsWith(e.suffix)) return e;
  return undefined;
}

const before =
  (letters: string) =>
  (w: string, at: number): boolean =>
    at > 0 && letters.includes(w[at - 1] as string);

const ending = (suffix: string, becomes: string, needs?: Ending['needs']): Ending =>
  needs === undefined ? { suffix, becomes } : { suffix, becomes, needs };

const STEP2 = indexEndings([
  ending('tional', 'tion'),
  ending('enci', 'ence'),
  ending('anci', 'ance'),
  ending('abli', 'able'),
  ending('entli', 'ent'),
  ending('izer', 'ize'),
  ending('ization', 'ize'),
  ending('ational', 'ate'),
  ending('ation', 'ate'),
  ending('ator', 'ate'),
  ending('alism', 'al'),
  ending('aliti', 'al'),
  ending('alli', 'al'),
  ending('fulness', 'ful'),
  ending('ousli', 'ous'),
  ending('ousness', 'ous'),
  ending('iveness', 'ive'),
  ending('iviti', 'ive'),
  ending('biliti', 'ble'),
  ending('bli', 'ble'),
  ending('ogi', 'og', before('l')),
  ending('fulli', 'ful'),
  ending('lessli', 'less'),
  ending('li', '', before('cdeghkmnrt')),
]);

const STEP3 = indexEndings([
  ending('tional', 'tion'),
  ending('ational', 'ate'),
  ending('alize', 'al'),
  ending('icate', 'ic'),
  ending('iciti', 'ic'),
  ending('ical', 'ic'),
  ending('ful', ''),
  ending('ness', ''),
  ending('ative', '', (_w, at, r2) => at >= r2),
]);

const STEP4 = indexEndings([
  ...['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent'].map((s) => ending(s, '')),
  ...['ism', 'ate', 'iti', 'ous', 'ive', 'ize'].map((s) => ending(s, '')),
  ending('ion', '', before('st')),
]);

/**
 * Replaces the longest ending of `index` if it starts in the region (at or after `from`) and
 * meets its need; a longest ending that does not blocks the shorter ones.
 */
function replaceEnding(index: EndingIndex, w: string, from: number, r2: number): string {
  const e = longestEnding(index, w);
  if (e === undefined) return w;
  const at = w.length - e.suffix.length;
  if (at < from || (e.needs !== undefined && !e.needs(w, at, r2))) return w;
  return w.slice(0, at) + e.becomes;
}

/** A final e goes in R2, or in R1 after no short syllable; a final l after l goes in R2. */
function step5(w: string, r1: number, r2: number): string {
  const end = w.length - 1;
  const last = w.charCodeAt(end);
  if (last === LOWER_E) {
    if (end >= r2 || (end >= r1 && !shortSyllableBefore(w, end))) return w.slice(0, -1);
  } else if (last === LOWER_L) {
    if (end >= r2 && w.charCodeAt(end - 1) === LOWER_L) return w.slice(0, -1);
  }
  return w;
}

/** The Porter2 stem of `word`: the stem wink-eng-lite-web-model's stemmer gives. */
export function porter2(word: string): string {
  let w = word.toLowerCase();
  if (w.length < 3) return w;
  const exception = EXCEPTIONS.get(w);
  if (exception !== undefined) return exception;
  w = step1a(step0(markConsonantY(w)));
  if (!FINAL_AFTER_1A.has(w)) {
    const r1 = r1Start(w);
    const r2 = regionStart(w, r1);
    w = step1c(step1b(w, r1));
    w = replaceEnding(STEP2, w, r1, r2);
    w = replaceEnding(STEP3, w, r1, r2);
    w = replaceEnding(STEP4, w, r2, r2);
    w = step5(w, r1, r2);
  }
  return w.includes('3') ? w.replaceAll('3', 'y') : w;
}
