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
import { type AnalyzerName, DEFAULT_ANALYZER, resolveAnalyzerName, ANALYZER_NAMES } from './analyzers/index.js';
import {
  type Condition,
  type ConditionErrorCode,
  conditionLabel,
  DEFAULT_EXCERPT_CHARS,
  parseCondition,
} from './conditions.js';
import { type ScorerName, DEFAULT_SCORER, isScorerName, scorerFamily, SCORERS, SCORER_NAMES } from './scorers/index.js';
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

/**
 * Why a router spelling (or its parameters) was refused. Stable codes: tests and callers match
 * these, the message is for people.
 */
export type RouterSpecErrorCode =
  | ConditionErrorCode
  | 'bad-router-spelling'
  | 'unknown-analyzer'
  | 'unknown-scorer'
  | 'norm-needs-idf'
  | 'bm25f-bad-weights'
  | 'duplicate-router';

export interface RouterSpecProblem {
  readonly code: RouterSpecErrorCode;
  readonly message: string;
  /** The spelling and, where relevant, the offending part. */
  readonly data: Readonly<Record<string, unknown>>;
}

export type RouterSpecParse =
  | { readonly ok: true; readonly spec: RouterSpec }
  | ({ readonly ok: false } & RouterSpecProblem);

/** Thrown by the library entry points that take a spelling (`routeQuery`, `runBench`) when it is refused. */
export class RouterSpecError extends Error {
  override readonly name = 'RouterSpecError';
  readonly code: RouterSpecErrorCode;
  readonly data: Readonly<Record<string, unknown>>;
  constructor(problem: RouterSpecProblem) {
    super(problem.message);
    this.code = problem.code;
    this.data = problem.data;
  }
}

/**
 * The problem with a set of BM25F field weights, or null when they are usable: every weight
 * must be a finite number ≥ 0 and at least one > 0 (all zero would score every skill 0).
 */
export function bm25fWeightsProblem(weights: Bm25fParams['weights']): RouterSpecProblem | null {
  for (const [field, w] of Object.entries(weights)) {
    if (!Number.isFinite(w) || w < 0) {
      return {
        code: 'bm25f-bad-weights',
        message: `BM25F weight ${field}=${w} must be a number of at least 0`,
        data: { weights: { ...weights }, field },
      };
    }
  }
  if (Object.values(weights).every((w) => w === 0)) {
    return {
      code: 'bm25f-bad-weights',
      message: 'BM25F weights are all 0: every skill would score 0; give at least one field a weight above 0',
      data: { weights: { ...weights }, field: null },
    };
  }
  return null;
}

/** Parses one router spelling. Never throws: a refused spelling comes back with a code. */
export function parseRouterSpec(text: string, defaults: Partial<RouterDefaults> = {}): RouterSpecParse {
  const d: RouterDefaults = { ...ROUTER_DEFAULTS, ...defaults };
  const fail = (code: RouterSpecErrorCode, message: string, data: Record<string, unknown> = {}): RouterSpecParse => ({
    ok: false,
    code,
    message,
    data: { spec: text, ...data },
  });
  const [condText = '', analyzerText, scorerText, ...extra] = text.trim().split(':');
  if (extra.length > 0) return fail('bad-router-spelling', `router '${text}': expected CONDITION[:ANALYZER[:SCORER]]`);
  const condition = parseCondition(condText, d.excerptChars);
  if (!condition.ok) return fail(condition.code, condition.message, { condition: condText });
  const asked = analyzerText === undefined || analyzerText === '' ? d.analyzer : analyzerText;
  const analyzer = resolveAnalyzerName(asked);
  if (analyzer === undefined)
    return fail(
      'unknown-analyzer',
      `unknown analyzer '${asked}' in '${text}' (analyzers: ${ANALYZER_NAMES.join(', ')})`,
      { analyzer: asked },
    );
  const scorer = scorerText === undefined || scorerText === '' ? d.scorer : scorerText;
  if (!isScorerName(scorer))
    return fail('unknown-scorer', `unknown scorer '${scorer}' in '${text}' (scorers: ${SCORER_NAMES.join(', ')})`, {
      scorer,
    });
  if (condition.condition.norm && !SCORERS[scorer].acceptsNorm) {
    return fail(
      'norm-needs-idf',
      `'+norm' applies to the idf scorer only; ${scorer} normalises length through b (in '${text}')`,
      { scorer },
    );
  }
  if (scorerFamily(scorer) === 'bm25f') {
    const problem = bm25fWeightsProblem(d.bm25f.weights);
    if (problem !== null) return fail(problem.code, problem.message, problem.data);
  }
  const c = condition.condition;
  return {
    ok: true,
    spec: { label: routerLabel(c, analyzer, scorer), condition: c, analyzer, scorer, bm25: d.bm25, bm25f: d.bm25f },
  };
}
