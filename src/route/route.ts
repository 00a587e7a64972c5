/**
 * `routeQuery`: one request against a skill list — the ranked skills, the terms each matched
 * with their weights and contributions, and the verdict (routed to X, or no match). The CLI
 * `skillscope route` renders this; the library returns it as data.
 */
import type { RouteSkill } from './conditions.js';
import type { QueryTerm } from './hits.js';
import { topK } from './rank.js';
import { buildRouter, type Router } from './router.js';
import { SCORERS } from './scorers/index.js';
import { parseRouterSpec, type RouterDefaults, type RouterSpec } from './spec.js';

/** How many ranked skills `route` shows unless told otherwise. */
export const DEFAULT_ROUTE_TOP = 3;

export interface RouteOptions {
  /** A spelling such as "body+norm" or "excerpt:multi:bm25f", or a parsed spec. Default "catalog". */
  readonly router?: string | RouterSpec;
  /** Completes a router spelling (analyzer, scorer, excerpt length, BM25 parameters). */
  readonly defaults?: Partial<RouterDefaults>;
  /** Ranked skills to return (default 3). */
  readonly top?: number;
  /** No-match threshold; undefined = the scorer's default (0.5 for idf, none for bm25/bm25f). */
  readonly threshold?: number | null;
}

export type ThresholdSource = 'default' | 'option' | 'none';

export interface MatchedTerm {
  readonly term: string;
  /** Occurrences in the skill's text under this router (over all fields for bm25f). */
  readonly tf: number;
  readonly idf: number;
  /** Share of the score this term gives; the contributions of a skill sum to its score. */
  readonly contribution: number;
}

export interface RankedSkill {
  readonly rank: number;
  readonly name: string;
  readonly score: number;
  readonly matched: readonly MatchedTerm[];
}

export type RouteVerdict =
  | { readonly kind: 'routed'; readonly skill: string; readonly score: number }
  | { readonly kind: 'no-match'; readonly reason: 'no-terms' | 'no-shared-terms' | 'below-threshold'; readonly best: { readonly name: string; readonly score: number } | null };

export interface RouteResult {
  readonly query: string;
  readonly router: RouterSpec;
  readonly skills: number;
  readonly terms: readonly QueryTerm[];
  /** idf scorer: Σ idf'(w) over the request terms, after the zero → 1 rule; null otherwise. */
  readonly denominator: number | null;
  readonly threshold: { readonly value: number | null; readonly source: ThresholdSource };
  /** Skills that share at least one term with the request. */
  readonly hitCount: number;
  readonly ranked: readonly RankedSkill[];
  readonly verdict: RouteVerdict;
}

export function resolveSpec(router: string | RouterSpec | undefined, defaults: Partial<RouterDefaults> = {}): RouterSpec {
  if (typeof router === 'object') return router;
  const spec = parseRouterSpec(router ?? 'catalog', defaults);
  if (typeof spec === 'string') throw new Error(spec);
  return spec;
}

export function resolveThreshold(spec: RouterSpec, threshold: number | null | undefined): RouteResult['threshold'] {
  if (threshold === null) return { value: null, source: 'none' };
  if (threshold !== undefined) return { value: threshold, source: 'option' };
  const d = SCORERS[spec.scorer].defaultThreshold;
  return d === null ? { value: null, source: 'none' } : { value: d, source: 'default' };
}

function matchedTerms(router: Router, doc: number, terms: readonly QueryTerm[], denominator: number | null): MatchedTerm[] {
  const out: MatchedTerm[] = [];
  const d = router.analyzed(doc);
  if (d === undefined) return out;
  const scale = denominator === null ? 1 : (denominator === 0 ? 1 : denominator) * router.index.divisor(doc);
  for (const q of terms) {
    const impact = router.index.impact(q.term, doc);
    if (impact === 0) continue;
    let tf = 0;
    for (const f of d.fields) tf += f.counts.get(q.term) ?? 0;
    out.push({ term: q.term, tf, idf: q.idf, contribution: impact / scale });
  }
  return out;
}

/** Scores `query` with an already built router (reuse it for many requests). */
export function routeWith(router: Router, query: string, options: Omit<RouteOptions, 'router' | 'defaults'> = {}): RouteResult {
  const scoring = router.score(query);
  const top = topK(scoring.hits, router.names, options.top ?? DEFAULT_ROUTE_TOP);
  const threshold = resolveThreshold(router.spec, options.threshold);
  const ranked = top.map((h, i) => ({
    rank: i + 1,
    name: h.name,
    score: h.score,
    matched: matchedTerms(router, h.doc, scoring.terms, scoring.denominator),
  }));
  const best = top[0];
  let verdict: RouteVerdict;
  if (scoring.terms.length === 0) verdict = { kind: 'no-match', reason: 'no-terms', best: null };
  else if (best === undefined) verdict = { kind: 'no-match', reason: 'no-shared-terms', best: null };
  else if (threshold.value !== null && best.score < threshold.value) {
    verdict = { kind: 'no-match', reason: 'below-threshold', best: { name: best.name, score: best.score } };
  } else verdict = { kind: 'routed', skill: best.name, score: best.score };
  return {
    query,
    router: router.spec,
    skills: router.names.length,
    terms: scoring.terms,
    denominator: scoring.denominator === null ? null : scoring.denominator === 0 ? 1 : scoring.denominator,
    threshold,
    hitCount: scoring.hits.docs.length,
    ranked,
    verdict,
  };
}

/** One request against `skills`: builds the router, scores, ranks, decides. */
export function routeQuery(skills: readonly RouteSkill[], query: string, options: RouteOptions = {}): RouteResult {
  const spec = resolveSpec(options.router, options.defaults);
  return routeWith(buildRouter(skills, spec), query, options);
}
