/**
 * Picks the merge strategy for one piece that is not a whole token: the character-level start
 * for multi-byte text (charmerge.ts), the heap for long pieces (bpe-heap.ts), the scan
 * otherwise (bpe.ts). All three give tiktoken's result; test/tokenizer/bpe.test.ts checks they
 * agree.
 */
import { HEAP_MIN_BYTES, ensureCapacity, mergeWithScan, type MergeContext } from './bpe.js';
import { mergeWithHeap } from './bpe-heap.js';
import { mergeByChars } from './charmerge.js';

/**
 * Non-ASCII pieces at least this long (bytes) try the character-level start. Chosen, not
 * tuned: below about three characters its setup costs about what it saves.
 */
const CHAR_MERGE_MIN_BYTES = 7;

/**
 * Merges the piece text[a..b) whose UTF-8 binary string is `bin` (`ascii` when they are the
 * same). Returns the number of parts; the tokens are in `ctx.parts[0..m)`.
 */
export function mergePiece(ctx: MergeContext, text: string, a: number, b: number, bin: string, ascii: boolean): number {
  const n = bin.length;
  ensureCapacity(ctx, n);
  if (!ascii && n >= CHAR_MERGE_MIN_BYTES) {
    const m = mergeByChars(ctx, text, a, b, bin);
    if (m >= 0) return m;
  }
  return n >= HEAP_MIN_BYTES ? mergeWithHeap(ctx, bin) : mergeWithScan(ctx, bin);
}
