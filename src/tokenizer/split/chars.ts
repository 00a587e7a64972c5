/**
 * Code-point helpers shared by the scanners. Inputs are well-formed UTF-16 (the encoder
 * replaces lone surrogates with U+FFFD first), so a high surrogate is always followed by a low one.
 *
 * A high surrogate is tested as `(c & 0xfc00) === 0xd800`, one comparison, not `c >= 0xd800 &&
 * c < 0xdc00`: the second comparison ran only on the rare astral letter, so it had no type
 * feedback when the scanner was first optimised, and the first such letter in real text threw
 * the optimised scanner away (`node --trace-deopt`, English corpus, o200k).
 */
import { ASCII_FLAGS, flagsOf } from '../unicode.js';

/** Flags (see unicode.ts) of the code point starting at `j`. */
export function flagsAt(text: string, j: number): number {
  const c = text.charCodeAt(j);
  if (c < 128) return ASCII_FLAGS[c]!;
  if ((c & 0xfc00) === 0xd800) return flagsOf(((c - 0xd800) << 10) + (text.charCodeAt(j + 1) - 0xdc00) + 0x10000);
  return flagsOf(c);
}

/** UTF-16 length (1 or 2) of the code point starting at `j`. */
export function widthAt(text: string, j: number): number {
  const c = text.charCodeAt(j);
  return (c & 0xfc00) === 0xd800 ? 2 : 1;
}

/** End of the run of code points from `j` whose flags intersect `mask`. */
export function skipWhile(text: string, j: number, end: number, mask: number): number {
  while (j < end) {
    const c = text.charCodeAt(j);
    if (c < 128) {
      if ((ASCII_FLAGS[c]! & mask) === 0) return j;
      j++;
    } else {
      if ((flagsAt(text, j) & mask) === 0) return j;
      j += (c & 0xfc00) === 0xd800 ? 2 : 1;
    }
  }
  return j;
}

/** End of the run of code points from `j` whose flags do NOT intersect `mask`. */
export function skipUntil(text: string, j: number, end: number, mask: number): number {
  while (j < end) {
    const c = text.charCodeAt(j);
    if (c < 128) {
      if ((ASCII_FLAGS[c]! & mask) !== 0) return j;
      j++;
    } else {
      if ((flagsAt(text, j) & mask) !== 0) return j;
      j += (c & 0xfc00) === 0xd800 ? 2 : 1;
    }
  }
  return j;
}

/** End of a run of `\r`/`\n` from `j` (and `/` too when `slash`). */
export function skipNewlines(text: string, j: number, end: number, slash: boolean): number {
  while (j < end) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13 || (slash && c === 47)) j++;
    else break;
  }
  return j;
}

/**
 * Length (2 or 3) of a contraction `'s 't 're 've 'm 'll 'd` starting at `j` (an apostrophe),
 * or 0. `ignoreCase` implements `(?i:…)`; ASCII folding only, which agrees with tiktoken on
 * every differential test (including U+017F LONG S, see test/tokenizer/split.test.ts).
 */
export function contractionAt(text: string, j: number, end: number, ignoreCase: boolean): number {
  if (j + 1 >= end || text.charCodeAt(j) !== 39) return 0;
  const fold = ignoreCase ? 0x20 : 0;
  const c1 = text.charCodeAt(j + 1) | fold;
  if (c1 === 115 || c1 === 116 || c1 === 109 || c1 === 100) return 2; // s t m d
  if (j + 2 >= end) return 0;
  const c2 = text.charCodeAt(j + 2) | fold;
  if ((c1 === 114 && c2 === 101) || (c1 === 118 && c2 === 101) || (c1 === 108 && c2 === 108)) return 3; // re ve ll
  return 0;
}

/**
 * End of the whitespace alternatives every pattern ends with, for a run starting at `i`:
 * `\s*[\r\n]+` (when `newlineAlt`), then `\s+(?!\S)`, then `\s+`. Whitespace code points are all
 * in the BMP, so "give back one character" is `k - 1`.
 */
export function whitespaceEnd(text: string, i: number, end: number, k: number, newlineAlt: boolean): number {
  if (newlineAlt) {
    // `\s*` backtracks to the last \r or \n of the run; `[\r\n]+` then ends right after it.
    for (let p = k - 1; p >= i; p--) {
      const d = text.charCodeAt(p);
      if (d === 10 || d === 13) return p + 1;
    }
  }
  // `(?!\S)` fails before a non-space, so the run gives its last character to the next piece,
  // unless the run is a single character (then `\s+` takes it).
  if (k === end || k - i === 1) return k;
  return k - 1;
}
