/**
 * Pieces of accented words. The baseline analyzer reads runs of a–z and 0–9 only, so a word with
 * a Latin letter outside ASCII falls apart: "stratégie" gives "strat" and "gie", "démonstration"
 * "d" and "monstration". Such a piece is no word of the text; SK411 must not offer it as a term
 * for the description. Chinese, Japanese and Korean characters are not Latin letters: an ASCII
 * word written against them (使用PDF工具) is a word of its own and no piece.
 */

/** Latin letters outside ASCII (Latin-1 Supplement less × and ÷, Latin Extended) and combining accents. */
const ACCENTED = /[\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff]|[\u0300-\u036f]/;
const LATIN_WORD = /(?:[A-Za-z0-9\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f\u1e00-\u1eff]|[\u0300-\u036f])+/g;
const ASCII_RUN = /[a-z0-9]+/g;
const NONE: ReadonlySet<string> = new Set();

/**
 * The lower-case ASCII runs of `text` that occur only inside words holding an accented Latin
 * letter: never as a word of their own. Empty (and one regex test) for a text with no such letter.
 */
export function accentPieces(text: string): ReadonlySet<string> {
  if (!ACCENTED.test(text)) return NONE;
  const pieces = new Set<string>();
  const whole = new Set<string>();
  for (const match of text.matchAll(LATIN_WORD)) {
    const word = match[0].toLowerCase();
    if (!ACCENTED.test(word)) whole.add(word);
    else for (const run of word.matchAll(ASCII_RUN)) pieces.add(run[0]);
  }
  for (const word of whole) pieces.delete(word);
  return pieces;
}
