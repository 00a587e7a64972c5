/**
 * What scoring one request produces, shared by the inverted index and the brute-force
 * reference: the request terms with their weights and the skills with a score > 0. Skills
 * that share no term with the request score 0 and are not "hits": they are never routed to
 * and have no rank (a 0-score top-1 would only be the alphabetically first skill).
 */

export interface QueryTerm {
  readonly term: string;
  /** Skills containing the term under this router (0 = unknown term). */
  readonly df: number;
  /** The scorer's idf for the term (seed idf for idf, BM25 idf for bm25/bm25f); 0 when unknown. */
  readonly idf: number;
}

export interface Hits {
  /** Skill indices (into the router's skill list) with score > 0; order unspecified. */
  readonly docs: Int32Array;
  /** Scores aligned with `docs`. */
  readonly scores: Float64Array;
}

export interface QueryScoring {
  /** Distinct request terms, first-occurrence order. */
  readonly terms: readonly QueryTerm[];
  /** idf scorer: Σ idf'(w) over the request terms (before the zero → 1 rule); null for bm25/bm25f. */
  readonly denominator: number | null;
  readonly hits: Hits;
}
