/**
 * The unit-scaled (normalised) BM25 and BM25F scores, `bm25n` and `bm25fn`: the raw score
 * divided by the highest score the request could reach under the scorer's own formula.
 *
 *     bound(Q) = Σ_{w ∈ Q} idf(w) · (k1 + 1 [+ nameBonus for bm25fn])
 *                                                (the saturation bound; Q distinct terms,
 *                                                 idf at df = 0 for a term no skill has)
 *     score_n  = score_raw / bound(Q)             in [0, 1]
 *
 * Why this bound. A term's BM25 contribution idf·tf·(k1+1)/(tf + k1·L) is below idf·(k1+1)
 * for every finite tf and length factor L > 0, and BM25F's idf·tf~·(k1+1)/(tf~ + k1) is below
 * it for every finite pseudo-frequency (equal to it when k1 = 0): so score_n ≤ 1 by
 * construction (unitScore covers the floating-point side). The bound depends on the request only, not on the skill,
 * so every skill of one request is divided by the same number and the ranking is the raw
 * ranking (the property test checks order and ties against the raw scorer and brute force).
 *
 * Why it transfers between directories. The raw score grows with ln N (idf) and with the
 * number of matched terms; dividing by Σ idf·(k1+1) turns it into an idf-weighted average,
 * over the request's terms, of how saturated each term is in the skill (0 for a term
 * the skill lacks). The idf scale of the directory cancels; what is left is "how much of the
 * request, weighted by rarity, does this skill cover, and how strongly" — a share that means
 * the same in a 10-skill folder and a 1,000-skill one.
 *
 * Rejected alternatives (docs/commands/route.md, "Normalised scores"): the max-impact bound (Σ over terms of
 * the best impact any skill of this index has for the term) is tighter but depends on which
 * skill happens to be shortest in each posting list; measured on the same two directories it
 * was no better (with unknown terms at the df = 0 bound: best thresholds 0.092 and 0.121,
 * J 0.61 and 0.59, transferred J 0.49 and 0.56; without them J 0.42 and 0.48). The "ideal
 * document" (each term once, average length) is not an upper bound (tf 2 beats it), so it
 * would need clamping, which merges ranks.
 *
 * Request terms no skill contains (df = 0) DO count in the bound, at the idf a term of df 0
 * would have, ln(1 + (N + 0.5)/0.5): a request about something the directory never mentions
 * ("write a birthday poem for my sister") then scores low even when one common word
 * ("write") matches fully. Measured on fixtures/skills (80 queries) and fixtures/flat-skills
 * (42 queries), catalog:multi: leaving them out gave best-separating thresholds of 0.376 and
 * 0.112 (Youden's J 0.45 and 0.48) — no transfer, and worse separation than raw BM25;
 * counting them gave 0.098 and 0.112 (J 0.63 and 0.59). Weighting them as df = 1 terms
 * instead was no better (J 0.63 and 0.56). docs/commands/route.md, "Normalised scores", has the figures.
 */
import { bm25Idf } from './bm25.js';

/**
 * The saturation bound of one request term with BM25 idf `idf`: idf·(k1 + 1), plus
 * idf·`nameBonus` for bm25fn (a term in a skill's name adds that outside the saturation,
 * scorers/bm25f.ts), so the bound stays an upper bound.
 */
export function unitTermBound(idf: number, k1: number, nameBonus = 0): number {
  return idf * (k1 + 1 + nameBonus);
}

/** The bound a request term in none of the `n` skills adds: its idf at df = 0. */
export function unknownTermBound(n: number, k1: number, nameBonus = 0): number {
  return unitTermBound(bm25Idf(n, 0), k1, nameBonus);
}

/**
 * The normalised score from the raw one and the request's bound (0 for a request without
 * terms). The raw sum and the bound add their terms in the same order, each raw term at
 * most its bound term, so raw ≤ bound holds in floating point too; the min(1, ·) only absorbs
 * a last-bit rounding of a single term at absurd pseudo-frequencies (a weight of 1e20).
 */
export function unitScore(raw: number, bound: number): number {
  return bound > 0 ? Math.min(1, raw / bound) : 0;
}
