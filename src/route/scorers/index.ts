/**
 * Scorer registry. `idf` is the seed baseline (scores in [0, 1]); `bm25` and `bm25f` are
 * unbounded raw scores; `bm25n` and `bm25fn` are the same two divided by the request's
 * saturation bound (unit.ts), in [0, 1] and ranked exactly like the raw ones. The table says
 * which formula family each scorer uses, which has a default no-match threshold and which
 * accepts `+norm` (BM25 normalises length through b instead).
 */
import { DEFAULT_IDF_THRESHOLD } from './idf.js';

export type ScorerName = 'idf' | 'bm25' | 'bm25f' | 'bm25n' | 'bm25fn';

/** The formula a scorer computes before any request-level scaling. */
export type ScorerFamily = 'idf' | 'bm25' | 'bm25f';

export interface ScorerInfo {
  readonly name: ScorerName;
  readonly family: ScorerFamily;
  /** Divided by the request's saturation bound (scores in [0, 1]). */
  readonly unit: boolean;
  readonly summary: string;
  /** Default no-match threshold, or null when scores have no fixed scale. */
  readonly defaultThreshold: number | null;
  /** Whether the `+norm` condition suffix means anything for this scorer. */
  readonly acceptsNorm: boolean;
}

export const SCORERS = {
  idf: {
    name: 'idf',
    family: 'idf',
    unit: false,
    summary:
      'the article baseline: shared-term idf over request idf, in [0, 1]; +norm divides by sqrt(distinct target terms)',
    defaultThreshold: DEFAULT_IDF_THRESHOLD,
    acceptsNorm: true,
  },
  bm25: {
    name: 'bm25',
    family: 'bm25',
    unit: false,
    summary: 'Okapi BM25 over the condition text (k1, b); raw scores, no default threshold',
    defaultThreshold: null,
    acceptsNorm: false,
  },
  bm25f: {
    name: 'bm25f',
    family: 'bm25f',
    unit: false,
    summary: 'BM25F over name, description and the body part of the condition, weighted; raw scores',
    defaultThreshold: null,
    acceptsNorm: false,
  },
  bm25n: {
    name: 'bm25n',
    family: 'bm25',
    unit: true,
    summary: "bm25 divided by the request's best reachable score (Σ idf·(k1+1)): in [0, 1], same ranking",
    defaultThreshold: null,
    acceptsNorm: false,
  },
  bm25fn: {
    name: 'bm25fn',
    family: 'bm25f',
    unit: true,
    summary: "bm25f divided by the request's best reachable score (Σ idf·(k1+1)): in [0, 1], same ranking",
    defaultThreshold: null,
    acceptsNorm: false,
  },
} as const satisfies Record<ScorerName, ScorerInfo>;

export const SCORER_NAMES = Object.keys(SCORERS) as ScorerName[];

export const DEFAULT_SCORER: ScorerName = 'idf';

export function isScorerName(name: string): name is ScorerName {
  return Object.prototype.hasOwnProperty.call(SCORERS, name);
}

/** The formula family of a scorer (bm25n computes bm25, then scales). */
export function scorerFamily(name: ScorerName): ScorerFamily {
  return SCORERS[name].family;
}

export * from './idf.js';
export * from './bm25.js';
export * from './bm25f.js';
export * from './unit.js';
