/**
 * Token lookup by substring, without allocating the substring.
 *
 * `Map<string, number>.get(text.slice(a, b))` allocates a string per piece and lets V8 hash it;
 * on English text that allocation and hashing was the largest cost left after the scanner
 * (profiled with `node --cpu-prof` on bench suite (a)). This open-addressing table hashes the
 * characters in place (FNV-1a over char codes) and compares candidates char by char against the
 * stored token. Keys are binary strings (one char per byte), so an ASCII piece of the text is
 * looked up directly in the text.
 */
export interface VocabIndex {
  readonly slots: Int32Array;
  readonly mask: number;
  /** Flat token storage (see RankTable in ranks.ts). */
  readonly bytes: string;
  readonly start: Int32Array;
  readonly len: Int32Array;
}

/**
 * FNV-1a over s[a..b) as a signed 32-bit integer (callers mask it). Not `h >>> 0`: half of all
 * hashes are then above 2^31, not small integers, and the first such result deoptimised the
 * function and every caller it was inlined into.
 */
function hashRange(s: string, a: number, b: number): number {
  let h = 0x811c9dc5 | 0;
  for (let k = a; k < b; k++) h = Math.imul(h ^ s.charCodeAt(k), 0x01000193);
  return h;
}

/** Builds the index over flat token storage with load factor ≤ 1/2. */
export function buildVocabIndexFlat(bytes: string, start: Int32Array, len: Int32Array): VocabIndex {
  let size = 1;
  while (size < len.length * 2) size <<= 1;
  const slots = new Int32Array(size).fill(-1);
  const mask = size - 1;
  for (let rank = 0; rank < len.length; rank++) {
    if (len[rank] === 0) continue;
    let slot = hashRange(bytes, start[rank]!, start[rank]! + len[rank]!) & mask;
    while (slots[slot] !== -1) slot = (slot + 1) & mask;
    slots[slot] = rank;
  }
  return { slots, mask, bytes, start, len };
}

/** Builds the index over rank → token (binary string; undefined for a hole). For small or test tables. */
export function buildVocabIndex(tokens: readonly (string | undefined)[]): VocabIndex {
  const start = new Int32Array(tokens.length);
  const len = new Int32Array(tokens.length);
  let bytes = '';
  tokens.forEach((token, rank) => {
    if (token === undefined) return;
    start[rank] = bytes.length;
    len[rank] = token.length;
    bytes += token;
  });
  return buildVocabIndexFlat(bytes, start, len);
}

/** Bytes of the token of `rank` (binary string), or undefined when there is none. */
export function tokenBytes(index: VocabIndex, rank: number): string | undefined {
  const n = index.len[rank];
  return n === undefined || n === 0 ? undefined : index.bytes.slice(index.start[rank]!, index.start[rank]! + n);
}

/** Rank of the token equal to s[a..b) (a binary string range), or -1. */
export function lookupRange(index: VocabIndex, s: string, a: number, b: number): number {
  const { slots, mask, bytes, start, len } = index;
  const n = b - a;
  let slot = hashRange(s, a, b) & mask;
  for (;;) {
    const rank = slots[slot]!;
    if (rank < 0) return -1;
    if (len[rank] === n) {
      const o = start[rank]! - a;
      let k = a;
      while (k < b && bytes.charCodeAt(o + k) === s.charCodeAt(k)) k++;
      if (k === b) return rank;
    }
    slot = (slot + 1) & mask;
  }
}

/** The index over flat token storage from slots built earlier (tables.ts, the binary vocabulary). */
export function vocabIndexFromSlots(slots: Int32Array, bytes: string, start: Int32Array, len: Int32Array): VocabIndex {
  return { slots, mask: slots.length - 1, bytes, start, len };
}
