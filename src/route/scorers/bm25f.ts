/**
 * BM25F (Robertson, Zaragoza & Taylor 2004, "simple BM25 extension to multiple weighted
 * fields"): each field's term frequency is length-normalised on its own and weighted, the
 * weighted sum is saturated ONCE — unlike summing per-field BM25 scores, a term found in
 * both name and description does not get two saturation curves.
 *
 *     tf~(w, D) = Σ_f  weight_f · tf_f / (1 − b + b·len_f / avglen_f)
 *     score     = Σ_{w ∈ Q∩D} idf(w) · tf~·(k1 + 1) / (tf~ + k1)
 *
 * idf is BM25's, with df = skills that have the term in any field. With one field of weight 1
 * this is exactly BM25. Fields are the skill name, its description and the body part the
 * condition shows (none, the excerpt, or the body).
 */
import { BM25_DEFAULTS } from './bm25.js';

export type Bm25fField = 'name' | 'description' | 'body';

export const BM25F_FIELDS = ['name', 'description', 'body'] as const satisfies readonly Bm25fField[];

export interface Bm25fParams {
  readonly k1: number;
  /** Length normalisation applied inside every field, 0 … 1. */
  readonly b: number;
  /** Relative weight of a term occurrence in each field. */
  readonly weights: Readonly<Record<Bm25fField, number>>;
}

/**
 * Defaults: BM25's k1 and b; a name occurrence counts 3×, a description occurrence 2×, a body
 * occurrence 1×. Names and descriptions are written to be matched; bodies are long and mention
 * everything (the article's long-body stealer), so they count least.
 */
export const BM25F_DEFAULTS = {
  k1: BM25_DEFAULTS.k1,
  b: BM25_DEFAULTS.b,
  weights: { name: 3, description: 2, body: 1 },
} as const satisfies Bm25fParams;

/** One field's share of tf~ (0 when the term is absent from the field). */
export function bm25fFieldTf(tf: number, len: number, avglen: number, weight: number, b: number): number {
  if (tf === 0) return 0;
  return (weight * tf) / (1 - b + (b * len) / avglen);
}

/** Saturated contribution of a term with pseudo-frequency `tfTilde` (0 for tf~ = 0, also when k1 = 0). */
export function bm25fTermScore(idf: number, tfTilde: number, k1: number): number {
  if (tfTilde === 0) return 0;
  if (k1 === 0) return idf; // exactly, see bm25TermScore
  return (idf * (tfTilde * (k1 + 1))) / (tfTilde + k1);
}
