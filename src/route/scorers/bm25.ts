/**
 * Okapi BM25 over one text per skill, as pure formulas. Each distinct request term counts once
 * (short requests rarely repeat words, and a repeated word should not outweigh the rest):
 *
 *     score = Σ_{w ∈ Q∩D} idf(w) · tf·(k1 + 1) / (tf + k1·(1 − b + b·|D|/avgdl))
 *     idf(w) = ln(1 + (N − df + 0.5) / (df + 0.5))      (never negative, unlike the classic form)
 *
 * |D| counts terms with repeats. Scores are unbounded (they grow with the number and rarity of
 * shared terms), so a threshold for bm25 is a raw score: there is no default, the bench sweep
 * reports the best-separating one for the catalog at hand. `bm25n` divides by the request's
 * saturation bound to put scores in [0, 1] (unit.ts).
 */

export interface Bm25Params {
  /** Term-frequency saturation: 0 = presence only, larger = repeats keep counting. Typical 1.2–2.0. */
  readonly k1: number;
  /** Length normalisation, 0 (none) … 1 (full). */
  readonly b: number;
}

/** The usual defaults (Robertson et al.; Lucene): k1 = 1.2, b = 0.75. */
export const BM25_DEFAULTS = { k1: 1.2, b: 0.75 } as const satisfies Bm25Params;

export function bm25Idf(n: number, df: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** Contribution of one shared term with frequency `tf` in a document of length `dl`. */
export function bm25TermScore(idf: number, tf: number, dl: number, avgdl: number, p: Bm25Params): number {
  // k1 = 0 (presence only) is exactly idf; the general form rounds idf·tf/tf a bit above it,
  // which would let the normalised score (unit.ts) pass 1 and split true ties.
  if (p.k1 === 0 && tf > 0) return idf;
  return (idf * (tf * (p.k1 + 1))) / (tf + p.k1 * (1 - p.b + (p.b * dl) / avgdl));
}
