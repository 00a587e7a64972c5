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
 * (and no name bonus) this is exactly BM25. Fields are the skill name, its description and the
 * body part the condition shows (none, the excerpt, or the body).
 *
 * The name bonus. A term the skill's name holds adds `nameBonus · idf` on top, outside the
 * saturation. Saturation caps any one term at idf·(k1 + 1), however strongly the name says it,
 * so a request naming `docx` or `mcp` could lose to a skill whose long body matches a dozen
 * of the request's common Chinese bigrams a little each; the name is the field written to be
 * matched, and a request term equal to (a word of) it is the strongest evidence a lexical
 * router has. The bonus lifts that one term above the pile without touching the others.
 *
 *     score = Σ_{w ∈ Q∩D} idf(w) · ( tf~·(k1 + 1) / (tf~ + k1) + nameBonus · [w ∈ name] )
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
  /**
   * Unsaturated extra for a request term found in the skill's name, in units of the term's
   * idf (0 = plain BM25F). Range 0 … ~2; above 1 it starts to override the description.
   */
  readonly nameBonus: number;
}

/**
 * The name bonus by default: 1 idf. Measured on the bilingual query set (178 skills, 270
 * positives; docs/routing.md, "Names that mean what they say"): every bm25f router gained top-1
 * (catalog:multi:bm25f 182 → 195, 14 better / 1 worse; excerpt:multi:bm25f 173 → 186;
 * catalog:bilingual:bm25f 217 → 224), and on the fixture sets, not used for the choice, it
 * moved ±1–2 requests. 2 gained more on excerpt and body routers but lost Chinese requests
 * under catalog:bilingual:bm25f (62 → 58 of 72); a description bonus helped nowhere reliably.
 */
export const BM25F_NAME_BONUS = 1;

/**
 * Defaults: BM25's k1 and b; a name occurrence counts 3×, a description occurrence 2×, a body
 * occurrence 1×. Names and descriptions are written to be matched; bodies are long and mention
 * everything (the article's long-body stealer), so they count least.
 */
export const BM25F_DEFAULTS = {
  k1: BM25_DEFAULTS.k1,
  b: BM25_DEFAULTS.b,
  weights: { name: 3, description: 2, body: 1 },
  nameBonus: BM25F_NAME_BONUS,
} as const satisfies Bm25fParams;

/** One field's share of tf~ (0 when the term is absent from the field). */
export function bm25fFieldTf(tf: number, len: number, avglen: number, weight: number, b: number): number {
  if (tf === 0) return 0;
  return (weight * tf) / (1 - b + (b * len) / avglen);
}

/** The name bonus in force: none when the name field weighs 0 (the name is not scored at all then). */
export function effectiveNameBonus(p: Bm25fParams): number {
  return p.weights.name > 0 ? p.nameBonus : 0;
}

/** The name bonus of a term with name-field frequency `nameTf`: `nameBonus · idf` when > 0, else 0. */
export function bm25fNameBonus(idf: number, nameTf: number, nameBonus: number): number {
  return nameTf > 0 && nameBonus !== 0 ? nameBonus * idf : 0;
}

/** Saturated contribution of a term with pseudo-frequency `tfTilde` (0 for tf~ = 0, also when k1 = 0). */
export function bm25fTermScore(idf: number, tfTilde: number, k1: number): number {
  if (tfTilde === 0) return 0;
  if (k1 === 0) return idf; // exactly, see bm25TermScore
  return (idf * (tfTilde * (k1 + 1))) / (tfTilde + k1);
}
