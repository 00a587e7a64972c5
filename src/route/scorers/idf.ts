/**
 * The seed `idf` scorer of the core article, as pure formulas:
 *
 *     idf(w)   = ln((N + 1) / (df(w) + 0.5))            over the N skills of the condition
 *     score    = Σ_{w ∈ Q∩T} idf(w) / Σ_{w ∈ Q} idf'(w)  idf'(w) = idf(w) if df(w) > 0, else 0.1
 *     +norm    : score / sqrt(max(|T|, 1))                |T| = distinct terms of the target
 *
 * Q and T are sets of terms; a zero denominator counts as 1. Since df ≤ N, idf is always
 * > 0, so a score is > 0 exactly when request and skill share a term. Scores lie in [0, 1]
 * without +norm (lower with it), which is why a fixed no-match threshold makes sense here.
 */

/** Weight of a request term no skill contains, in the denominator only (the article's 0.1). */
export const UNKNOWN_TERM_WEIGHT = 0.1;

/** Default no-match threshold for the idf scorer: the article's 0.5 (best negative 0.372, median best positive 0.637). */
export const DEFAULT_IDF_THRESHOLD = 0.5;

export function seedIdf(n: number, df: number): number {
  return Math.log((n + 1) / (df + 0.5));
}

/** The length-normalisation divisor for a target with `distinct` distinct terms. */
export function seedNormDivisor(distinct: number): number {
  return Math.sqrt(Math.max(distinct, 1));
}

/** Final score from the shared-term sum, the request denominator and the divisor (1 without +norm). */
export function seedScore(raw: number, denominator: number, divisor: number): number {
  return raw / (denominator === 0 ? 1 : denominator) / divisor;
}
