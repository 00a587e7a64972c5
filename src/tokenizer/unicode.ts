/**
 * Character classes the split patterns need, as bit flags per code point.
 *
 * Performance notes (measured on Node 20, see bench/tokenizer.bench.ts):
 * - Testing `\p{L}` etc. with a regex per character is what makes the regex splitter slow; here
 *   each code point is classified once with small regexes and the flags are memoised in a
 *   lazily filled Uint8Array over all of Unicode (1.1 MB, allocated on first use, shared by all
 *   encodings — a documented module-level cache). ASCII has its own 128-entry table.
 * - Precomputing the whole table eagerly costs ~0.5 s (1.1 M regex tests) and was rejected;
 *   lazy filling costs one regex round per distinct non-ASCII code point seen.
 * - `\s` follows Rust's definition (Unicode White_Space), not JavaScript's: JS `\s` also
 *   matches U+FEFF and misses U+0085, which tiktoken treats the other way round.
 */

/** \p{L} */
export const LETTER = 1;
/** \p{N} */
export const NUMBER = 2;
/** \s in Rust = \p{White_Space} */
export const SPACE = 4;
/** o200k's "upper" class [\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}] */
export const UPPERISH = 8;
/** o200k's "lower" class [\p{Ll}\p{Lm}\p{Lo}\p{M}] */
export const LOWERISH = 16;
/** \r or \n */
export const NEWLINE = 32;
/** Marks a memoised entry (so that 0 can mean "not computed yet"). */
const KNOWN = 128;

const RE_LETTER = /^\p{L}$/u;
const RE_NUMBER = /^\p{N}$/u;
const RE_SPACE = /^\p{White_Space}$/u;
const RE_UPPERISH = /^[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]$/u;
const RE_LOWERISH = /^[\p{Ll}\p{Lm}\p{Lo}\p{M}]$/u;

function computeFlags(cp: number): number {
  const ch = String.fromCodePoint(cp);
  let flags = KNOWN;
  if (RE_LETTER.test(ch)) flags |= LETTER;
  if (RE_NUMBER.test(ch)) flags |= NUMBER;
  if (RE_SPACE.test(ch)) flags |= SPACE;
  if (RE_UPPERISH.test(ch)) flags |= UPPERISH;
  if (RE_LOWERISH.test(ch)) flags |= LOWERISH;
  if (cp === 0x0a || cp === 0x0d) flags |= NEWLINE;
  return flags;
}

/** Flags of the 128 ASCII code points, computed once at module load (cheap). */
export const ASCII_FLAGS: Uint8Array = (() => {
  const table = new Uint8Array(128);
  for (let cp = 0; cp < 128; cp++) table[cp] = computeFlags(cp);
  return table;
})();

let wideFlags: Uint8Array | undefined;

/** Flags of any code point (ASCII or not). Surrogate code points get flags of "other". */
export function flagsOf(cp: number): number {
  if (cp < 128) return ASCII_FLAGS[cp]!;
  const table = (wideFlags ??= new Uint8Array(0x110000));
  let flags = table[cp]!;
  if (flags === 0) flags = table[cp] = computeFlags(cp);
  return flags;
}
