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
 * Postings are typed arrays (docs, impacts) rather than arrays of objects. Sorting the
 * touched skills is left to the caller (top-k selection, rank lookup), which usually needs
 * only a few of them. Not done yet: a CSR layout (one array for all postings) to cut the
 * per-term array overhead, and MaxScore/WAND pruning for top-k-only requests.
 * The scratch buffers make one index unsafe for concurrent searches — JS is single-threaded
 * and `search` is synchronous, so that cannot happen within one process.
 */
import { sortedIndexOf } from '../base/arrays.js';
import type { AnalyzedDoc } from './corpus.js';
import type { QueryScoring, QueryTerm } from './hits.js';
import type { BridgedTerm } from './bilingual/bridge.js';
import type { RouterSpec } from './spec.js';
import { seedIdf, seedNormDivisor, seedScore, UNKNOWN_TERM_WEIGHT } from './scorers/idf.js';
import { bm25Idf, bm25TermScore } from './scorers/bm25.js';
import { BM25F_FIELDS, bm25fFieldTf, bm25fNameBonus, bm25fTermScore, effectiveNameBonus } from './scorers/bm25f.js';
import { SCORERS, scorerFamily } from './scorers/index.js';
import { unitScore, unitTermBound, unknownTermBound } from './scorers/unit.js';

interface Posting {
  readonly docs: Int32Array;
  readonly impacts: Float64Array;
  readonly idf: number;
}

export class InvertedIndex {
  readonly size: number;
  private readonly postings: Map<string, Posting>;
  /** idf: +norm divisor per skill (1 without +norm). */
  private readonly divisors: Float64Array;
  private readonly acc: Float64Array;
  private readonly stamp: Uint32Array;
  private readonly touched: Int32Array;
  private epoch = 0;

  constructor(
    readonly spec: RouterSpec,
    docs: readonly AnalyzedDoc[],
  ) {
    const n = docs.length;
    this.size = n;
    this.postings = buildPostings(spec, docs);
    this.divisors = new Float64Array(n);
    for (let d = 0; d < n; d++)
      this.divisors[d] = spec.condition.norm ? seedNormDivisor((docs[d] as AnalyzedDoc).distinct) : 1;
    this.acc = new Float64Array(n);
    this.stamp = new Uint32Array(n);
    this.touched = new Int32Array(n);
  }

  /** Number of distinct terms indexed. */
  get termCount(): number {
    return this.postings.size;
  }

  /** Total postings (skill–term pairs). */
  get postingCount(): number {
    let total = 0;
    for (const p of this.postings.values()) total += p.docs.length;
    return total;
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
    for (let t = 0; t < all.length; t++) {
      const entry = all[t] as string | BridgedTerm;
      const term = typeof entry === 'string' ? entry : entry.term;
      const p = this.postings.get(term);
      if (p === undefined || (typeof entry !== 'string' && p.docs.length > bridgedMaxDf)) {
        if (typeof entry !== 'string') continue;
        queryTerms.push({ term, df: 0, idf: 0 });
        if (isIdf) denominator += UNKNOWN_TERM_WEIGHT;
        else if (unit) denominator += unknownTermBound(this.size, k1, bonus);
        continue;
      }
      // Own terms weigh exactly 1 and take the unweighted path, so their sums stay bit-identical.
      const w = typeof entry === 'string' ? 1 : entry.weight;
      queryTerms.push(
        typeof entry === 'string'
          ? { term, df: p.docs.length, idf: p.idf }
          : { term, df: p.docs.length, idf: p.idf, weight: w, from: entry.from },
      );
      const bound = unit ? unitTermBound(p.idf, k1, bonus) : p.idf;
      denominator += w === 1 ? bound : w * bound;
      const { docs, impacts } = p;
      for (let i = 0; i < docs.length; i++) {
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
    const p = this.postings.get(term);
    if (p === undefined) return 0;
    const at = sortedIndexOf(p.docs, doc);
    return at < 0 ? 0 : (p.impacts[at] as number);
  }

  /** The per-skill divisor of the idf scorer (+norm), 1 otherwise. */
  divisor(doc: number): number {
    return this.divisors[doc] ?? 1;
  }
}

function averageLengths(docs: readonly AnalyzedDoc[], fieldCount: number): number[] {
  const sums = new Array<number>(fieldCount).fill(0);
  for (const doc of docs)
    for (let f = 0; f < fieldCount; f++) sums[f] = (sums[f] as number) + (doc.fields[f]?.length ?? 0);
  return sums.map((s) => (docs.length === 0 ? 0 : s / docs.length));
}

function buildPostings(spec: RouterSpec, docs: readonly AnalyzedDoc[]): Map<string, Posting> {
  if (scorerFamily(spec.scorer) === 'bm25f') return buildFieldedPostings(spec, docs);
  const n = docs.length;
  // Pass 1: posting doc lists (ascending because docs are visited in order) with each posting's
  // term frequency, read while walking the skill's counts. Looking each (term, skill) pair up
  // again in pass 2 was a third of the index build at 10,000 skills (bench:route, --cpu-prof).
  const lists = new Map<string, { docs: number[]; tfs: number[] }>();
  for (let d = 0; d < n; d++) {
    const counts = ((docs[d] as AnalyzedDoc).fields[0] as AnalyzedDoc['fields'][number]).counts;
    for (const [term, tf] of counts) {
      let list = lists.get(term);
      if (list === undefined) lists.set(term, (list = { docs: [], tfs: [] }));
      list.docs.push(d);
      list.tfs.push(tf);
    }
  }
  // Pass 2: idf per term and impact per posting — the very formulas of impactOf, which the
  // fielded build still uses.
  const avg = averageLengths(docs, 1)[0] as number;
  const isIdf = spec.scorer === 'idf';
  const family = scorerFamily(spec.scorer);
  const out = new Map<string, Posting>();
  for (const [term, list] of lists) {
    const df = list.docs.length;
    const idf = isIdf ? seedIdf(n, df) : bm25Idf(n, df);
    const impacts = new Float64Array(df);
    if (family === 'idf') impacts.fill(idf);
    else
      for (let i = 0; i < df; i++) {
        const dl = ((docs[list.docs[i] as number] as AnalyzedDoc).fields[0] as AnalyzedDoc['fields'][number]).length;
        impacts[i] = bm25TermScore(idf, list.tfs[i] as number, dl, avg, spec.bm25);
      }
    out.set(term, { docs: Int32Array.from(list.docs), impacts, idf });
  }
  return out;
}

/** bm25f: postings over the union of a skill's fields, impacts by impactOf. */
function buildFieldedPostings(spec: RouterSpec, docs: readonly AnalyzedDoc[]): Map<string, Posting> {
  const n = docs.length;
  const fieldCount = BM25F_FIELDS.length;
  const lists = new Map<string, number[]>();
  for (let d = 0; d < n; d++) {
    for (const term of unionKeys(docs[d] as AnalyzedDoc)) {
      let list = lists.get(term);
      if (list === undefined) lists.set(term, (list = []));
      list.push(d);
    }
  }
  const avg = averageLengths(docs, fieldCount);
  const out = new Map<string, Posting>();
  for (const [term, list] of lists) {
    const df = list.length;
    const idf = spec.scorer === 'idf' ? seedIdf(n, df) : bm25Idf(n, df);
    const impacts = new Float64Array(df);
    for (let i = 0; i < df; i++) impacts[i] = impactOf(spec, idf, term, docs[list[i] as number] as AnalyzedDoc, avg);
    out.set(term, { docs: Int32Array.from(list), impacts, idf });
  }
  return out;
}

function unionKeys(doc: AnalyzedDoc): Set<string> {
  const all = new Set<string>();
  for (const f of doc.fields) for (const t of f.counts.keys()) all.add(t);
  return all;
}

/** The name bonus the saturation bound of a unit scorer adds (bm25fn's; 0 for bm25n). */
export function unitNameBonus(spec: RouterSpec): number {
  return scorerFamily(spec.scorer) === 'bm25f' ? effectiveNameBonus(spec.bm25f) : 0;
}

/** The k1 the saturation bound of a unit scorer uses (its family's). */
export function unitK1(spec: RouterSpec): number {
  return scorerFamily(spec.scorer) === 'bm25f' ? spec.bm25f.k1 : spec.bm25.k1;
}

function impactOf(spec: RouterSpec, idf: number, term: string, doc: AnalyzedDoc, avg: readonly number[]): number {
  switch (scorerFamily(spec.scorer)) {
    case 'idf':
      return idf;
    case 'bm25': {
      const f = doc.fields[0] as AnalyzedDoc['fields'][number];
      return bm25TermScore(idf, f.counts.get(term) ?? 0, f.length, avg[0] as number, spec.bm25);
    }
    case 'bm25f': {
      const p = spec.bm25f;
      let tfTilde = 0;
      BM25F_FIELDS.forEach((name, i) => {
        const f = doc.fields[i] as AnalyzedDoc['fields'][number];
        tfTilde += bm25fFieldTf(f.counts.get(term) ?? 0, f.length, avg[i] as number, p.weights[name], p.b);
      });
      const nameTf = doc.fields[0]?.counts.get(term) ?? 0;
      return bm25fTermScore(idf, tfTilde, p.k1) + bm25fNameBonus(idf, nameTf, effectiveNameBonus(p));
    }
  }
}
