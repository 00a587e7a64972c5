/**
 * Token counts memoised by content: `count(text, encoding)` returns what `encoding.count(text)`
 * returns, and counts each distinct (encoding, text) once while it stays in the cache.
 *
 * Why: the same text is counted many times in one run — copies of a reference file in many
 * skills, a body counted by `audit` and again by `check` inside `report`, an entry counted by
 * several rules. Measured on 10,000 generated skills (bench/scale/gen.ts): `check` spent 17.5 s counting
 * reference files one by one against 7.0 s in `audit`, which already memoised by file hash.
 *
 * The key is the content, not a path: texts up to SHORT_KEY_CHARS are their own key (cheaper than
 * hashing them); longer ones are keyed by the first 128 bits of their SHA-256 (about 0.8 GB/s on
 * this machine, some 1/50 of the cost of counting; a collision needs ~2^64 distinct texts). The
 * cache never holds a long text itself, so its memory is bounded by the entry count alone: at
 * most `maxEntries` entries of under ~100 bytes each; the oldest entry goes first (a Map keeps
 * insertion order; a hit moves the entry to the end, so it is least-recently-used eviction).
 *
 * Not a global: a caller creates one per run (or one per `report`, shared by all its sections)
 * and passes it down, so nothing outlives the run and tests stay independent.
 */
import { createHash } from 'node:crypto';
import type { Encoding } from './types.js';

/**
 * Entries a cache keeps before it evicts the least recently used. Unit: entries (one per
 * distinct encoding × text). Default 500,000 (under ~50 MB): room for the bodies, entries and
 * reference files of about 50,000 skills, so `report` at that size counts each file once.
 */
export const DEFAULT_COUNT_CACHE_ENTRIES = 500_000;

/** Texts up to this many UTF-16 units are their own key; longer ones are keyed by a hash. Default 64. */
export const SHORT_KEY_CHARS = 64;

export interface CountCacheOptions {
  /** See DEFAULT_COUNT_CACHE_ENTRIES; at least 1. */
  readonly maxEntries?: number;
}

/** Hits and misses so far (a bench or a test reads them; nothing depends on them). */
export interface CountCacheStats {
  readonly hits: number;
  readonly misses: number;
  readonly entries: number;
}

export interface CountCache {
  /** Tokens of `text` in `encoding`: exactly `encoding.count(text)`. */
  count(text: string, encoding: Encoding): number;
  stats(): CountCacheStats;
}

/** The key of (encoding, text): separators no encoding name contains keep short and hashed keys apart. */
export function contentKey(text: string, encodingName: string): string {
  if (text.length <= SHORT_KEY_CHARS) return `${encodingName}\u0001${text}`;
  return `${encodingName}\u0002${createHash('sha256').update(text).digest('base64').slice(0, 22)}`;
}

export function createCountCache(options: CountCacheOptions = {}): CountCache {
  const max = Math.max(1, Math.floor(options.maxEntries ?? DEFAULT_COUNT_CACHE_ENTRIES));
  const entries = new Map<string, number>();
  let hits = 0;
  let misses = 0;
  return {
    count(text, encoding) {
      // The empty text needs no key and no tokenizer.
      if (text === '') return 0;
      const key = contentKey(text, encoding.name);
      const known = entries.get(key);
      if (known !== undefined) {
        hits++;
        entries.delete(key);
        entries.set(key, known);
        return known;
      }
      misses++;
      const n = encoding.count(text);
      if (entries.size >= max) {
        const oldest = entries.keys().next();
        if (oldest.done !== true) entries.delete(oldest.value);
      }
      entries.set(key, n);
      return n;
    },
    stats: () => ({ hits, misses, entries: entries.size }),
  };
}
