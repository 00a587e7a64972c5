/** The in-memory form of a vocabulary, shared by the rank-file parser and the binary reader. */
import type { VocabTables } from './tables.js';

/**
 * A loaded vocabulary, stored flat: the bytes of every token in ONE "binary string" (one char
 * per byte, 0–255), and per rank its offset and length. Why: 200,000 separate token strings
 * (o200k) cost about a third of the load — the slicing, and the garbage collector copying them
 * out of the young generation (measured with --trace-gc: two scavenges of ≈15 ms each).
 */
export interface RankTable {
  /** All token bytes, concatenated (binary string). */
  readonly bytes: string;
  /** Rank → offset of its token in `bytes`. */
  readonly start: Int32Array;
  /** Rank → token length in bytes; 0 for holes (p50k's 50256). */
  readonly len: Int32Array;
  /** Rank → token bytes (binary string); `undefined` for holes. Built on first access (tests, tools). */
  readonly decoder: readonly (string | undefined)[];
  /** Number of ordinary tokens. */
  readonly size: number;
  /** Longest token, in bytes: a merge candidate longer than this cannot be in the vocabulary. */
  readonly maxTokenBytes: number;
  /**
   * The derived lookup tables (tables.ts) when they were loaded prebuilt with the table (the
   * binary vocabulary, vocab-binary.ts); absent when the table was parsed from a rank file, and
   * then computed by createEncoding.
   */
  readonly tables?: VocabTables;
}

/** A RankTable over flat storage; `decoder` is built on first use only. */
export function flatRankTable(
  bytes: string,
  start: Int32Array,
  len: Int32Array,
  size: number,
  maxTokenBytes: number,
  tables?: VocabTables,
): RankTable {
  let decoder: (string | undefined)[] | undefined;
  return {
    bytes,
    start,
    len,
    size,
    maxTokenBytes,
    ...(tables === undefined ? {} : { tables }),
    get decoder() {
      if (decoder === undefined) {
        decoder = [];
        for (let r = 0; r < len.length; r++)
          decoder[r] = len[r]! > 0 ? bytes.slice(start[r]!, start[r]! + len[r]!) : undefined;
      }
      return decoder;
    },
  };
}
