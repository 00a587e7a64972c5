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
  readonly tokens: readonly (string | undefined)[];
}

function hashRange(s: string, a: number, b: number): number {
  let h = 0x811c9dc5;
  for (let k = a; k < b; k++) h = Math.imul(h ^ s.charCodeAt(k), 0x01000193);
  return h >>> 0;
}

/** Builds the index over rank → token (binary string) with load factor ≤ 1/2. */
export function buildVocabIndex(tokens: readonly (string | undefined)[]): VocabIndex {
  let size = 1;
  while (size < tokens.length * 2) size <<= 1;
  const slots = new Int32Array(size).fill(-1);
  const mask = size - 1;
  for (let rank = 0; rank < tokens.length; rank++) {
    const token = tokens[rank];
    if (token === undefined) continue;
    let slot = hashRange(token, 0, token.length) & mask;
    while (slots[slot] !== -1) slot = (slot + 1) & mask;
    slots[slot] = rank;
  }
  return { slots, mask, tokens };
}

/** Rank of the token equal to s[a..b) (a binary string range), or -1. */
export function lookupRange(index: VocabIndex, s: string, a: number, b: number): number {
  const { slots, mask, tokens } = index;
  const len = b - a;
  let slot = hashRange(s, a, b) & mask;
  for (;;) {
    const rank = slots[slot]!;
    if (rank < 0) return -1;
    const token = tokens[rank]!;
    if (token.length === len) {
      let k = 0;
      while (k < len && token.charCodeAt(k) === s.charCodeAt(a + k)) k++;
      if (k === len) return rank;
    }
    slot = (slot + 1) & mask;
  }
}
