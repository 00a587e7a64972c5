/**
 * A faster, exact start for BPE on pieces of multi-byte characters (CJK runs: cl100k and o200k
 * keep whole runs of Han/kana/Hangul in one piece, 30–100 bytes, nearly all of them needing
 * merges).
 *
 * Byte-level BPE first spends about two merges per CJK character just rebuilding the character's
 * own token. Here such a character starts as that one token (its stand-alone BPE, memoised per
 * code point — a vocabulary fact), and the ordinary merge loop runs on the shorter list. This
 * gives exactly tiktoken's result when:
 * 1. no "ragged" token (one starting or ending inside a character) spans the character's
 *    boundaries — checked with a byte-pair table built from the vocabulary — so nothing outside
 *    can merge with a part of the character; and
 * 2. no merge touches the character before the reference order would have finished it: the
 *    reference merges the lowest rank first, and the character's own merges have ranks up to
 *    `charMaxRank`, so any merge touching it must have a higher rank. The loop runs guarded and
 *    gives up (the caller then merges byte by byte) if that ever fails.
 * Proven equal to the plain byte-level merge by test/tokenizer/bpe.test.ts and the
 * differential tests.
 *
 * Measured (bench suite (b), o200k): merging CJK pieces ≈2–3× faster; pieces that fail a check
 * fall back at the cost of the work done so far.
 */
import { NO_RANK, rankOf, scanLoop, type MergeContext } from './bpe.js';
import { heapLoop } from './bpe-heap.js';
import { computeCharToken } from './tables.js';

/**
 * Character-level starts of at least this many parts merge with the heap (bpe-heap.ts). 32, the
 * byte-level HEAP_MIN_BYTES in parts of about two bytes: below it the scan is as fast.
 */
const HEAP_MIN_PARTS = 32;

/**
 * Stand-alone token of BMP code point `cp` (its 2 or 3 UTF-8 bytes at bin[a..b)), or -1, and
 * the highest rank merged to build it (in ctx.charMaxRank). Prebuilt for every code point when
 * the vocabulary came from the binary file (tables.ts); otherwise computed here on first sight.
 */
function charToken(ctx: MergeContext, cp: number, bin: string, a: number, b: number): number {
  const token = ctx.charToken[cp]!;
  return token !== -2
    ? token
    : computeCharToken(ctx.index, ctx.pairRank, ctx.charToken, ctx.charMaxRank, cp, bin, a, b);
}

/**
 * Merges the piece text[a..b) whose UTF-8 binary string is `bin` (capacity already ensured),
 * starting from whole characters where that is exact. Returns the number of parts (results in
 * ctx.parts / ctx.starts, as `merge` does), or -1 when the caller must merge byte by byte.
 */
export function mergeByChars(ctx: MergeContext, text: string, a: number, b: number, bin: string): number {
  const n = bin.length;
  const { next, rank, cand, partR } = ctx.heap;
  const { byteRank, raggedBoundary } = ctx;
  let parts = 0;
  let premerged = 0;
  let prevStart = -1; // start offset (in bin) of the previous part
  let off = 0;
  for (let i = a; i < b; ) {
    const c = text.charCodeAt(i);
    let len: number;
    if (c < 0x80) len = 1;
    else if (c < 0x800) len = 2;
    else if ((c & 0xfc00) === 0xd800) len = 4;
    else len = 3;
    const end = off + len;
    let token = -1;
    if (len === 2 || len === 3) {
      // Both boundaries must be free of ragged tokens.
      const leftFree = off === 0 || raggedBoundary[(bin.charCodeAt(off - 1) << 8) | bin.charCodeAt(off)] === 0;
      const rightFree = end === n || raggedBoundary[(bin.charCodeAt(end - 1) << 8) | bin.charCodeAt(end)] === 0;
      if (leftFree && rightFree) token = charToken(ctx, c, bin, off, end);
    }
    if (token >= 0) {
      if (prevStart >= 0) next[prevStart] = off;
      rank[off] = token;
      partR[off] = ctx.charMaxRank[c]!;
      prevStart = off;
      parts++;
      premerged++;
    } else {
      for (let k = off; k < end; k++) {
        if (prevStart >= 0) next[prevStart] = k;
        rank[k] = byteRank[bin.charCodeAt(k)]!;
        partR[k] = -1;
        prevStart = k;
        parts++;
      }
    }
    off = end;
    i += len === 4 ? 2 : 1;
  }
  if (premerged === 0) return -1;
  next[prevStart] = n;
  for (let k = 0; k < n; k = next[k]!) {
    const j = next[k]!;
    cand[k] = j < n ? rankOf(ctx, bin, k, next[j]!, rank[k]!, rank[j]!) : NO_RANK;
  }
  // The scan is O(parts²): a 160 KB run of one non-ASCII character ("———…", ZWSP) kept as one
  // piece took seconds. From HEAP_MIN_PARTS parts the heap gives the same order in O(n log n).
  return parts >= HEAP_MIN_PARTS ? heapLoop(ctx, bin, parts, true) : scanLoop(ctx, bin, parts, true);
}
