/**
 * Seed terms as integer ids, found without making a string per word. `scanSeedTerms` slices and
 * (for capitalised words) lower-cases every run, then looks it up in the stop list and in the
 * caller's map: three string hashes and an allocation per word. SK411 scans every body of a run
 * (50 MB of text at 10k generated skills: ~0.9 s of `check`, --cpu-prof), so this table hashes
 * each run's lower-cased characters as it reads them and finds the id in an open-addressing
 * table, comparing characters in place; only a term seen for the first time becomes a string.
 *
 * The terms and their offsets are exactly those of `scanSeedTerms` (test/route/seed-table.test.ts
 * compares both over every fixture text and random text with the two non-ASCII code points that
 * lower-case to ASCII). Those two (Kelvin sign, dotted capital I) are rare: a run holding one
 * takes the string path.
 */
import { SEED_STOPWORDS } from './seed.js';

const KELVIN = 0x212a;
const DOTTED_I = 0x130;

/** ASCII letter or digit: 1, other: 0 (the Kelvin sign and dotted I are handled separately). */
const ALNUM = new Uint8Array(128);
for (let c = 0x30; c <= 0x39; c++) ALNUM[c] = 1;
for (let c = 0x41; c <= 0x5a; c++) ALNUM[c] = 1;
for (let c = 0x61; c <= 0x7a; c++) ALNUM[c] = 1;

/** Lower case of an ASCII letter or digit (digits are unchanged by `| 0x20`). */
const lower = (c: number): number => c | 0x20;

/** FNV-1a over lower-cased UTF-16 units, kept to 31 bits. */
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;
function hashString(s: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h & 0x7fffffff;
}

export class SeedTermTable {
  /** The term of each id (stored copies, never slices of a scanned text). */
  readonly terms: string[] = [];
  private hashes: number[] = [];
  private stop: boolean[] = [];
  /** The caller's tag of each id (`tagOf` of the term, 0 without one). */
  private tags: number[] = [];
  /** id + 1 per slot, 0 = empty; the size is a power of two, at most half full. */
  private slots = new Int32Array(4096);
  private readonly tagOf: ((term: string) => number) | undefined;

  /**
   * `tagOf` gives each new term a number once; a scan reports every run whose term has a nonzero
   * tag, stop words included (SK411 finds where trigger clauses may start this way).
   */
  constructor(tagOf?: (term: string) => number) {
    this.tagOf = tagOf;
    for (const word of SEED_STOPWORDS) this.stop[this.id(word)] = true;
  }

  get size(): number {
    return this.terms.length;
  }

  /** The id of a term given as a string (lower-case, as the scan produces it). */
  id(term: string): number {
    const h = hashString(term);
    const mask = this.slots.length - 1;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot] ?? 0;
      if (entry === 0) return this.insert(slot, h, term);
      if (this.hashes[entry - 1] === h && this.terms[entry - 1] === term) return entry - 1;
    }
  }

  /** True for the seed analyzer's stop words (never visited by `scan`). */
  isStopWord(id: number): boolean {
    return this.stop[id] === true;
  }

  /**
   * Calls `visit(id, start)` for every seed term of `text` in text order (with repeats): the
   * terms of `scanSeedTerms`, as ids of this table. `tagged(start, tag)` is called first for
   * every run of ASCII letters and digits of two or more characters whose term has a nonzero
   * tag. Returns true when a run held a Kelvin sign or a dotted capital I: such a run (found by
   * `visit` as `scanSeedTerms` finds it) is never passed to `tagged`.
   */
  scan(
    text: string,
    visit: (id: number, start: number) => void,
    tagged?: (start: number, tag: number) => void,
  ): boolean {
    let sawSpecial = false;
    const n = text.length;
    let i = 0;
    while (i < n) {
      let c = text.charCodeAt(i);
      if (c >= 0x80 ? c !== KELVIN && c !== DOTTED_I : ALNUM[c] === 0) {
        i++;
        continue;
      }
      const start = i;
      let h = FNV_OFFSET;
      let special = false; // the run holds a Kelvin sign or dotted I: take the string path
      for (;;) {
        if (c >= 0x80) {
          special = true;
          if (c === DOTTED_I) {
            i++;
            break; // lower-cases to `i` + U+0307, which ends the term
          }
        } else h = Math.imul(h ^ lower(c), FNV_PRIME);
        i++;
        if (i >= n) break;
        c = text.charCodeAt(i);
        if (c >= 0x80 ? c !== KELVIN && c !== DOTTED_I : ALNUM[c] === 0) break;
      }
      let id: number;
      if (special) {
        sawSpecial = true;
        let term = text.slice(start, i).toLowerCase();
        if (term.charCodeAt(term.length - 1) === 0x307) term = term.slice(0, -1);
        if (term.length < 2) continue;
        id = this.id(term);
      } else {
        if (i - start < 2) continue;
        id = this.find(text, start, i, h & 0x7fffffff);
        const tag = this.tags[id] ?? 0;
        if (tag !== 0 && tagged !== undefined) tagged(start, tag);
      }
      if (this.stop[id] !== true) visit(id, start);
    }
    return sawSpecial;
  }

  /** The id of the ASCII run text[start, end), lower-cased, whose hash is `h`; added when new. */
  private find(text: string, start: number, end: number, h: number): number {
    const length = end - start;
    const mask = this.slots.length - 1;
    for (let slot = h & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot] ?? 0;
      if (entry === 0) return this.insert(slot, h, text.slice(start, end).toLowerCase());
      const id = entry - 1;
      if (this.hashes[id] !== h) continue;
      const term = this.terms[id] ?? '';
      if (term.length !== length) continue;
      let k = 0;
      while (k < length && term.charCodeAt(k) === lower(text.charCodeAt(start + k))) k++;
      if (k === length) return id;
    }
  }

  private insert(slot: number, h: number, term: string): number {
    const id = this.terms.length;
    // `toLowerCase` of a slice may return the slice itself: copy so no scanned text stays alive.
    this.terms.push(term.length < 13 ? term : (' ' + term).slice(1));
    this.hashes.push(h);
    this.stop.push(false);
    this.tags.push(this.tagOf === undefined ? 0 : this.tagOf(term));
    this.slots[slot] = id + 1;
    if (this.terms.length * 2 > this.slots.length) this.rehash();
    return id;
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let id = 0; id < this.terms.length; id++) {
      let slot = (this.hashes[id] ?? 0) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = id + 1;
    }
    this.slots = slots;
  }
}
