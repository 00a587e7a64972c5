/**
 * The merge variants agree with each other: the simple scan, the heap (long pieces) and the
 * character-level start (charmerge.ts) give identical tokens on the pieces of varied and
 * CJK-heavy text; and the allocation-free vocabulary index answers like a Map.
 */
import { describe, expect, it } from 'vitest';
import { createMergeContext, ensureCapacity, mergeWithScan } from '../../src/tokenizer/bpe.js';
import { mergeWithHeap } from '../../src/tokenizer/bpe-heap.js';
import { mergeByChars } from '../../src/tokenizer/charmerge.js';
import { ENCODING_PARAMS } from '../../src/tokenizer/params/index.js';
import { loadRankTable } from '../../src/tokenizer/ranks.js';
import { splitWithScanner } from '../../src/tokenizer/split/index.js';
import { utf8Binary } from '../../src/tokenizer/utf8.js';
import { buildVocabIndex, lookupRange } from '../../src/tokenizer/vocab-index.js';
import { cjkMarkdown } from '../../bench/tokenizer-synthetic.js';
import { randomTexts, rng, testSeed } from './gen.js';

/**
 * Long runs of different non-ASCII characters (as in the box drawings and sparklines of real
 * READMEs): the character-level start with the heap, where parts carry different pre-merged ranks.
 */
const LONG_MIXED_RUNS = [
  `┌${'─'.repeat(9)}┬${'─'.repeat(30)}┐ ├${'─'.repeat(9)}┼${'─'.repeat(30)}┤`,
  ' ▁▂▃▄▅▆▇█▇▆▅▄▃▂▁▁▂▃▄▅▆▇█▇▆▅▄▃▂▁▁▂▃▄▅▆▇█',
  '═╬═╬═╬═╬═╬═╬═╬═╬═╬═╬═╬═╬═╬═╬═╬═╬═╬═╬═╬═╬',
  '技能描述应当简洁明了說明何時使用以及如何使用このスキルは日本語の文章を要約します',
];

for (const name of ['r50k_base', 'cl100k_base', 'o200k_base'] as const) {
  describe(`${name} merge variants`, () => {
    const params = ENCODING_PARAMS[name];
    const table = loadRankTable(params);
    const index = buildVocabIndex(table.decoder);
    const ctx = createMergeContext(index, table.maxTokenBytes);
    const run = (f: (bin: string) => number, bin: string) => {
      ensureCapacity(ctx, bin.length);
      const m = f(bin);
      return m < 0 ? undefined : Array.from(ctx.parts.subarray(0, m));
    };

    it('scan, heap and character-level start give the same tokens', () => {
      const seed = testSeed(0xb9e);
      const texts = [...randomTexts(seed, 3000), cjkMarkdown(seed, 60_000), ...LONG_MIXED_RUNS];
      let charPath = 0;
      for (const text of texts) {
        for (const piece of splitWithScanner(params.splitter, text)) {
          const bin = utf8Binary(piece, 0, piece.length);
          const scan = run((b) => mergeWithScan(ctx, b), bin);
          const context = `seed ${seed}, piece ${JSON.stringify(piece)}`;
          expect(
            run((b) => mergeWithHeap(ctx, b), bin),
            context,
          ).toEqual(scan);
          const byChars = run((b) => mergeByChars(ctx, piece, 0, piece.length, b), bin);
          if (byChars !== undefined) {
            charPath++;
            expect(byChars, context).toEqual(scan);
          }
        }
      }
      // The fast path must actually be exercised for the comparison to mean anything.
      expect(charPath).toBeGreaterThan(1000);
    });

    it('the vocabulary index finds exactly the tokens a Map finds', () => {
      const map = new Map<string, number>();
      table.decoder.forEach((token, rank) => token !== undefined && map.set(token, rank));
      const next = rng(testSeed(7));
      for (let i = 0; i < 20_000; i++) {
        const token = table.decoder[Math.floor(next() * table.decoder.length)];
        if (token === undefined) continue;
        const cut = Math.floor(next() * token.length);
        const probe = `xy${token.slice(0, token.length - cut)}z`;
        expect(lookupRange(index, probe, 2, probe.length - 1)).toBe(map.get(probe.slice(2, -1)) ?? -1);
      }
    });
  });
}

describe('character-level start on a synthetic vocabulary', () => {
  // Bytes are ranks 0–255; 'xa' = 700, 'aé' = 500, 'é' (C3 A9) = 1000. tiktoken's order merges
  // 'xa' (700) before 'é' is complete (1000), giving [xa, é]; starting from a whole 'é' would
  // wrongly merge 'aé' (500) first. The guard must notice and hand back to the byte loop.
  const decoder: (string | undefined)[] = Array.from({ length: 256 }, (_, b) => String.fromCharCode(b));
  decoder[500] = 'a\xc3\xa9';
  decoder[700] = 'xa';
  decoder[1000] = '\xc3\xa9';
  const ctx = createMergeContext(buildVocabIndex(decoder), 3);
  const bin = 'xa\xc3\xa9';

  it('the byte loop follows the reference order', () => {
    ensureCapacity(ctx, bin.length);
    const m = mergeWithScan(ctx, bin);
    expect(Array.from(ctx.parts.subarray(0, m))).toEqual([700, 1000]);
  });

  it('the guarded character start gives up instead of merging out of order', () => {
    ensureCapacity(ctx, bin.length);
    expect(mergeByChars(ctx, 'xaé', 0, 3, bin)).toBe(-1);
  });
});
