/**
 * The file formats of a bilingual dictionary, both written by scripts/gen-dictionary.ts
 * (`npm run gen:dictionary`) from the same entries. One pair per file, both directions in it,
 * every entry already in the analyzer's terms:
 *
 * - `a`: headwords of language `a` and their senses in language `b`, as `headword=sense|sense`,
 *   the terms of one sense separated by a space (e.g. `转换=chang|switch|convert|transform`);
 * - `b`: terms of language `b` and the headwords of language `a` that translate them, best
 *   first, as `term=headword|headword` (e.g. `spreadsheet=电子表格|试算表`).
 *
 * **data/<a>-<b>.json** — the reference form, kept in the repository for review and as the
 * differential test's reference, not shipped: `a` and `b` are each one string of entries joined
 * by `~`, sorted by key in JavaScript string order.
 *
 * **data/<a>-<b>.bin** — what the analyzer reads (compact.ts), and the only one shipped:
 *
 *     <header: one line of JSON (CompactHeader), UTF-8, ending in "\n">
 *     <side a><side b>                      — the body, whose SHA-256 the header holds
 *     side = (entries + 1) × uint32 LE      — where each entry starts, from the side's first entry
 *                                             byte; the last one is the side's byte length
 *            entry bytes                    — `key=value` in UTF-8, keys sorted by their bytes
 *
 * Why a second format: the JSON is 2.9 MB, and decoding it from UTF-8 and parsing it was the
 * whole of the dictionary's load (25–45 ms of CPU in a fresh process on the shared 2-core
 * machine, 159–235 ms of wall time under load 15–20); a request needs a few dozen entries. The
 * binary file is read as bytes, its header parsed and its body hashed (SHA-256 of 3.3 MB:
 * ≈2 ms), and a lookup is a binary search over the offset table comparing UTF-8 bytes,
 * decoding only the value it finds: the load is ≈6 ms of CPU (npm run bench:bilingual). Byte
 * order (the order of code points) rather than the JSON's UTF-16 order, so a key is compared
 * without being decoded. Rejected: keeping the JSON and searching its bytes in place (no offset table, so each
 * probe scans back for its entry, and the entry count cannot be checked without a pass over
 * the file), and a JSON index beside the file (parsing 110,000 offsets costs what it saves).
 */

/** Bumped when the JSON layout changes. */
export const DICTIONARY_SCHEMA = 1;

/** The JSON reference form (data/<a>-<b>.json). */
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

/** The `format` of a binary dictionary's header: says what the file is to someone who opens it. */
export const COMPACT_FORMAT = 'skillscope bilingual dictionary';

/** Bumped when the binary layout changes; the loader refuses another version. */
export const COMPACT_SCHEMA = 1;

/** The binary file's first line. */
export interface CompactHeader {
  readonly format: typeof COMPACT_FORMAT;
  readonly schema: number;
  readonly generated: string;
  readonly pair: readonly [string, string];
  readonly source: Readonly<Record<string, string>>;
  readonly limits: Readonly<Record<string, number>>;
  /** Entries and entry bytes of each side, in body order. */
  readonly sides: { readonly a: CompactSide; readonly b: CompactSide };
  /** SHA-256 (hex) of the body: every byte after the header line. */
  readonly sha256: string;
}

export interface CompactSide {
  readonly entries: number;
  readonly bytes: number;
}
