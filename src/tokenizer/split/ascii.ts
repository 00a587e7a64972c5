/**
 * ASCII fast paths of the cl100k and o200k scanners: the pieces that make up most of English
 * text — an optional one-character prefix (space or punctuation) and a run of ASCII letters, or
 * a run of up to three ASCII digits — recognised with table lookups in one loop, without the
 * general scanner's per-code-point calls. They return -1 whenever the answer could depend on a
 * non-ASCII character or on a contraction (the general scanner then decides), so they can only
 * agree with it; test/tokenizer/split.test.ts checks both against the reference regex.
 *
 * Measured (`npm run bench:tokenizer`, English READMEs): the scanner's share of a warm pass
 * fell from about half; in a cold pass, code that makes few calls per character is also what
 * runs fastest before the JIT has optimised anything.
 */
import { ASCII_FLAGS, LETTER, NEWLINE, NUMBER } from '../unicode.js';

/** Per ASCII code: 1 = a-z, 2 = A-Z, 4 = 0-9, 8 = may prefix a word ([^\r\n\p{L}\p{N}]). */
const CLASS: Uint8Array = (() => {
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    if (c >= 97 && c <= 122) t[c] = 1;
    else if (c >= 65 && c <= 90) t[c] = 2;
    else if (c >= 48 && c <= 57) t[c] = 4;
    else if ((ASCII_FLAGS[c]! & (LETTER | NUMBER | NEWLINE)) === 0) t[c] = 8;
  }
  return t;
})();
const LOWER = 1;
const UPPER = 2;
const DIGIT = 4;
const PREFIX = 8;
const APOSTROPHE = 39;

/** Class of text[k], or -1 when it is not ASCII (or past the end: 0). */
function classAt(text: string, k: number, end: number): number {
  if (k >= end) return 0;
  const c = text.charCodeAt(k);
  return c < 128 ? CLASS[c]! : -1;
}

/** Up to three ASCII digits from `i` (text[i] is a digit); -1 if a non-ASCII char could extend the run. */
function digits(text: string, i: number, end: number): number {
  let k = i + 1;
  for (let n = 1; n < 3; n++) {
    const k2 = classAt(text, k, end);
    if (k2 === DIGIT) k++;
    else return k2 < 0 ? -1 : k;
  }
  return k;
}

/** End of the cl100k piece at `i` (`c` = its ASCII code), or -1 to let the general scanner decide. */
export function asciiCl100k(text: string, i: number, end: number, c: number): number {
  const cls = CLASS[c]!;
  if (cls === DIGIT) return digits(text, i, end);
  let k = i;
  if (cls === PREFIX) {
    if (c === APOSTROPHE) return -1; // contractions come first in the pattern
    const next = classAt(text, i + 1, end);
    if (next !== LOWER && next !== UPPER) return -1;
    k = i + 1;
  } else if (cls === 0) return -1;
  // \p{L}+ over ASCII letters; a non-ASCII character might be a letter that continues it.
  for (;;) {
    const x = classAt(text, ++k, end);
    if (x === LOWER || x === UPPER) continue;
    return x < 0 ? -1 : k;
  }
}

/** End of the o200k piece at `i` (`c` = its ASCII code), or -1 to let the general scanner decide. */
export function asciiO200k(text: string, i: number, end: number, c: number): number {
  const cls = CLASS[c]!;
  if (cls === DIGIT) return digits(text, i, end);
  let k = i;
  if (cls === PREFIX) {
    const next = classAt(text, i + 1, end);
    if (next !== LOWER && next !== UPPER) return -1;
    k = i + 1;
  } else if (cls === 0) return -1;
  // U*W+ (an upper run then a lower run) or, when no lower letter follows, U+W* (the upper run).
  let x = classAt(text, k, end);
  while (x === UPPER) x = classAt(text, ++k, end);
  while (x === LOWER) x = classAt(text, ++k, end);
  // A non-ASCII character might continue either run; an apostrophe might start a contraction.
  if (x < 0 || (k < end && text.charCodeAt(k) === APOSTROPHE)) return -1;
  return k;
}
