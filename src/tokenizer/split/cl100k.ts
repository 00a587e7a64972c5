/**
 * Hand-written scanner for cl100k_base's split pattern:
 *   (?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+
 * Alternatives are tried in the regex's order; each branch notes the alternative it implements.
 */
import { LETTER, NEWLINE, NUMBER, SPACE } from '../unicode.js';
import { contractionAt, flagsAt, skipNewlines, skipUntil, skipWhile, whitespaceEnd, widthAt } from './chars.js';
import { asciiCl100k } from './ascii.js';

const WORDISH = LETTER | NUMBER | SPACE;

export function scanCl100k(text: string, i: number, end: number): number {
  const c = text.charCodeAt(i);
  if (c < 128) {
    const e = asciiCl100k(text, i, end, c);
    if (e >= 0) return e;
  }
  // (?i:'s|'t|'re|'ve|'m|'ll|'d)
  if (c === 39) {
    const n = contractionAt(text, i, end, true);
    if (n > 0) return i + n;
  }
  const f = flagsAt(text, i);
  // [^\r\n\p{L}\p{N}]?\p{L}+
  if (f & LETTER) return skipWhile(text, i, end, LETTER);
  if ((f & (NUMBER | NEWLINE)) === 0) {
    const w = widthAt(text, i);
    if (i + w < end && flagsAt(text, i + w) & LETTER) return skipWhile(text, i + w, end, LETTER);
  }
  // \p{N}{1,3}
  if (f & NUMBER) {
    let j = i + widthAt(text, i);
    for (let n = 1; n < 3 && j < end && flagsAt(text, j) & NUMBER; n++) j += widthAt(text, j);
    return j;
  }
  // ' ?[^\s\p{L}\p{N}]+[\r\n]*'
  if (c === 32 && i + 1 < end && (flagsAt(text, i + 1) & WORDISH) === 0) {
    return skipNewlines(text, skipUntil(text, i + 1, end, WORDISH), end, false);
  }
  if ((f & SPACE) === 0) return skipNewlines(text, skipUntil(text, i, end, WORDISH), end, false);
  // \s*[\r\n]+|\s+(?!\S)|\s+
  return whitespaceEnd(text, i, end, skipWhile(text, i, end, SPACE), true);
}
