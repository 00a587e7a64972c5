/**
 * What scoring one request produces, shared by the inverted index and the brute-force
 * reference: the request terms with their weights and the skills the request touched with
 * their scores. Skills that share no term with the request are not hits. A touched skill can
 * still score 0 (a BM25F field weight of 0); ranking (rank.ts) drops every score ≤ 0, so such
 * a skill is never routed to and has no rank.
 */

export interface QueryTerm {
  readonly term: string;
  /** Skills containing the term under this router (0 = unknown term). */
  readonly df: number;
  /** The scorer's idf for the term (seed idf for idf, BM25 idf for bm25/bm25f); 0 when unknown. */
  readonly idf: number;
  /**
   * Bridged terms only (a translation of a request word, see route/bilingual): the weight its
   * contributions are multiplied by, and the request word it came from.
   */
  readonly weight?: number;
  readonly from?: string;
}

export interface Hits {
  /** Skill indices (into the router's skill list) the request touched; order unspecified. Rank with rank.ts. */
  readonly docs: Int32Array;
  /** Scores aligned with `docs`. */
  readonly scores: Float64Array;
}

export interface QueryScoring {
  /** Distinct request terms, first-occurrence order. */
  readonly terms: readonly QueryTerm[];
  /**
   * idf scorer: Σ idf'(w) over the request terms (before the zero → 1 rule); bm25n/bm25fn: the
   * saturation bound Σ idf(w)·(k1 + 1) over the known request terms (raw = score × it); null
   * for the raw bm25/bm25f.
   */
  readonly denominator: number | null;
  readonly hits: Hits;
}
