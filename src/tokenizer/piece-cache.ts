/**
 * A bounded memo of "token count of a piece that is not a whole token" (a pure function of
 * the piece and the vocabulary, so a hit can never change a result).
 *
 * Why: on real text most of the merge work is repeated. In the README.md files of our
 * dependencies (1.08 MB, o200k) 25,095 of 246,420 pieces need merging but only 6,727 of them
 * are distinct; in the Chinese corpus 7,434 pieces, 3,686 distinct (bench/tokenizer.bench.ts,
 * `npm run bench:tokenizer`). gpt-tokenizer keeps a similar cache of up to 100,000 pieces.
 *
 * Bounded in entries AND in key length, so memory is bounded whatever the input:
 * two generations of at most `generation` entries each, keys of at most `MAX_KEY_BYTES` bytes
 * (longer pieces are merged every time: they are rare — 49 of the 25,095 above). With the
 * default 16,384 entries per generation that is ≤ 32,768 keys of ≤ 128 bytes: under 6 MB in the
 * worst case, about 1 MB on the corpora above. When the young generation is full it becomes the
 * old one and the previous old one is dropped; a hit in the old generation is copied to the
 * young one, so pieces in steady use survive (clearing a single Map when full would drop them
 * all at once).
 *
 * Keys are binary strings (one char per UTF-8 byte). A key is stored only as a flat copy
 * (`flatCopy`): `text.slice()` of 13+ characters is a view that would keep the whole document
 * alive for as long as the entry lives.
 */

/** Pieces longer than this (bytes) are not cached. */
export const MAX_KEY_BYTES = 128;

/** Default entries per generation (the cache holds at most twice this). */
export const DEFAULT_PIECE_CACHE_ENTRIES = 16_384;

export interface PieceCache {
  /** Cached count of `key`, or undefined. */
  get(key: string): number | undefined;
  /** Records the count of `key` (ignored when the key is too long or the cache is disabled). */
  set(key: string, count: number): void;
  /** Entries currently held (both generations). */
  readonly size: number;
  /** Upper bound of `size`. */
  readonly capacity: number;
}

const codes: number[] = [];

/** A flat (non-sliced) copy of a short binary string. */
function flatCopy(s: string): string {
  if (s.length < 13) return s; // V8 copies substrings this short; no view is kept
  codes.length = s.length;
  for (let k = 0; k < s.length; k++) codes[k] = s.charCodeAt(k);
  return String.fromCharCode.apply(null, codes);
}

/** A cache of at most 2 × `generation` entries; `generation` 0 disables it. */
export function createPieceCache(generation: number = DEFAULT_PIECE_CACHE_ENTRIES): PieceCache {
  let young = new Map<string, number>();
  let old = new Map<string, number>();
  const put = (key: string, count: number) => {
    if (young.size >= generation) {
      old = young;
      young = new Map();
    }
    young.set(key, count);
  };
  return {
    get(key: string): number | undefined {
      const hit = young.get(key);
      if (hit !== undefined || old.size === 0) return hit;
      const aged = old.get(key);
      if (aged !== undefined) put(flatCopy(key), aged);
      return aged;
    },
    set(key: string, count: number): void {
      if (generation === 0 || key.length > MAX_KEY_BYTES) return;
      put(flatCopy(key), count);
    },
    get size() {
      return young.size + old.size;
    },
    capacity: 2 * generation,
  };
}
