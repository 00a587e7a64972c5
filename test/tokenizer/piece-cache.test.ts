/**
 * The piece cache (src/tokenizer/piece-cache.ts) is bounded and never changes a count: an
 * encoding with a tiny cache (constant eviction), the default cache and no cache count every
 * document of the real-text corpora exactly like `encode(...).length`.
 */
import { describe, expect, it } from 'vitest';
import { createEncoding, ENCODING_PARAMS, loadRankTable } from '../../src/tokenizer/index.js';
import { createPieceCache, DEFAULT_PIECE_CACHE_ENTRIES, MAX_KEY_BYTES } from '../../src/tokenizer/piece-cache.js';
import { chineseCorpus, englishCorpus } from '../../bench/tokenizer-corpus.js';

describe('createPieceCache', () => {
  it('never holds more than its capacity', () => {
    const cache = createPieceCache(8);
    expect(cache.capacity).toBe(16);
    for (let k = 0; k < 1000; k++) {
      cache.set(`piece-${k}`, k);
      expect(cache.size).toBeLessThanOrEqual(16);
    }
    expect(cache.get('piece-999')).toBe(999);
    expect(cache.get('piece-0')).toBeUndefined();
  });

  it('keeps a piece in steady use across generations', () => {
    const cache = createPieceCache(4);
    cache.set('hot', 7);
    for (let k = 0; k < 100; k++) {
      cache.set(`cold-${k}`, k);
      expect(cache.get('hot')).toBe(7);
    }
  });

  it('does not store keys longer than MAX_KEY_BYTES, nor anything when disabled', () => {
    const cache = createPieceCache(4);
    cache.set('x'.repeat(MAX_KEY_BYTES + 1), 3);
    expect(cache.size).toBe(0);
    cache.set('x'.repeat(MAX_KEY_BYTES), 3);
    expect(cache.size).toBe(1);
    const off = createPieceCache(0);
    off.set('abc', 2);
    expect(off.get('abc')).toBeUndefined();
    expect(off.size).toBe(0);
  });

  it('has a documented default', () => {
    expect(createPieceCache().capacity).toBe(2 * DEFAULT_PIECE_CACHE_ENTRIES);
  });
});

describe('counting through the piece cache', () => {
  const docs = [...englishCorpus().docs.slice(0, 40), ...chineseCorpus().docs].map((d) => d.text);
  for (const name of ['o200k_base', 'cl100k_base'] as const) {
    it(`${name}: tiny, default and disabled caches all count like encode, pass after pass`, () => {
      const params = ENCODING_PARAMS[name];
      const table = loadRankTable(params);
      const tiny = createEncoding(params, table, { pieceCacheEntries: 4 });
      const normal = createEncoding(params, table);
      const none = createEncoding(params, table, { pieceCacheEntries: 0 });
      const want = docs.map((t) => none.encode(t).length);
      for (let pass = 0; pass < 2; pass++) {
        expect(docs.map((t) => tiny.count(t))).toEqual(want);
        expect(docs.map((t) => normal.count(t))).toEqual(want);
        expect(docs.map((t) => none.count(t))).toEqual(want);
      }
    });
  }
});
