/**
 * Byte-level BPE merging for one piece that is not itself a vocabulary entry.
 *
 * The piece is a binary string (one char per UTF-8 byte). Like tiktoken, we repeatedly merge
 * the adjacent pair whose concatenation has the lowest rank (leftmost on ties) until no adjacent
 * pair is in the vocabulary. Every part is always a vocabulary token, so its rank is known
 * without a final lookup.
 *
 * Performance notes (bench/tokenizer.bench.ts and `node --cpu-prof`, Node 20):
 * - Callers first look the whole piece up; ≈90 % of English pieces are whole tokens and never
 *   get here. CJK runs (one piece per run in cl100k/o200k) start from whole characters
 *   instead of bytes when that is exact (charmerge.ts): the largest single win on CJK text.
 * - Two-byte candidates (all of the first round) come from a 64 Ki-entry Int32Array.
 * - Longer candidates go through a memo keyed by the two token ranks (`memo`), then through
 *   the allocation-free vocabulary index; candidates longer than the longest token are
 *   rejected without a lookup.
 * - The loop is tiktoken's "scan for the minimum" over a linked list of parts: O(n·m).
 *   Tried and rejected: splicing typed arrays with `copyWithin` (three native calls per merge
 *   cost more than the scan on short pieces); a memo with linear probing and periodic reset
 *   (no faster than direct-mapped). A binary heap with lazy invalidation (bpe-heap.ts)
 *   measured equal to the scan at 30–60 bytes and is used from `HEAP_MIN_BYTES` up, where
 *   O(n log n) matters (long words, base64 blobs, whitespace runs), and for character-level
 *   starts from `HEAP_MIN_PARTS` parts (charmerge.ts: a 160 KB run of "—" took ~7 s by scan;
 *   bench/tokenizer-runs.bench.ts).
 */

import { lookupRange, type VocabIndex } from './vocab-index.js';
import { deriveMergeTables, NO_RANK, type MergeTables } from './tables.js';

export { NO_RANK } from './tables.js';

/** Pieces at least this many bytes long use the heap merge (see the notes above). Default 64. */
export const HEAP_MIN_BYTES = 64;

/** Pair-memo slots (a power of two): 2^18 slots × 12 bytes = 3 MB per loaded encoding. */
const PAIR_MEMO_SLOTS = 1 << 18;
const PAIR_MEMO_SHIFT = 32 - 18;

/** What the merge loop needs from an encoding, plus reusable scratch buffers. */
export interface MergeContext {
  /** Allocation-free lookup of a binary-string range (vocab-index.ts). */
  readonly index: VocabIndex;
  /** Rank of each single byte. */
  readonly byteRank: Int32Array;
  /** Rank of each two-byte token, indexed `b0 << 8 | b1`, or NO_RANK. */
  readonly pairRank: Int32Array;
  readonly maxTokenBytes: number;
  /**
   * Memo of "rank of token A followed by token B" (or NO_RANK), keyed by the two ranks: a pure
   * function of the vocabulary, filled lazily because computing all of it costs ≈1 M lookups at
   * load. Layout: [left, right, rank] triples, direct-mapped (a collision overwrites). Measured
   * ≈1.5× faster merging on CJK text than looking up a freshly sliced byte string per
   * candidate. It caches vocabulary facts, not text, so repeated input gains nothing from it
   * that fresh input of the same kind does not.
   */
  readonly memo: Int32Array;
  /**
   * Byte pairs (b0 << 8 | b1) found at a character start inside a "ragged" token — one that
   * begins or ends in the middle of a UTF-8 character. Only at such a boundary can a merge
   * reach into a character before the character is whole (see charmerge.ts).
   */
  readonly raggedBoundary: Uint8Array;
  /** Per BMP code point: its token when it stands alone as one token, -1 if not, -2 unknown. */
  readonly charToken: Int32Array;
  /** Per BMP code point: highest rank merged while building that token (-1 for none). */
  readonly charMaxRank: Int32Array;
  /** Highest rank merged by the last `mergeWithScan` call. */
  lastMaxRank: number;
  /** Scratch: part start offsets (length ≥ n + 1), part ranks, candidate ranks. Grown on demand. */
  starts: Int32Array;
  parts: Int32Array;
  cands: Int32Array;
  /** Scratch for the heap merge (linked list and heap arrays), grown on demand. */
  heap: HeapScratch;
}

interface HeapScratch {
  /** Max internal merge rank of the pre-merged characters inside each part (char path only). */
  partR: Int32Array;
  next: Int32Array;
  prev: Int32Array;
  rank: Int32Array;
  /** Current candidate rank of the pair starting at each part start (NO_RANK if none). */
  cand: Int32Array;
  /** Heap keys `rank · 2^32 + left start`: one Float64Array, compared as numbers. */
  keys: Float64Array;
}

function heapScratch(n: number): HeapScratch {
  return {
    partR: new Int32Array(n + 1),
    next: new Int32Array(n + 1),
    prev: new Int32Array(n + 1),
    rank: new Int32Array(n + 1),
    cand: new Int32Array(n + 1),
    keys: new Float64Array(3 * n + 4),
  };
}

/**
 * The merge context of an encoding. `tables` are the vocabulary's derived tables (tables.ts):
 * loaded prebuilt from the binary vocabulary, or computed here from `index` when absent.
 */
export function createMergeContext(
  index: VocabIndex,
  maxTokenBytes: number,
  tables: MergeTables = deriveMergeTables(index),
): MergeContext {
  const size = 256;
  const ctx: MergeContext = {
    index,
    byteRank: tables.byteRank,
    pairRank: tables.pairRank,
    maxTokenBytes,
    // Zero-filled (empty) memo: see `rankOf` for why keys are stored complemented.
    memo: new Int32Array(3 * PAIR_MEMO_SLOTS),
    raggedBoundary: tables.raggedBoundary,
    charToken: tables.charToken,
    charMaxRank: tables.charMaxRank,
    lastMaxRank: -1,
    starts: new Int32Array(size + 1),
    parts: new Int32Array(size),
    cands: new Int32Array(size),
    heap: heapScratch(size),
  };
  // The scratch buffers are replaced when a long piece needs more room (ensureCapacity). Replace
  // them once now, before any code is optimised: V8 treats a field stored only once as a
  // constant and folds it into the optimised merge functions, and the first replacement then
  // threw away mergeWithScan, scanLoop and mergeWithHeap and compiled them again — ≈20 ms of
  // compiler CPU in a cold pass over the English corpus (`node --trace-deopt`: "code dependencies").
  ctx.starts = new Int32Array(size + 1);
  ctx.parts = new Int32Array(size);
  ctx.cands = new Int32Array(size);
  ctx.heap = heapScratch(size);
  return ctx;
}

export function ensureCapacity(ctx: MergeContext, n: number): void {
  if (ctx.starts.length > n) return;
  const size = Math.max(n + 1, ctx.starts.length * 2);
  ctx.starts = new Int32Array(size + 1);
  ctx.parts = new Int32Array(size);
  ctx.cands = new Int32Array(size);
  ctx.heap = heapScratch(size);
}

/** Rank of bin[a..b), the concatenation of the tokens `left` and `right`, or NO_RANK. */
export function rankOf(ctx: MergeContext, bin: string, a: number, b: number, left: number, right: number): number {
  if (b - a === 2) return ctx.pairRank[(bin.charCodeAt(a) << 8) | bin.charCodeAt(a + 1)]!;
  if (b - a > ctx.maxTokenBytes) return NO_RANK;
  // Direct-mapped: one slot per hash, overwritten on collision. Measured faster than linear
  // probing with a 3/4-full reset (fewer branches, one cache line per lookup), at a slightly
  // lower hit rate.
  const memo = ctx.memo;
  // Keys are stored complemented (~rank, never 0 for a rank ≥ 0) so that a zero-filled memo is
  // empty: a fresh Int32Array costs nothing to fill, where `fill(-1)` on its 3 MB cost ≈1–2 ms
  // of every load.
  const slot = ((Math.imul(left, 0x9e3779b1) ^ Math.imul(right, 0x85ebca77)) >>> PAIR_MEMO_SHIFT) * 3;
  if (memo[slot] === ~left && memo[slot + 1] === ~right) return memo[slot + 2]!;
  const found = lookupRange(ctx.index, bin, a, b);
  const rank = found < 0 ? NO_RANK : found;
  memo[slot] = ~left;
  memo[slot + 1] = ~right;
  memo[slot + 2] = rank;
  return rank;
}

/**
 * Byte-level merge of `bin` by scanning (callers ensure capacity first). Returns the number of
 * parts m; afterwards `ctx.parts[0..m)` are the token ids and `ctx.starts[0..m]` the byte
 * offsets of the parts (starts[m] = bin.length).
 */
export function mergeWithScan(ctx: MergeContext, bin: string): number {
  const n = bin.length;
  const { byteRank, pairRank } = ctx;
  const { next, rank, cand, partR } = ctx.heap;
  for (let k = 0; k < n; k++) {
    const b = bin.charCodeAt(k);
    next[k] = k + 1;
    rank[k] = byteRank[b]!;
    partR[k] = -1;
    cand[k] = k + 1 < n ? pairRank[(b << 8) | bin.charCodeAt(k + 1)]! : NO_RANK;
  }
  return scanLoop(ctx, bin, n, false);
}

/**
 * tiktoken's loop over a linked list of parts (`next` over start offsets, no array shifting):
 * `rank[k]` is the token of the part starting at k, `cand[k]` the rank of merging it with the
 * next part. `m` parts to begin with. With `guarded`, gives up (returns -1) when a merge would
 * involve a pre-merged character before the reference order would have finished building it
 * (see charmerge.ts).
 */
export function scanLoop(ctx: MergeContext, bin: string, m: number, guarded: boolean): number {
  const n = bin.length;
  const { next, rank, cand, partR } = ctx.heap;
  let maxMerged = -1;
  while (m > 1) {
    let best = NO_RANK;
    let at = -1;
    let before = -1;
    let bestBefore = -1;
    for (let k = 0; k < n; k = next[k]!) {
      const r = cand[k]!;
      if (r < best) {
        best = r;
        at = k;
        bestBefore = before;
      }
      before = k;
    }
    if (at < 0) break;
    const mid = next[at]!;
    if (guarded && (partR[at]! >= best || partR[mid]! >= best)) return -1;
    // Part `at` absorbs the next part.
    const endAt = next[mid]!;
    rank[at] = best;
    next[at] = endAt;
    // Stored unconditionally: a store met only on the character path (charmerge.ts) had no type
    // feedback when this loop was first optimised on bytes, and threw the code away (--trace-deopt).
    partR[at] = Math.max(partR[at]!, partR[mid]!);
    if (best > maxMerged) maxMerged = best;
    m--;
    cand[at] = endAt < n ? rankOf(ctx, bin, at, next[endAt]!, best, rank[endAt]!) : NO_RANK;
    if (bestBefore >= 0) cand[bestBefore] = rankOf(ctx, bin, bestBefore, endAt, rank[bestBefore]!, best);
  }
  ctx.lastMaxRank = maxMerged;
  const { starts, parts } = ctx;
  let out = 0;
  for (let k = 0; k < n; k = next[k]!) {
    starts[out] = k;
    parts[out] = rank[k]!;
    out++;
  }
  starts[out] = n;
  return m;
}
