/**
 * The brute-force reference scorer: for every request, look at every skill, term by term.
 * No postings, no precomputed impacts — only the document frequencies and average lengths,
 * counted here on their own. The property test checks that the inverted index gives exactly
 * these scores and ranking; `npm run bench:route` uses it as the "scan" baseline. Request
 * terms are summed in request order, as in the index, so equal inputs give bit-identical
 * floating-point sums.
 */
import type { AnalyzedDoc } from './corpus.js';
import type { QueryScoring, QueryTerm } from './hits.js';
import type { RouterSpec } from './spec.js';
import { seedIdf, seedNormDivisor, seedScore, UNKNOWN_TERM_WEIGHT } from './scorers/idf.js';
import { bm25Idf, bm25TermScore } from './scorers/bm25.js';
import { BM25F_FIELDS, bm25fFieldTf, bm25fNameBonus, bm25fTermScore, effectiveNameBonus } from './scorers/bm25f.js';
import { SCORERS, scorerFamily } from './scorers/index.js';
import { unitScore, unitTermBound } from './scorers/unit.js';

export class BruteForceScorer {
  private readonly df = new Map<string, number>();
  private readonly avg: number[];

  constructor(
    readonly spec: RouterSpec,
    private readonly docs: readonly AnalyzedDoc[],
  ) {
    for (const doc of docs) {
      const terms = new Set<string>();
      for (const f of doc.fields) for (const t of f.counts.keys()) terms.add(t);
      for (const t of terms) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    }
    const fieldCount = docs[0]?.fields.length ?? 1;
    this.avg = [];
    for (let f = 0; f < fieldCount; f++) {
      let sum = 0;
      for (const doc of docs) sum += doc.fields[f]?.length ?? 0;
      this.avg.push(docs.length === 0 ? 0 : sum / docs.length);
    }
  }

  private idf(df: number): number {
    return this.spec.scorer === 'idf' ? seedIdf(this.docs.length, df) : bm25Idf(this.docs.length, df);
  }

  search(terms: readonly string[]): QueryScoring {
    const queryTerms: QueryTerm[] = terms.map((term) => {
      const df = this.df.get(term) ?? 0;
      return { term, df, idf: df > 0 ? this.idf(df) : 0 };
    });
    const unit = SCORERS[this.spec.scorer].unit;
    // Its own k1 lookup (not the index's unitK1), so a wrong family pick there shows up here.
    const k1 = scorerFamily(this.spec.scorer) === 'bm25f' ? this.spec.bm25f.k1 : this.spec.bm25.k1;
    // Its own lookup too (not the index's unitNameBonus).
    const bonus = scorerFamily(this.spec.scorer) === 'bm25f' ? effectiveNameBonus(this.spec.bm25f) : 0;
    let denominator = 0;
    for (const q of queryTerms) {
      if (unit)
        denominator +=
          q.df > 0 ? unitTermBound(q.idf, k1, bonus) : unitTermBound(bm25Idf(this.docs.length, 0), k1, bonus);
      else denominator += q.df > 0 ? q.idf : UNKNOWN_TERM_WEIGHT;
    }
    const docs: number[] = [];
    const scores: number[] = [];
    this.docs.forEach((doc, d) => {
      let raw = 0;
      let matched = false;
      for (const q of queryTerms) {
        if (q.df === 0) continue;
        const c = this.contribution(q, doc);
        if (c === 0) continue;
        raw = matched ? raw + c : c;
        matched = true;
      }
      if (!matched) return;
      docs.push(d);
      if (this.spec.scorer === 'idf') {
        scores.push(seedScore(raw, denominator, this.spec.condition.norm ? seedNormDivisor(doc.distinct) : 1));
      } else {
        scores.push(unit ? unitScore(raw, denominator) : raw);
      }
    });
    return {
      terms: queryTerms,
      denominator: this.spec.scorer === 'idf' || unit ? denominator : null,
      hits: { docs: Int32Array.from(docs), scores: Float64Array.from(scores) },
    };
  }

  private contribution(q: QueryTerm, doc: AnalyzedDoc): number {
    switch (scorerFamily(this.spec.scorer)) {
      case 'idf':
        return doc.fields.some((f) => f.counts.has(q.term)) ? q.idf : 0;
      case 'bm25': {
        const f = doc.fields[0];
        const tf = f?.counts.get(q.term) ?? 0;
        return tf === 0 || f === undefined
          ? 0
          : bm25TermScore(q.idf, tf, f.length, this.avg[0] as number, this.spec.bm25);
      }
      case 'bm25f': {
        const p = this.spec.bm25f;
        let tfTilde = 0;
        let present = false;
        BM25F_FIELDS.forEach((name, i) => {
          const f = doc.fields[i];
          const tf = f?.counts.get(q.term) ?? 0;
          if (tf > 0) present = true;
          tfTilde += bm25fFieldTf(tf, f?.length ?? 0, this.avg[i] as number, p.weights[name], p.b);
        });
        const nameTf = doc.fields[0]?.counts.get(q.term) ?? 0;
        return present
          ? bm25fTermScore(q.idf, tfTilde, p.k1) + bm25fNameBonus(q.idf, nameTf, effectiveNameBonus(p))
          : 0;
      }
    }
  }
}
