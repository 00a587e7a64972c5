/**
 * The heap variant of the merge loop, for long pieces: same order as tiktoken's scan, O(n log n)
 * instead of O(n·m). Used for byte-level pieces from `HEAP_MIN_BYTES` and for character-level
 * starts (charmerge.ts) from `HEAP_MIN_PARTS` parts. See the notes in bpe.ts.
 */
import { NO_RANK, rankOf, type MergeContext } from './bpe.js';

const TWO_32 = 4294967296;

/**
 * Byte-level merge of `bin` with the heap (callers ensure capacity first). Returns the number of
 * parts, results in ctx.parts / ctx.starts as `mergeWithScan` leaves them.
 */
export function mergeWithHeap(ctx: MergeContext, bin: string): number {
  const n = bin.length;
  const { byteRank } = ctx;
  const { next, rank, partR } = ctx.heap;
  for (let k = 0; k < n; k++) {
    next[k] = k + 1;
    rank[k] = byteRank[bin.charCodeAt(k)]!;
    partR[k] = -1;
  }
  return heapLoop(ctx, bin, n, false);
}

/**
 * The same merge order as `scanLoop` (bpe.ts), over the same linked list of parts (`next`,
 * `rank`, `partR` set for the `m` parts starting at 0), with a binary min-heap of candidates. A
 * heap key is `rank · 2^32 + left start` (exact in a double), so the smallest key is the lowest
 * rank, leftmost on ties — tiktoken's order. Stale entries are skipped when popped: an entry is
 * live iff its left part still exists and still has that candidate rank (a part's candidate can
 * only change to a longer, different token). With `guarded`, gives up (returns -1) exactly where
 * scanLoop does: the chosen merge touches a pre-merged character before the reference order
 * would have finished it (charmerge.ts).
 */
export function heapLoop(ctx: MergeContext, bin: string, m: number, guarded: boolean): number {
  const n = bin.length;
  const { next, prev, rank, cand, keys, partR } = ctx.heap;
  let size = 0;
  let before = -1;
  for (let k = 0; k < n; k = next[k]!) {
    prev[k] = before;
    before = k;
    const j = next[k]!;
    const r = j < n ? rankOf(ctx, bin, k, next[j]!, rank[k]!, rank[j]!) : NO_RANK;
    cand[k] = r;
    if (r !== NO_RANK) keys[size++] = r * TWO_32 + k;
  }
  // Heapify bottom-up.
  for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(keys, i, size);
  let maxMerged = -1;
  while (size > 0) {
    const key = keys[0]!;
    size--;
    if (size > 0) {
      keys[0] = keys[size]!;
      siftDown(keys, 0, size);
    }
    // `| 0`: both are below 2^31, and as int32 they stay small integers. As the doubles the
    // division gives, they reached `hashRange` (vocab-index.ts) as heap numbers and threw its
    // optimised code away ("not a Smi", `node --trace-deopt`).
    const left = (key % TWO_32) | 0;
    const r = ((key - left) / TWO_32) | 0;
    if (prev[left] === -2 || cand[left] !== r) continue;
    const mid = next[left]!;
    if (guarded && (partR[left]! >= r || partR[mid]! >= r)) return -1;
    // Merge `left` with the part after it.
    const endAt = next[mid]!;
    rank[left] = r;
    prev[mid] = -2;
    next[left] = endAt;
    if (endAt < n) prev[endAt] = left;
    // Stored unconditionally: a store met only on the character path (charmerge.ts) had no type
    // feedback when this loop was first optimised on bytes, and threw the code away (--trace-deopt).
    partR[left] = Math.max(partR[left]!, partR[mid]!);
    if (r > maxMerged) maxMerged = r;
    m--;
    const r2 = endAt < n ? rankOf(ctx, bin, left, next[endAt]!, r, rank[endAt]!) : NO_RANK;
    cand[left] = r2;
    if (r2 !== NO_RANK) size = siftUp(keys, size, r2 * TWO_32 + left);
    const p = prev[left]!;
    if (p >= 0) {
      const r3 = rankOf(ctx, bin, p, endAt, rank[p]!, r);
      cand[p] = r3;
      if (r3 !== NO_RANK) size = siftUp(keys, size, r3 * TWO_32 + p);
    }
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

function siftDown(keys: Float64Array, i: number, size: number): void {
  const key = keys[i]!;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= size) break;
    if (c + 1 < size && keys[c + 1]! < keys[c]!) c++;
    if (keys[c]! >= key) break;
    keys[i] = keys[c]!;
    i = c;
  }
  keys[i] = key;
}

/** Inserts `key` into a heap of `size` keys; returns the new size. */
function siftUp(keys: Float64Array, size: number, key: number): number {
  let i = size;
  while (i > 0) {
    const p = (i - 1) >> 1;
    if (keys[p]! <= key) break;
    keys[i] = keys[p]!;
    i = p;
  }
  keys[i] = key;
  return size + 1;
}
