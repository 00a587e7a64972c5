/**
 * A router's per-query outcomes as the threshold sweep sees them, read back from a finished
 * bench (`BenchResult.perQuery`). Calibration across query sets and cross-validation refit the
 * threshold on subsets of queries; this is all they need, so neither re-runs a router.
 */
import type { PerQuery } from './run.js';
import type { SweepInput } from './sweep.js';

/** Whether a per-query record is a positive (has skills it should route to). */
export function isPositiveRecord(q: PerQuery): boolean {
  return q.expect !== null;
}

/**
 * The sweep value of one query under router `r` (index into `results`): a positive's top-1
 * score when its top-1 is right (null: no threshold makes it right); a negative's top-1 score
 * when that top-1 is a skill it must not go to (null: rejected at every threshold).
 */
export function sweepValue(q: PerQuery, r: number): number | null {
  const o = q.results[r];
  const first = o?.top[0];
  if (o === undefined || first === undefined) return null;
  if (isPositiveRecord(q)) return o.top1Correct === true ? first.score : null;
  return o.top1Correct === false ? first.score : null;
}

/** The sweep input of router `r` over the queries `which` selects (all by default). */
export function sweepInputOf(
  perQuery: readonly PerQuery[],
  r: number,
  which: (q: PerQuery, i: number) => boolean = () => true,
): SweepInput {
  const positives: (number | null)[] = [];
  const negatives: (number | null)[] = [];
  perQuery.forEach((q, i) => {
    if (!which(q, i)) return;
    (isPositiveRecord(q) ? positives : negatives).push(sweepValue(q, r));
  });
  return { positives, negatives };
}

/** Youden's J = TPR + TNR − 1 from the two shares; null when either class is empty. */
export function youdenOf(accepted: { rate: number | null }, rejected: { rate: number | null }): number | null {
  return accepted.rate === null || rejected.rate === null ? null : accepted.rate + rejected.rate - 1;
}
