/**
 * A router = condition × analyzer × scorer (+ scorer parameters). Spelled
 *
 *     CONDITION[:ANALYZER[:SCORER]]     e.g. body+norm, excerpt:multi, catalog@256:multi:bm25f
 *
 * Missing parts come from the run's defaults (`--analyzer`, `--scorer`). The label, used as
 * the row name in bench tables and JSON, is the condition alone for the seed baseline
 * (seed analyzer, idf scorer) and `condition:analyzer:scorer` otherwise, so two rows never
 * share a name.
 */
import { type AnalyzerName, DEFAULT_ANALYZER, isAnalyzerName, ANALYZER_NAMES } from './analyzers/index.js';
import { type Condition, conditionLabel, DEFAULT_EXCERPT_CHARS, parseCondition } from './conditions.js';
import { type ScorerName, DEFAULT_SCORER, isScorerName, SCORERS, SCORER_NAMES } from './scorers/index.js';
import { BM25_DEFAULTS, type Bm25Params } from './scorers/bm25.js';
import { BM25F_DEFAULTS, type Bm25fParams } from './scorers/bm25f.js';

export interface RouterSpec {
  readonly label: string;
  readonly condition: Condition;
  readonly analyzer: AnalyzerName;
  readonly scorer: ScorerName;
  readonly bm25: Bm25Params;
  readonly bm25f: Bm25fParams;
}

/** Run-wide defaults a router spelling is completed with. */
export interface RouterDefaults {
  readonly analyzer: AnalyzerName;
  readonly scorer: ScorerName;
  /** Code points of an `excerpt` condition without @N. */
  readonly excerptChars: number;
  readonly bm25: Bm25Params;
  readonly bm25f: Bm25fParams;
}

export const ROUTER_DEFAULTS = {
  analyzer: DEFAULT_ANALYZER,
  scorer: DEFAULT_SCORER,
  excerptChars: DEFAULT_EXCERPT_CHARS,
  bm25: BM25_DEFAULTS,
  bm25f: BM25F_DEFAULTS,
} as const satisfies RouterDefaults;

export function routerLabel(condition: Condition, analyzer: AnalyzerName, scorer: ScorerName): string {
  const c = conditionLabel(condition);
  return analyzer === DEFAULT_ANALYZER && scorer === DEFAULT_SCORER ? c : `${c}:${analyzer}:${scorer}`;
}

/** Parses one router spelling; returns an error sentence on bad input. */
export function parseRouterSpec(text: string, defaults: Partial<RouterDefaults> = {}): RouterSpec | string {
  const d: RouterDefaults = { ...ROUTER_DEFAULTS, ...defaults };
  const [condText = '', analyzerText, scorerText, ...extra] = text.trim().split(':');
  if (extra.length > 0) return `router '${text}': expected CONDITION[:ANALYZER[:SCORER]]`;
  const condition = parseCondition(condText, d.excerptChars);
  if (typeof condition === 'string') return condition;
  const analyzer = analyzerText === undefined || analyzerText === '' ? d.analyzer : analyzerText;
  if (!isAnalyzerName(analyzer)) return `unknown analyzer '${analyzer}' in '${text}' (analyzers: ${ANALYZER_NAMES.join(', ')})`;
  const scorer = scorerText === undefined || scorerText === '' ? d.scorer : scorerText;
  if (!isScorerName(scorer)) return `unknown scorer '${scorer}' in '${text}' (scorers: ${SCORER_NAMES.join(', ')})`;
  if (condition.norm && !SCORERS[scorer].acceptsNorm) {
    return `'+norm' applies to the idf scorer only; ${scorer} normalises length through b (in '${text}')`;
  }
  return { label: routerLabel(condition, analyzer, scorer), condition, analyzer, scorer, bm25: d.bm25, bm25f: d.bm25f };
}
