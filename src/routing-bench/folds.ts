/**
 * Out-of-sample quality (`bench --folds K`): K-fold cross-validation over the queries of one
 * run. For each fold, what is tuned — the no-match threshold of each router, and which router
 * to use — is fitted on the other K − 1 folds and measured on the held-out one, so every query
 * is judged exactly once by a choice that did not see it.
 *
 * Folds are stratified by target (the expected skills of a positive; "no skill" or the
 * forbidden skill of a negative): each target's queries are shuffled with a seeded PRNG and
 * dealt round-robin, continuing across targets, so fold sizes differ by at most one and every
 * fold sees each target about equally. Same seed, same file → same folds.
 *
 * Top-1 of one router does not depend on any fitted value, so its pooled held-out top-1 equals
 * the in-sample one; what moves out of sample is the threshold's acceptance/rejection and the
 * top-1 of the router *chosen* on the training folds (`selection`).
 *
 * Pure: a finished bench result in, figures out (no router is re-run).
 */
import { ApiUsageError, requireObject } from '../base/api.js';
import { mulberry32, shuffleInPlace } from '../base/random.js';
import { evaluateThreshold, sweepThreshold } from './sweep.js';
import { proportion, type Proportion } from './stats.js';
import type { BenchResult, PerQuery } from './run.js';
import { isPositiveRecord, sweepInputOf, youdenOf } from './outcomes.js';

/** Seed of the fold shuffle unless `--seed` says otherwise. */
export const DEFAULT_FOLD_SEED = 1;

/** The stratum of a query: what it should (or must not) route to. */
export function foldStratum(q: Pick<PerQuery, 'expect' | 'mustNotRoute'>): string {
  if (q.expect !== null) return `+${[...q.expect].sort().join('|')}`;
  return q.mustNotRoute === null ? '-' : `-${q.mustNotRoute}`;
}

/**
 * Fold (0 … k−1) of every query, in file order. Strata are taken in order of first appearance;
 * within one, the queries are shuffled (Fisher–Yates) and dealt to the next folds in turn.
 */
export function assignFolds(
  queries: readonly Pick<PerQuery, 'expect' | 'mustNotRoute'>[],
  k: number,
  seed: number = DEFAULT_FOLD_SEED,
): number[] {
  const strata = new Map<string, number[]>();
  queries.forEach((q, i) => {
    const key = foldStratum(q);
    let list = strata.get(key);
    if (list === undefined) strata.set(key, (list = []));
    list.push(i);
  });
  const rand = mulberry32(seed);
  const fold = new Array<number>(queries.length).fill(0);
  let next = 0;
  for (const list of strata.values()) {
    shuffleInPlace(list, rand);
    for (const q of list) {
      fold[q] = next;
      next = (next + 1) % k;
    }
  }
  return fold;
}

/** One router on one held-out fold. */
export interface FoldFigures {
  readonly fold: number;
  /** Threshold fitted on the other folds (null: they lack positives or negatives). */
  readonly threshold: number | null;
  readonly top1: Proportion;
  /** At the fitted threshold, on the held-out fold (null without a threshold). */
  readonly acceptedPositives: Proportion | null;
  readonly rejectedNegatives: Proportion | null;
  readonly youdenJ: number | null;
}

export interface FoldRouter {
  readonly router: string;
  readonly folds: readonly FoldFigures[];
  /** Every query judged once, on the fold it was held out in (Wilson intervals over all of them). */
  readonly pooled: {
    readonly top1: Proportion;
    readonly acceptedPositives: Proportion | null;
    readonly rejectedNegatives: Proportion | null;
    readonly youdenJ: number | null;
  };
  /** Mean over the folds that have a value, with the lowest and highest fold. */
  readonly mean: {
    readonly acceptedPositives: FoldSpread | null;
    readonly rejectedNegatives: FoldSpread | null;
    readonly youdenJ: FoldSpread | null;
  };
  /** The in-sample best-separating figures, for comparison (fitted and judged on all queries). */
  readonly inSample: {
    readonly threshold: number | null;
    readonly acceptedPositives: Proportion | null;
    readonly rejectedNegatives: Proportion | null;
    readonly youdenJ: number | null;
  };
}

export interface FoldSpread {
  readonly mean: number;
  readonly min: number;
  readonly max: number;
  /** Folds that had a value. */
  readonly folds: number;
}

/** Router selection: on each fold, the router with the most top-1 hits on the other folds (first listed on ties). */
export interface FoldSelection {
  readonly folds: readonly { readonly fold: number; readonly chosen: string; readonly top1: Proportion }[];
  /** Top-1 of the chosen router over every held-out positive. */
  readonly pooled: Proportion;
  /** The in-sample best router's top-1 (chosen and judged on all positives), for comparison. */
  readonly inSample: { readonly router: string; readonly top1: Proportion };
}

export interface CrossValidation {
  readonly k: number;
  readonly seed: number;
  /** Fold of each query, file order (as in perQuery). */
  readonly assignment: readonly number[];
  /** Queries per fold: positives and negatives. */
  readonly sizes: readonly { readonly positives: number; readonly negatives: number }[];
  readonly routers: readonly FoldRouter[];
  /** Null with a single router (nothing to choose). */
  readonly selection: FoldSelection | null;
}

function spread(values: readonly (number | null)[]): FoldSpread | null {
  const xs = values.filter((v): v is number => v !== null);
  if (xs.length === 0) return null;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const x of xs) {
    sum += x;
    if (x < min) min = x;
    if (x > max) max = x;
  }
  return { mean: sum / xs.length, min, max, folds: xs.length };
}

function top1Of(perQuery: readonly PerQuery[], r: number, which: (i: number) => boolean): Proportion {
  let hits = 0;
  let n = 0;
  perQuery.forEach((q, i) => {
    if (!which(i) || !isPositiveRecord(q)) return;
    n++;
    if (q.results[r]?.top1Correct === true) hits++;
  });
  return proportion(hits, n);
}

function sumProportions(ps: readonly (Proportion | null)[]): Proportion | null {
  if (ps.some((p) => p === null)) return null;
  let hits = 0;
  let n = 0;
  for (const p of ps as Proportion[]) {
    hits += p.hits;
    n += p.n;
  }
  return proportion(hits, n);
}

/** Throws ApiUsageError when k is not a whole number from 2 to the number of queries, or the seed is not a whole number. */
export function crossValidate(result: BenchResult, k: number, seed: number = DEFAULT_FOLD_SEED): CrossValidation {
  requireObject('crossValidate', 'result', result, 'a BenchResult (from runBench)', ['perQuery', 'conditions']);
  const pq = result.perQuery;
  if (!Number.isInteger(k) || k < 2 || k > pq.length)
    throw new ApiUsageError(
      'crossValidate',
      'k',
      `a whole number from 2 to the number of queries (${pq.length})`,
      String(k),
    );
  if (!Number.isSafeInteger(seed)) throw new ApiUsageError('crossValidate', 'seed', 'a whole number', String(seed));
  return { k, seed, ...evaluateFolds(result, assignFolds(pq, k, seed), k) };
}

/** The figures for a given fold `assignment` (fold of each query, 0 … k−1); crossValidate draws it. */
export function evaluateFolds(
  result: BenchResult,
  assignment: readonly number[],
  k: number,
): Omit<CrossValidation, 'k' | 'seed'> {
  const pq = result.perQuery;
  const foldIds = Array.from({ length: k }, (_, f) => f);
  const sizes = foldIds.map((f) => {
    let positives = 0;
    let negatives = 0;
    pq.forEach((q, i) => {
      if (assignment[i] !== f) return;
      if (isPositiveRecord(q)) positives++;
      else negatives++;
    });
    return { positives, negatives };
  });
  const routers = result.conditions.map((c, r): FoldRouter => {
    const folds = foldIds.map((f): FoldFigures => {
      const fit = sweepThreshold(sweepInputOf(pq, r, (_, i) => assignment[i] !== f));
      const held = sweepInputOf(pq, r, (_, i) => assignment[i] === f);
      const at = fit === null ? null : evaluateThreshold(held, fit.value);
      return {
        fold: f,
        threshold: fit?.value ?? null,
        top1: top1Of(pq, r, (i) => assignment[i] === f),
        acceptedPositives: at?.acceptedPositives ?? null,
        rejectedNegatives: at?.rejectedNegatives ?? null,
        youdenJ: at === null ? null : youdenOf(at.acceptedPositives, at.rejectedNegatives),
      };
    });
    const acc = sumProportions(folds.map((f) => f.acceptedPositives));
    const rej = sumProportions(folds.map((f) => f.rejectedNegatives));
    const best = c.threshold.best;
    return {
      router: c.name,
      folds,
      pooled: {
        top1: top1Of(pq, r, () => true),
        acceptedPositives: acc,
        rejectedNegatives: rej,
        youdenJ: acc === null || rej === null ? null : youdenOf(acc, rej),
      },
      mean: {
        acceptedPositives: spread(folds.map((f) => f.acceptedPositives?.rate ?? null)),
        rejectedNegatives: spread(folds.map((f) => f.rejectedNegatives?.rate ?? null)),
        youdenJ: spread(folds.map((f) => f.youdenJ)),
      },
      inSample: {
        threshold: best?.value ?? null,
        acceptedPositives: best?.acceptedPositives ?? null,
        rejectedNegatives: best?.rejectedNegatives ?? null,
        youdenJ: best?.youdenJ ?? null,
      },
    };
  });
  return { assignment, sizes, routers, selection: selectRouters(result, assignment, foldIds) };
}

function selectRouters(
  result: BenchResult,
  assignment: readonly number[],
  foldIds: readonly number[],
): FoldSelection | null {
  const conds = result.conditions;
  if (conds.length < 2 || result.queries.positives === 0) return null;
  const pick = (which: (i: number) => boolean): number => {
    let best = 0;
    let bestHits = -1;
    conds.forEach((_, r) => {
      const h = top1Of(result.perQuery, r, which).hits;
      if (h > bestHits) {
        best = r;
        bestHits = h;
      }
    });
    return best;
  };
  const folds = foldIds.map((f) => {
    const r = pick((i) => assignment[i] !== f);
    return {
      fold: f,
      chosen: (conds[r] as (typeof conds)[number]).name,
      top1: top1Of(result.perQuery, r, (i) => assignment[i] === f),
    };
  });
  const all = pick(() => true);
  return {
    folds,
    pooled: sumProportions(folds.map((f) => f.top1)) as Proportion,
    inSample: {
      router: (conds[all] as (typeof conds)[number]).name,
      top1: (conds[all] as (typeof conds)[number]).top1,
    },
  };
}
