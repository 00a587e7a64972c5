/**
 * `routeQuery`: one request against a skill list — the ranked skills, the terms each matched
 * with their weights and contributions, and the verdict (routed to X, or no match). The CLI
 * `skillscope route` renders this; the library returns it as data.
 */
import { requireOptions, requireRouteSkills, requireString } from '../base/api.js';
import type { RouteSkill } from './conditions.js';
import type { QueryTerm } from './hits.js';
import { rankedCount, topK, topTie } from './rank.js';
import { buildRequestRouter, type Router } from './router.js';
import { SCORERS } from './scorers/index.js';
import { parseRouterSpec, RouterSpecError, type RouterDefaults, type RouterSpec } from './spec.js';

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
  /** A bridged term: the request word it translates. */
  readonly from?: string;
}

export interface RankedSkill {
  readonly rank: number;
  readonly name: string;
  readonly score: number;
  readonly matched: readonly MatchedTerm[];
}

/**
 * Why a request was not routed:
 * - `no-terms`: analysis left no terms (only stop words or one-character words);
 * - `no-seed-terms-non-ascii`: the seed analyzer left no terms and the request has letters
 *   outside a–z (Chinese, Cyrillic, accented words…) that it cannot see — the multi analyzer can;
 * - `no-shared-terms`: no skill shares a term with the request;
 * - `zero-scores`: skills share terms but all score 0 (BM25F weight 0 on the only fields
 *   with the terms), and a score of 0 never routes;
 * - `below-threshold`: the best skill scores under the no-match threshold.
 */
export type NoMatchReason =
  | 'no-terms'
  | 'no-seed-terms-non-ascii'
  | 'no-shared-terms'
  | 'zero-scores'
  | 'below-threshold';

export const NO_MATCH_REASONS = [
  'no-terms',
  'no-seed-terms-non-ascii',
  'no-shared-terms',
  'zero-scores',
  'below-threshold',
] as const satisfies readonly NoMatchReason[];

export type RouteVerdict =
  | { readonly kind: 'routed'; readonly skill: string; readonly score: number }
  | {
      readonly kind: 'no-match';
      readonly reason: NoMatchReason;
      readonly best: { readonly name: string; readonly score: number } | null;
    };

/**
 * Skills sharing the best score: the router cannot tell them apart, and the ranking (so the
 * verdict) picks the name that sorts first. Lists every tied skill, also past `top`.
 */
export interface RouteTie {
  readonly score: number;
  /** Two or more names, in rank (name) order; the first is the one routed to. */
  readonly skills: readonly string[];
}

export interface RouteResult {
  readonly query: string;
  readonly router: RouterSpec;
  readonly skills: number;
  readonly terms: readonly QueryTerm[];
  /** idf scorer: Σ idf'(w) over the request terms, after the zero → 1 rule; null otherwise. */
  readonly denominator: number | null;
  readonly threshold: { readonly value: number | null; readonly source: ThresholdSource };
  /** Skills that rank: they share a term with the request and score > 0. */
  readonly hitCount: number;
  readonly ranked: readonly RankedSkill[];
  /** The skills tied for first; null when one skill is ahead (or nothing ranks). */
  readonly tie: RouteTie | null;
  readonly verdict: RouteVerdict;
}

/** A parsed spec as is, or the spelling parsed; throws RouterSpecError (with a code) when refused. */
export function resolveSpec(
  router: string | RouterSpec | undefined,
  defaults: Partial<RouterDefaults> = {},
): RouterSpec {
  if (typeof router === 'object') return router;
  const parsed = parseRouterSpec(router ?? 'catalog', defaults);
  if (!parsed.ok) throw new RouterSpecError(parsed);
  return parsed.spec;
}

export function resolveThreshold(spec: RouterSpec, threshold: number | null | undefined): RouteResult['threshold'] {
  if (threshold === null) return { value: null, source: 'none' };
  if (threshold !== undefined) return { value: threshold, source: 'option' };
  const d = SCORERS[spec.scorer].defaultThreshold;
  return d === null ? { value: null, source: 'none' } : { value: d, source: 'default' };
}

function matchedTerms(
  router: Router,
  doc: number,
  terms: readonly QueryTerm[],
  denominator: number | null,
): MatchedTerm[] {
  const out: MatchedTerm[] = [];
  const d = router.analyzed(doc);
  if (d === undefined) return out;
  const scale = denominator === null ? 1 : (denominator === 0 ? 1 : denominator) * router.index.divisor(doc);
  for (const q of terms) {
    const impact = router.index.impact(q.term, doc);
    if (impact === 0) continue;
    let tf = 0;
    for (const f of d.fields) tf += f.counts.get(q.term) ?? 0;
    const contribution = q.weight === undefined ? impact / scale : (q.weight * impact) / scale;
    out.push(
      q.from === undefined
        ? { term: q.term, tf, idf: q.idf, contribution }
        : { term: q.term, tf, idf: q.idf, contribution, from: q.from },
    );
  }
  return out;
}

/** Letters the seed analyzer cannot see: any letter but a–z (in lower-cased text, as the analyzer sees it). */
const NON_SEED_LETTER = /(?![a-z])\p{L}/u;

/** Whether `text` has letters outside [a-z] — a request the seed analyzer may be blind to. */
export function hasLettersOutsideSeed(text: string): boolean {
  return NON_SEED_LETTER.test(text.toLowerCase());
}

/** Scores `query` with an already built router (reuse it for many requests). */
export function routeWith(
  router: Router,
  query: string,
  options: Omit<RouteOptions, 'router' | 'defaults'> = {},
): RouteResult {
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
  const tied = best === undefined ? [] : topTie(scoring.hits, router.names);
  let verdict: RouteVerdict;
  if (scoring.terms.length === 0) {
    const reason =
      router.spec.analyzer === 'baseline' && hasLettersOutsideSeed(query) ? 'no-seed-terms-non-ascii' : 'no-terms';
    verdict = { kind: 'no-match', reason, best: null };
  } else if (best === undefined) {
    verdict = {
      kind: 'no-match',
      reason: scoring.hits.docs.length > 0 ? 'zero-scores' : 'no-shared-terms',
      best: null,
    };
  } else if (threshold.value !== null && best.score < threshold.value) {
    verdict = { kind: 'no-match', reason: 'below-threshold', best: { name: best.name, score: best.score } };
  } else verdict = { kind: 'routed', skill: best.name, score: best.score };
  return {
    query,
    router: router.spec,
    skills: router.names.length,
    terms: scoring.terms,
    denominator: scoring.denominator === null ? null : scoring.denominator === 0 ? 1 : scoring.denominator,
    threshold,
    hitCount: rankedCount(scoring.hits),
    ranked,
    tie: tied.length > 1 ? { score: (tied[0] as { score: number }).score, skills: tied.map((h) => h.name) } : null,
    verdict,
  };
}

/**
 * One request against `skills`: builds a router for that request only (its terms' postings,
 * router.ts `buildRequestRouter`), scores, ranks, decides. Many requests: `buildRouter` once,
 * then `routeWith` each.
 */
export function routeQuery(skills: readonly RouteSkill[], query: string, options: RouteOptions = {}): RouteResult {
  requireRouteSkills('routeQuery', skills);
  requireString('routeQuery', 'query', query);
  requireOptions('routeQuery', options, 'RouteOptions { router, defaults, top, threshold }');
  const spec = resolveSpec(options.router, options.defaults);
  return routeWith(buildRequestRouter(skills, spec, query), query, options);
}
