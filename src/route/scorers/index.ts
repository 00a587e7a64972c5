/**
 * Scorer registry. `idf` is the seed baseline (scores in [0, 1]); `bm25` and `bm25f` are
 * unbounded. The table says which scorers have a default no-match threshold and which accept
 * `+norm` (BM25 normalises length through b instead).
 */
import { DEFAULT_IDF_THRESHOLD } from './idf.js';

export type ScorerName = 'idf' | 'bm25' | 'bm25f';

export interface ScorerInfo {
  readonly name: ScorerName;
  readonly summary: string;
  /** Default no-match threshold, or null when scores have no fixed scale. */
  readonly defaultThreshold: number | null;
  /** Whether the `+norm` condition suffix means anything for this scorer. */
  readonly acceptsNorm: boolean;
}

export const SCORERS = {
  idf: {
    name: 'idf',
    summary: 'seed baseline: shared-term idf over request idf, in [0, 1]; +norm divides by sqrt(distinct target terms)',
    defaultThreshold: DEFAULT_IDF_THRESHOLD,
    acceptsNorm: true,
  },
  bm25: {
    name: 'bm25',
    summary: 'Okapi BM25 over the condition text (k1, b); raw scores, no default threshold',
    defaultThreshold: null,
    acceptsNorm: false,
  },
  bm25f: {
    name: 'bm25f',
    summary: 'BM25F over name, description and the body part of the condition, weighted; raw scores',
    defaultThreshold: null,
    acceptsNorm: false,
  },
} as const satisfies Record<ScorerName, ScorerInfo>;

export const SCORER_NAMES = Object.keys(SCORERS) as ScorerName[];

export const DEFAULT_SCORER: ScorerName = 'idf';

export function isScorerName(name: string): name is ScorerName {
  return Object.prototype.hasOwnProperty.call(SCORERS, name);
}

export * from './idf.js';
export * from './bm25.js';
export * from './bm25f.js';
