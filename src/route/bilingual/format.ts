/**
 * The file format of a bilingual dictionary (data/<a>-<b>.json), written by
 * scripts/gen-dictionary.ts and read by dictionary.ts. One file per language pair, both
 * directions in it, every entry already in the analyzer's terms:
 *
 * - `a`: headwords of language `a` and their senses in language `b`, as
 *   `headword=sense|sense~headword=…`, the terms of one sense separated by a space
 *   (e.g. `转换=chang|switch|convert|transform`);
 * - `b`: terms of language `b` and the headwords of language `a` that translate them, best
 *   first, as `term=headword|headword~…` (e.g. `spreadsheet=电子表格|试算表`).
 * Entries are sorted by key (JavaScript string order), so a lookup is a binary search in the
 * string itself.
 *
 * Why one string per direction and no object: parsing a 3 MB object of 90,000 keys took
 * 500 ms on the shared build machine (and building a Map from it as much again); a string with
 * printable separators and nothing to unescape parses in a small fraction of that, and a
 * request looks up a few dozen keys, O(log n) each.
 */

/** Bumped when the layout changes; the loader refuses another version. */
export const DICTIONARY_SCHEMA = 1;

export interface DictionaryFile {
  readonly schema: number;
  /** Language codes: [a, b]. */
  readonly pair: readonly [string, string];
  readonly generated: string;
  /** Where the data comes from, its licence and the exact snapshot (attribution travels with the file). */
  readonly source: Readonly<Record<string, string>>;
  readonly limits: Readonly<Record<string, number>>;
  readonly a: string;
  readonly b: string;
}
