/**
 * The inverted index: for every term, the skills that contain it (postings, ascending) and
 * each one's precomputed contribution ("impact"). A request touches only the postings of its
 * own terms, so its cost follows those lists, not the catalog size.
 *
 * Impacts: idf → the term's seed idf (the same for every skill; the request denominator and
 * the +norm divisor are applied once per touched skill at the end); bm25 → idf × the
 * saturated, length-normalised tf; bm25f → idf × the saturated weighted pseudo-tf. These are
 * fixed at build time because every request term counts once. bm25n/bm25fn share the raw
 * impacts; the request's saturation bound (scorers/unit.ts) divides every touched skill's sum
 * at the end, like the idf denominator.
 *
 * Speed notes (design choices; bench/route.bench.ts measures the whole, not each choice
 * separately): scores accumulate in one Float64Array reused across requests, and an epoch
 * stamp per skill replaces clearing it, so a request costs O(postings touched), not O(skills).
 * Postings are one CSR layout (postings.ts: all terms' skills and impacts in two typed arrays,
 * built from the skills' terms interned to ids). Sorting the touched skills is left to the
 * caller (top-k selection, rank lookup), which usually needs only a few of them. Not done yet:
 * MaxScore/WAND pruning for top-k-only requests.
 * The scratch buffers make one index unsafe for concurrent searches — JS is single-threaded
 * and `search` is synchronous, so that cannot happen within one process.
 */
import { sortedIndexOf } from '../base/arrays.js';
import type { AnalyzedDoc } from './corpus.js';
import type { QueryScoring, QueryTerm } from './hits.js';
import type { BridgedTerm } from './bilingual/bridge.js';
import type { RouterSpec } from './spec.js';
import { seedNormDivisor, seedScore, UNKNOWN_TERM_WEIGHT } from './scorers/idf.js';
import { effectiveNameBonus } from './scorers/bm25f.js';
import { buildPostings, fieldCountOf, InternedCorpus, type Postings } from './postings.js';
import { SCORERS, scorerFamily } from './scorers/index.js';
import { unitScore, unitTermBound, unknownTermBound } from './scorers/unit.js';

export class InvertedIndex {
  readonly size: number;
  private readonly postings: Postings;
  /** idf: +norm divisor per skill (1 without +norm). */
  private readonly divisors: Float64Array;
  private readonly acc: Float64Array;
  private readonly stamp: Uint32Array;
  private readonly touched: Int32Array;
  private epoch = 0;

  /** From the analysed skills, or from the skills already interned (postings.ts; what buildRouter does). */
  constructor(
    readonly spec: RouterSpec,
    docs: readonly AnalyzedDoc[] | InternedCorpus,
  ) {
    const corpus = docs instanceof InternedCorpus ? docs : internAnalyzed(spec, docs);
    const n = corpus.size;
    this.size = n;
    this.postings = buildPostings(spec, corpus);
    this.divisors = new Float64Array(n);
    for (let d = 0; d < n; d++)
      this.divisors[d] = spec.condition.norm ? seedNormDivisor(corpus.distinct[d] as number) : 1;
    this.acc = new Float64Array(n);
    this.stamp = new Uint32Array(n);
    this.touched = new Int32Array(n);
  }

  /** Number of distinct terms indexed. */
  get termCount(): number {
    return this.postings.ids.size;
  }

  /** Total postings (skill–term pairs). */
  get postingCount(): number {
    return this.postings.docs.length;
  }

  /** The indexed terms, in order of first occurrence. */
  terms(): IterableIterator<string> {
    return this.postings.ids.keys();
  }

  /** The postings of `term` (copies: skills ascending, their impacts, the term's idf), or undefined. */
  postingsOf(term: string): { docs: Int32Array; impacts: Float64Array; idf: number } | undefined {
    const { ids, start, docs, impacts, idfs } = this.postings;
    const t = ids.get(term);
    if (t === undefined) return undefined;
    const from = start[t] as number;
    const to = start[t + 1] as number;
    return { docs: docs.slice(from, to), impacts: impacts.slice(from, to), idf: idfs[t] as number };
  }

  /**
   * Scores the distinct request terms `terms` (see `queryTermSet`), then the `bridged` ones
   * (translations, each with a weight that multiplies its impacts and its share of the
   * denominator). A bridged term no skill has is left out: a guessed translation that the
   * catalog lacks says nothing about the request, unlike an unknown word the user typed.
   */
  search(
    terms: readonly string[],
    bridged: readonly BridgedTerm[] = [],
    bridgedMaxDf = Number.POSITIVE_INFINITY,
  ): QueryScoring {
    const { acc, stamp, touched } = this;
    // Wrap-around after 2^32 − 1 searches: restart stamps so no stale entry looks current.
    if (this.epoch === 0xffffffff) {
      stamp.fill(0);
      this.epoch = 0;
    }
    const epoch = ++this.epoch;
    const isIdf = this.spec.scorer === 'idf';
    const unit = SCORERS[this.spec.scorer].unit;
    const k1 = unitK1(this.spec);
    const bonus = unitNameBonus(this.spec);
    let count = 0;
    let denominator = 0;
    const queryTerms: QueryTerm[] = [];
    const all = bridged.length === 0 ? terms : [...terms, ...bridged];
    const { ids, start, docs, impacts, idfs } = this.postings;
    for (let t = 0; t < all.length; t++) {
      const entry = all[t] as string | BridgedTerm;
      const term = typeof entry === 'string' ? entry : entry.term;
      const id = ids.get(term);
      const from = id === undefined ? 0 : (start[id] as number);
      const to = id === undefined ? 0 : (start[id + 1] as number);
      if (id === undefined || (typeof entry !== 'string' && to - from > bridgedMaxDf)) {
        if (typeof entry !== 'string') continue;
        queryTerms.push({ term, df: 0, idf: 0 });
        if (isIdf) denominator += UNKNOWN_TERM_WEIGHT;
        else if (unit) denominator += unknownTermBound(this.size, k1, bonus);
        continue;
      }
      const idf = idfs[id] as number;
      // Own terms weigh exactly 1 and take the unweighted path, so their sums stay bit-identical.
      const w = typeof entry === 'string' ? 1 : entry.weight;
      queryTerms.push(
        typeof entry === 'string'
          ? { term, df: to - from, idf }
          : { term, df: to - from, idf, weight: w, from: entry.from },
      );
      const bound = unit ? unitTermBound(idf, k1, bonus) : idf;
      denominator += w === 1 ? bound : w * bound;
      for (let i = from; i < to; i++) {
        const d = docs[i] as number;
        const impact = w === 1 ? (impacts[i] as number) : w * (impacts[i] as number);
        if (stamp[d] !== epoch) {
          stamp[d] = epoch;
          acc[d] = impact;
          touched[count++] = d;
        } else {
          acc[d] = (acc[d] as number) + impact;
        }
      }
    }
    const outDocs = touched.slice(0, count);
    const scores = new Float64Array(count);
    for (let i = 0; i < count; i++) {
      const d = outDocs[i] as number;
      scores[i] = isIdf
        ? seedScore(acc[d] as number, denominator, this.divisors[d] as number)
        : unit
          ? unitScore(acc[d] as number, denominator)
          : (acc[d] as number);
    }
    return { terms: queryTerms, denominator: isIdf || unit ? denominator : null, hits: { docs: outDocs, scores } };
  }

  /** Precomputed contribution of `term` to skill `doc` before the idf denominator/divisor (0 when absent). */
  impact(term: string, doc: number): number {
    const { ids, start, docs, impacts } = this.postings;
    const t = ids.get(term);
    if (t === undefined) return 0;
    const from = start[t] as number;
    const at = sortedIndexOf(docs.subarray(from, start[t + 1] as number), doc);
    return at < 0 ? 0 : (impacts[from + at] as number);
  }

  /** The per-skill divisor of the idf scorer (+norm), 1 otherwise. */
  divisor(doc: number): number {
    return this.divisors[doc] ?? 1;
  }
}

/** The analysed skills interned for the build (postings.ts). */
function internAnalyzed(spec: RouterSpec, docs: readonly AnalyzedDoc[]): InternedCorpus {
  const corpus = new InternedCorpus(fieldCountOf(spec));
  for (const doc of docs) corpus.addAnalyzed(doc);
  return corpus;
}

/** The name bonus the saturation bound of a unit scorer adds (bm25fn's; 0 for bm25n). */
export function unitNameBonus(spec: RouterSpec): number {
  return scorerFamily(spec.scorer) === 'bm25f' ? effectiveNameBonus(spec.bm25f) : 0;
}

/** The k1 the saturation bound of a unit scorer uses (its family's). */
export function unitK1(spec: RouterSpec): number {
  return scorerFamily(spec.scorer) === 'bm25f' ? spec.bm25f.k1 : spec.bm25.k1;
}
