/**
 * Hand-written scanner for o200k_base's case-aware split pattern. With
 *   P = [^\r\n\p{L}\p{N}]   U = [\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]   W = [\p{Ll}\p{Lm}\p{Lo}\p{M}]
 *   C = (?i:'s|'t|'re|'ve|'m|'ll|'d)
 * the pattern is
 *   P?U*W+C? | P?U+W*C? | \p{N}{1,3} | ' ?[^\s\p{L}\p{N}]+[\r\n/]*' | \s*[\r\n]+ | \s+(?!\S) | \s+
 * The word alternatives are emulated with the regex's backtracking order: P taken before P
 * skipped, U* as long as possible, then W+ from the last place it can start.
 */
import { LETTER, LOWERISH, NEWLINE, NUMBER, SPACE, UPPERISH } from '../unicode.js';
import { contractionAt, flagsAt, skipNewlines, skipUntil, skipWhile, whitespaceEnd, widthAt } from './chars.js';
import { asciiO200k } from './ascii.js';

const WORDISH = LETTER | NUMBER | SPACE;

/** `U*W+C?` from `s`; returns the end, or -1 when it cannot match. */
function upperThenLower(text: string, s: number, end: number): number {
  const u = skipWhile(text, s, end, UPPERISH);
  let e = -1;
  if (u < end && flagsAt(text, u) & LOWERISH) {
    e = skipWhile(text, u, end, LOWERISH);
  } else {
    // U* gives characters back one at a time until W+ can start: the last W inside the U run
    // (Lm, Lo and marks are in both classes). W+ then ends right after it, since everything
    // after it in the run is Lu/Lt and the character at `u` is not in W.
    for (let p = u; p > s; ) {
      p -= (text.charCodeAt(p - 1) & 0xfc00) === 0xdc00 ? 2 : 1;
      if (flagsAt(text, p) & LOWERISH) {
        e = p + widthAt(text, p);
        break;
      }
    }
    if (e < 0) return -1;
  }
  return e + contractionAt(text, e, end, true);
}

/** `U+W*C?` from `s`; returns the end, or -1 when it cannot match. */
function upperRun(text: string, s: number, end: number): number {
  const u = skipWhile(text, s, end, UPPERISH);
  if (u === s) return -1;
  const e = skipWhile(text, u, end, LOWERISH);
  return e + contractionAt(text, e, end, true);
}

export function scanO200k(text: string, i: number, end: number): number {
  const c = text.charCodeAt(i);
  if (c < 128) {
    const e = asciiO200k(text, i, end, c);
    if (e >= 0) return e;
  }
  const f = flagsAt(text, i);
  const w = widthAt(text, i);
  const prefixable = (f & (LETTER | NUMBER | NEWLINE)) === 0 && i + w < end;
  if (f & LETTER || prefixable || f & (UPPERISH | LOWERISH)) {
    let e: number;
    if (prefixable && (e = upperThenLower(text, i + w, end)) >= 0) return e;
    if (f & (UPPERISH | LOWERISH) && (e = upperThenLower(text, i, end)) >= 0) return e;
    if (prefixable && (e = upperRun(text, i + w, end)) >= 0) return e;
    if (f & UPPERISH && (e = upperRun(text, i, end)) >= 0) return e;
  }
  // \p{N}{1,3}
  if (f & NUMBER) {
    let j = i + w;
    for (let n = 1; n < 3 && j < end && flagsAt(text, j) & NUMBER; n++) j += widthAt(text, j);
    return j;
  }
  // ' ?[^\s\p{L}\p{N}]+[\r\n/]*'
  if (c === 32 && i + 1 < end && (flagsAt(text, i + 1) & WORDISH) === 0) {
    return skipNewlines(text, skipUntil(text, i + 1, end, WORDISH), end, true);
  }
  if ((f & SPACE) === 0) return skipNewlines(text, skipUntil(text, i, end, WORDISH), end, true);
  // \s*[\r\n]+|\s+(?!\S)|\s+
  return whitespaceEnd(text, i, end, skipWhile(text, i, end, SPACE), true);
}
