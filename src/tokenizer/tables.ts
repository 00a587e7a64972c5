/**
 * The lookup tables an encoding derives from its rank table: the token → rank hash index
 * (vocab-index.ts) and the byte, byte-pair and ragged-boundary tables of the merge (bpe.ts).
 * and the stand-alone token of every BMP character (charmerge.ts). Each is a pure function of
 * the vocabulary. Computing them at load cost ≈35 ms of o200k's first use (the index ≈13 ms,
 * one pass over all token bytes for the rest), the character tables ≈8 ms of a cold pass over
 * Chinese text (filled one character at a time); the build writes them all into the
 * precomputed vocabulary (vocab-binary.ts), so that loading from it only maps them.
 */
import { buildVocabIndexFlat, lookupRange, vocabIndexFromSlots, type VocabIndex } from './vocab-index.js';
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
  /**
   * Per BMP code point: its token when the character stands alone as one token, -1 if it does
   * not, -2 not computed (charmerge.ts computes those on first sight, and writes them here).
   */
  readonly charToken: Int32Array;
  /** Per BMP code point: the highest rank merged while building its token (see charmerge.ts). */
  readonly charMaxRank: Int32Array;
}

/** Rank meaning "not in the vocabulary". */
export const NO_RANK = 0x7fffffff;

/** The merge's tables (all of VocabTables but the index slots). */
export type MergeTables = Omit<VocabTables, 'slots'>;

type FlatTokens = Pick<RankTable, 'bytes' | 'start' | 'len'>;

/**
 * Computes every table from the rank table. `chars`: `all` fills the character tables for every
 * BMP code point (the build, for the binary vocabulary: ≈63,000 lookups, ≈15 ms); `lazy` leaves
 * them to charmerge.ts (a parsed rank file at run time).
 */
export function deriveTables(table: FlatTokens, chars: 'all' | 'lazy'): VocabTables {
  const slots = buildVocabIndexFlat(table.bytes, table.start, table.len).slots;
  const merge = deriveMergeTables(table);
  if (chars === 'all') fillCharTables(vocabIndexFromSlots(slots, table.bytes, table.start, table.len), merge);
  return { slots, ...merge };
}

/**
 * Computes the merge's tables from the rank table, the character tables empty (-2): charmerge.ts
 * fills them on first sight of each character — what a parsed rank file uses, as filling them
 * all at load would cost more than most texts need.
 */
export function deriveMergeTables(table: FlatTokens): MergeTables {
  const { bytes, start, len } = table;
  const byteRank = new Int32Array(256).fill(NO_RANK);
  const pairRank = new Int32Array(65536).fill(NO_RANK);
  for (let rank = 0; rank < len.length; rank++) {
    const n = len[rank]!;
    if (n === 1) byteRank[bytes.charCodeAt(start[rank]!)] = rank;
    else if (n === 2) pairRank[(bytes.charCodeAt(start[rank]!) << 8) | bytes.charCodeAt(start[rank]! + 1)] = rank;
  }
  const charToken = new Int32Array(65536).fill(-2);
  const charMaxRank = new Int32Array(65536);
  return { byteRank, pairRank, raggedBoundary: raggedBoundaries(bytes, start, len), charToken, charMaxRank };
}

/** Fills the character tables for every 2- and 3-byte code point (surrogates stay -2: never asked). */
function fillCharTables(index: VocabIndex, merge: MergeTables): void {
  for (let cp = 0x80; cp < 0x10000; cp++) {
    if (cp >= 0xd800 && cp < 0xe000) continue;
    const bin = Buffer.from(String.fromCharCode(cp), 'utf8').toString('latin1');
    computeCharToken(index, merge.pairRank, merge.charToken, merge.charMaxRank, cp, bin, 0, bin.length);
  }
}

/**
 * Stand-alone token of BMP code point `cp` (its 2 or 3 UTF-8 bytes at bin[a..b)), or -1;
 * records it in `tokens[cp]`, and the highest rank merged to build it in `maxRanks[cp]`.
 * Computed in closed form — for 3 bytes xyz tiktoken merges the lower of xy / yz first, then
 * the rest — so as not to disturb the merge's scratch arrays.
 */
export function computeCharToken(
  index: VocabIndex,
  pairRank: Int32Array,
  tokens: Int32Array,
  maxRanks: Int32Array,
  cp: number,
  bin: string,
  a: number,
  b: number,
): number {
  const whole = lookupRange(index, bin, a, b);
  let token = -1;
  if (whole >= 0) {
    if (b - a === 2) {
      token = whole;
      maxRanks[cp] = whole;
    } else {
      const x = bin.charCodeAt(a);
      const y = bin.charCodeAt(a + 1);
      const z = bin.charCodeAt(a + 2);
      const first = Math.min(pairRank[(x << 8) | y]!, pairRank[(y << 8) | z]!);
      if (first !== NO_RANK) {
        token = whole;
        maxRanks[cp] = Math.max(first, whole);
      }
    }
  }
  tokens[cp] = token;
  return token;
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
