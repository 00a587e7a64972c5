/**
 * Hand-written scanner for GPT-2's split pattern (r50k_base, p50k_base):
 *   's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
 * Returns the end of the piece starting at `i` (text[start..end) is the subject string).
 * Proven equal to the regex by test/tokenizer/split.test.ts.
 */
import { LETTER, NUMBER, SPACE } from '../unicode.js';
import { contractionAt, flagsAt, skipUntil, skipWhile, whitespaceEnd } from './chars.js';

const WORDISH = LETTER | NUMBER | SPACE;

export function scanGpt2(text: string, i: number, end: number): number {
  const c = text.charCodeAt(i);
  if (c === 39) {
    const n = contractionAt(text, i, end, false);
    if (n > 0) return i + n;
  }
  if (c === 32 && i + 1 < end) {
    const g = flagsAt(text, i + 1);
    if (g & LETTER) return skipWhile(text, i + 1, end, LETTER);
    if (g & NUMBER) return skipWhile(text, i + 1, end, NUMBER);
    if ((g & SPACE) === 0) return skipUntil(text, i + 1, end, WORDISH);
  }
  const f = flagsAt(text, i);
  if (f & LETTER) return skipWhile(text, i, end, LETTER);
  if (f & NUMBER) return skipWhile(text, i, end, NUMBER);
  if ((f & SPACE) === 0) return skipUntil(text, i, end, WORDISH);
  return whitespaceEnd(text, i, end, skipWhile(text, i, end, SPACE), false);
}
