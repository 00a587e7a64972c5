/**
 * Sentence boundaries for descriptions, in English and Chinese. Deliberately simple: a
 * sentence ends at `.`, `!`, `?` followed by whitespace or the end, at `。！？` anywhere, or
 * at a line break — except a `.` that closes a common abbreviation ("e.g.", "i.e.", "vs.",
 * "Dr.", dotted initials such as "U.S."; "etc." only when a capital letter follows). Without
 * that, "Files U.S. tax forms." had the first sentence "Files U.S." and "U.S." alone read as a
 * title. Version numbers and file names (`v1.2`, `foo.md`) never ended a sentence: the `.` is
 * not followed by whitespace.
 */

/**
 * A terminal mark, checked to be followed by whitespace or the end after any closing quotes.
 * No `u` flag: every character it matches is in the BMP and outside the surrogates, so matching
 * by code unit finds the same matches, faster (~30 % on 4 MB of generated bodies).
 */
const TERMINAL = /[.!?…](?=["'”’)\]]*(?:\s|$))|[。！？]/g;

/**
 * Words (lower case, without their final `.`) whose `.` does not end a sentence. Kept short and
 * unambiguous: company suffixes ("Inc.", "Ltd.") and "No." end sentences too often to be here, and
 * "ms" is milliseconds more often than a title.
 */
const ABBREVIATIONS: ReadonlySet<string> = new Set([
  'e.g',
  'i.e',
  'eg',
  'ie',
  'vs',
  'cf',
  'viz',
  'approx',
  'incl',
  'esp',
  'resp',
  'ca',
  'al',
  'dr',
  'mr',
  'mrs',
  'prof',
  'st',
  'jr',
  'sr',
  'fig',
  'figs',
  'eq',
  'vol',
  'pp',
]);

/** Longest run of letters and dots looked at before a `.` (dotted initials longer than this end sentences). */
const ABBREVIATION_MAX_CHARS = 16;

const isAsciiLetter = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);

/**
 * True when the `.` at `dot` closes an abbreviation: the run of ASCII letters and dots before it
 * (not after a digit or `_`) is a word of ABBREVIATIONS, dotted initials ("U.S", "a.m"), or "etc"
 * not followed by a capital letter. test/reference/sentences.ts states the same rule as a regex.
 */
function isAbbreviationDot(text: string, dot: number): boolean {
  let start = dot;
  while (start > 0 && dot - start < ABBREVIATION_MAX_CHARS + 1) {
    const c = text.charCodeAt(start - 1);
    if (!isAsciiLetter(c) && c !== 0x2e) break;
    start--;
  }
  if (start === dot || dot - start > ABBREVIATION_MAX_CHARS) return false;
  if (start > 0) {
    const before = text.charCodeAt(start - 1);
    if ((before >= 0x30 && before <= 0x39) || before === 0x5f) return false;
  }
  const word = text.slice(start, dot).toLowerCase();
  if (ABBREVIATIONS.has(word) || /^(?:[a-z]\.)+[a-z]$/.test(word)) return true;
  if (word !== 'etc') return false;
  CAPITAL_NEXT.lastIndex = dot + 1;
  return !CAPITAL_NEXT.test(text);
}

/** After "etc.": closing quotes, whitespace, then a capital letter — a new sentence starts. */
const CAPITAL_NEXT = /["'”’)\]]*\s*[A-Z]/y;

/** A closing quote or bracket after a terminal mark: `"` `'` `”` `’` `)` `]`. */
function isClosing(c: number): boolean {
  return c === 0x22 || c === 0x27 || c === 0x201d || c === 0x2019 || c === 0x29 || c === 0x5d;
}

/**
 * Offsets (UTF-16, exclusive) where sentences end, including the end of the text; ascending, no
 * repeats. The terminal ends and the line breaks each come in ascending order, so they are merged
 * as they are found instead of collected, de-duplicated through a Set and sorted (SK411 calls
 * this on every body: 0.2 s of `check` at 10k skills before). test/check/sentences-fast.test.ts
 * compares it with that version.
 */
export function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  const push = (end: number): void => {
    if (ends.length === 0 || ends[ends.length - 1] !== end) ends.push(end);
  };
  let lineBreak = text.indexOf('\n');
  for (const match of text.matchAll(TERMINAL)) {
    if (match[0] === '.' && isAbbreviationDot(text, match.index ?? 0)) continue;
    let end = (match.index ?? 0) + match[0].length;
    while (end < text.length && isClosing(text.charCodeAt(end))) end++;
    for (; lineBreak !== -1 && lineBreak <= end; lineBreak = text.indexOf('\n', lineBreak + 1)) push(lineBreak);
    push(end);
  }
  for (; lineBreak !== -1; lineBreak = text.indexOf('\n', lineBreak + 1)) push(lineBreak);
  push(text.length);
  return ends;
}

/** The first sentence, trimmed (the whole text when there is no boundary). */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const end = sentenceEnds(trimmed).find((e) => trimmed.slice(0, e).trim() !== '') ?? trimmed.length;
  return trimmed.slice(0, end).trim();
}

/**
 * True when the kept prefix of a cut text does not end at a sentence boundary, i.e. a
 * reader sees half a sentence. A prefix that is the whole text is never mid-sentence.
 */
export function endsMidSentence(full: string, kept: string): boolean {
  if (kept.length >= full.length) return false;
  const trimmedKept = kept.trimEnd();
  if (trimmedKept === '') return false;
  return !sentenceEnds(full).includes(trimmedKept.length) && !/[.!?…。！？]["'”’)\]]*$/u.test(trimmedKept);
}

/** A sentence end, with closing quotes or brackets after it. */
const SENTENCE_END = /[.!?。！？]["'”’)\]）」』》]*$/u;
/** `...` or `…` at the end is the usual truncation marker, not a sentence end. */
const ELLIPSIS = /(?:\.\.\.|…)["'”’)\]）」』》]*$/u;

export function endsAtSentenceEnd(text: string): boolean {
  const t = text.trimEnd();
  return SENTENCE_END.test(t) && !ELLIPSIS.test(t);
}
