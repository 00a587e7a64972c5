/**
 * Threshold transfer (`bench --calibrate-on FILE [--calibrate-dir DIR]`): the no-match
 * threshold is fitted on one query set (and directory) — the calibration run — and judged on
 * another — the target run. A threshold fitted on the queries it is judged on flatters itself;
 * this shows what it is worth on requests it has not seen, and whether a threshold carries from
 * one directory to another (raw BM25 scores grow with the directory's idf scale; bm25n/bm25fn
 * are built to carry, see route/scorers/unit.ts).
 *
 * Pure: two finished bench results in (same routers, matched by name), figures out.
 */
import type { UnreadHidden } from '../skills/model.js';
import { requireObject } from '../base/api.js';
import { evaluateThreshold, sweepThreshold, type SweepBest } from './sweep.js';
import type { Proportion } from './stats.js';
import type { BenchResult } from './run.js';
import { sweepInputOf, youdenOf } from './outcomes.js';

/** A threshold judged on a query set it was not fitted on. */
export interface TransferredThreshold {
  readonly value: number;
  readonly acceptedPositives: Proportion;
  readonly rejectedNegatives: Proportion;
  /** TPR + TNR − 1 on the target; null when it has no positives or no negatives. */
  readonly youdenJ: number | null;
}

export interface CalibrationRow {
  readonly router: string;
  /** Fitted on the calibration set, with its figures there (in-sample); null when it cannot be fitted (no positives or no negatives). */
  readonly fitted: SweepBest | null;
  /** The fitted threshold applied to the target set; null without a fitted one. */
  readonly transferred: TransferredThreshold | null;
  /** The target's own best-separating threshold (in-sample on the target, the ceiling a transfer can reach); null when it has none. */
  readonly targetBest: SweepBest | null;
}

export interface Calibration {
  /** The calibration query file and directory as the user named them. */
  readonly queriesFile: string;
  readonly dir: string;
  readonly skills: number;
  readonly queries: { readonly positives: number; readonly negatives: number };
  readonly routers: readonly CalibrationRow[];
  /** `--calibrate-dir`'s SKILL.md files in hidden folders its load did not enter; absent when none. */
  readonly unreadHidden?: UnreadHidden;
}

/**
 * Fits each router's threshold on `calibration` and judges it on `target`. Routers are matched
 * by name; a router of the target missing from the calibration run gets a row of nulls.
 */
export function transferThresholds(
  calibration: BenchResult,
  target: BenchResult,
  source: { queriesFile: string; dir: string },
): Calibration {
  requireObject('transferThresholds', 'calibration', calibration, 'a BenchResult (from runBench)', [
    'perQuery',
    'conditions',
  ]);
  requireObject('transferThresholds', 'target', target, 'a BenchResult (from runBench)', ['perQuery', 'conditions']);
  const calIndex = new Map(calibration.conditions.map((c, i) => [c.name, i]));
  const routers = target.conditions.map((c, ti): CalibrationRow => {
    const ci = calIndex.get(c.name);
    const targetBest = sweepThreshold(sweepInputOf(target.perQuery, ti));
    if (ci === undefined) return { router: c.name, fitted: null, transferred: null, targetBest };
    const fitted = sweepThreshold(sweepInputOf(calibration.perQuery, ci));
    if (fitted === null) return { router: c.name, fitted, transferred: null, targetBest };
    const at = evaluateThreshold(sweepInputOf(target.perQuery, ti), fitted.value);
    return {
      router: c.name,
      fitted,
      transferred: { value: fitted.value, ...at, youdenJ: youdenOf(at.acceptedPositives, at.rejectedNegatives) },
      targetBest,
    };
  });
  return {
    queriesFile: source.queriesFile,
    dir: source.dir,
    skills: calibration.skills,
    queries: calibration.queries,
    routers,
  };
}
