/**
 * The lookup tables an encoding derives from its rank table: the token → rank hash index
 * (vocab-index.ts) and the byte, byte-pair and ragged-boundary tables of the merge (bpe.ts).
 * Each is a pure function of the vocabulary. `deriveTables` computes them at load (≈45 ms for
 * o200k: the index ≈13 ms, one pass over all token bytes for the rest); the build writes them
 * into the precomputed vocabulary (vocab-binary.ts) so that loading from it only maps them.
 */
import { buildVocabIndexFlat } from './vocab-index.js';
import { NO_RANK } from './bpe.js';
import type { RankTable } from './rank-table.js';

export interface VocabTables {
  /** Open-addressing slots of the token index (vocab-index.ts): a rank or -1; length a power of two. */
  readonly slots: Int32Array;
  /** Rank of each single byte (NO_RANK when absent). */
  readonly byteRank: Int32Array;
  /** Rank of each two-byte token, indexed `b0 << 8 | b1`, or NO_RANK. */
  readonly pairRank: Int32Array;
  /** See MergeContext.raggedBoundary in bpe.ts: 1 for a byte pair met at a character start inside a ragged token. */
  readonly raggedBoundary: Uint8Array;
}

/** The merge's tables (all of VocabTables but the index slots). */
export type MergeTables = Omit<VocabTables, 'slots'>;

type FlatTokens = Pick<RankTable, 'bytes' | 'start' | 'len'>;

/** Computes every table from the rank table (the slow path; the binary vocabulary stores them). */
export function deriveTables(table: FlatTokens): VocabTables {
  return { slots: buildVocabIndexFlat(table.bytes, table.start, table.len).slots, ...deriveMergeTables(table) };
}

/** Computes the merge's tables from the rank table. */
export function deriveMergeTables(table: FlatTokens): MergeTables {
  const { bytes, start, len } = table;
  const byteRank = new Int32Array(256).fill(NO_RANK);
  const pairRank = new Int32Array(65536).fill(NO_RANK);
  for (let rank = 0; rank < len.length; rank++) {
    const n = len[rank]!;
    if (n === 1) byteRank[bytes.charCodeAt(start[rank]!)] = rank;
    else if (n === 2) pairRank[(bytes.charCodeAt(start[rank]!) << 8) | bytes.charCodeAt(start[rank]! + 1)] = rank;
  }
  return { byteRank, pairRank, raggedBoundary: raggedBoundaries(bytes, start, len) };
}

/** UTF-8 sequence length announced by a lead byte (0 for a continuation byte). */
function sequenceLength(b: number): number {
  return b < 0x80 ? 1 : b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 0;
}

/** See VocabTables.raggedBoundary. One pass over all token bytes (≈1.3 MB for o200k). */
function raggedBoundaries(bytes: string, start: Int32Array, len: Int32Array): Uint8Array {
  const flags = new Uint8Array(65536);
  for (let rank = 0; rank < len.length; rank++) {
    const n = len[rank]!;
    if (n === 0) continue;
    const o = start[rank]!;
    let ragged = sequenceLength(bytes.charCodeAt(o)) === 0;
    for (let i = 0; i < n && !ragged; ) {
      const l = sequenceLength(bytes.charCodeAt(o + i));
      if (l === 0) i++;
      else if (i + l > n) ragged = true;
      else i += l;
    }
    if (!ragged) continue;
    for (let q = 1; q < n; q++) {
      const b = bytes.charCodeAt(o + q);
      if (sequenceLength(b) !== 0) flags[(bytes.charCodeAt(o + q - 1) << 8) | b] = 1;
    }
  }
  return flags;
}
