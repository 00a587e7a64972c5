/**
 * Sentence boundaries for descriptions, in English and Chinese. Deliberately simple: a
 * sentence ends at `.`, `!`, `?` followed by whitespace or the end, at `。！？` anywhere, or
 * at a line break. Abbreviations like "e.g. " end a sentence here; for the rules that use
 * this (first sentence, cut lands mid-sentence) that errs towards fewer findings.
 */

/**
 * A terminal mark, checked to be followed by whitespace or the end after any closing quotes.
 * No `u` flag: every character it matches is in the BMP and outside the surrogates, so matching
 * by code unit finds the same matches, faster (~30 % on 4 MB of generated bodies).
 */
const TERMINAL = /[.!?…](?=["'”’)\]]*(?:\s|$))|[。！？]/g;

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
