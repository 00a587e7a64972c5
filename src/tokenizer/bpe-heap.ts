/**
 * The heap variant of the byte-level merge, for long pieces (`HEAP_MIN_BYTES` and up): same
 * order as tiktoken's scan, O(n log n) instead of O(n·m). See the notes in bpe.ts.
 */
import { NO_RANK, rankOf, type MergeContext } from './bpe.js';

const TWO_32 = 4294967296;

/**
 * The same merge order with a binary min-heap of candidates and a doubly linked list of parts.
 * A heap key is `rank · 2^32 + left start` (exact in a double), so the smallest key is the
 * lowest rank, leftmost on ties — tiktoken's order. Stale entries are skipped when popped: an
 * entry is live iff its left part still exists and still has that candidate rank (a part's
 * candidate can only change to a longer, different token). O(n log n).
 */
export function mergeWithHeap(ctx: MergeContext, bin: string): number {
  const n = bin.length;
  const { byteRank } = ctx;
  const { next, prev, rank, cand, keys } = ctx.heap;
  let size = 0;
  for (let k = 0; k < n; k++) {
    next[k] = k + 1;
    prev[k] = k - 1;
    rank[k] = byteRank[bin.charCodeAt(k)]!;
  }
  for (let k = 0; k < n; k++) {
    const r = k + 1 < n ? rankOf(ctx, bin, k, k + 2, rank[k]!, rank[k + 1]!) : NO_RANK;
    cand[k] = r;
    if (r !== NO_RANK) keys[size++] = r * TWO_32 + k;
  }
  // Heapify bottom-up.
  for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(keys, i, size);
  let m = n;
  while (size > 0) {
    const key = keys[0]!;
    size--;
    if (size > 0) {
      keys[0] = keys[size]!;
      siftDown(keys, 0, size);
    }
    const left = key % TWO_32;
    const r = (key - left) / TWO_32;
    if (prev[left] === -2 || cand[left] !== r) continue;
    // Merge `left` with the part after it.
    const mid = next[left]!;
    const endAt = next[mid]!;
    rank[left] = r;
    prev[mid] = -2;
    next[left] = endAt;
    if (endAt < n) prev[endAt] = left;
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
