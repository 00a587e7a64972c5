/**
 * Reference splitter: tiktoken's published pattern translated to a JavaScript RegExp. Slow
 * (≈44 MB/s) and kept only as the specification the hand-written scanners are tested against.
 *
 * Translation from Rust `fancy-regex` syntax:
 * - `\s` / `\S` → `\p{White_Space}` / `\P{White_Space}` (Rust's `\s`; JS's `\s` differs on
 *   U+FEFF and U+0085);
 * - `(?i:…)` → the same alternatives with every ASCII letter as `[xX]` (Node 20 has no inline
 *   modifiers; the contractions contain ASCII letters only).
 */
function toJsPattern(patStr: string): string {
  return patStr
    .replace(
      /\(\?i:([^)]*)\)/g,
      (_m, inner: string) => `(?:${inner.replace(/[a-z]/gi, (ch) => `[${ch.toLowerCase()}${ch.toUpperCase()}]`)})`,
    )
    .replace(/\\s/g, '\\p{White_Space}')
    .replace(/\\S/g, '\\P{White_Space}');
}

/** A fresh global Unicode RegExp for `patStr` (fresh because global regexes carry `lastIndex`). */
function referenceRegExp(patStr: string): RegExp {
  return new RegExp(toJsPattern(patStr), 'gu');
}

/** Pieces of `text` according to the reference regex. */
export function splitWithRegex(patStr: string, text: string): string[] {
  return Array.from(text.matchAll(referenceRegExp(patStr)), (m) => m[0]);
}
