/**
 * Threshold sweep: which no-match threshold best separates requests that should be routed
 * from requests that should not? A request is accepted when its top score is ≥ T.
 *
 * - a positive counts as accepted correctly when its top-1 is an expected skill AND its score
 *   is ≥ T (input: that score, or null when its top-1 is wrong — no T makes it right);
 * - a negative counts as rejected when the score with which it would be wrongly routed is < T
 *   (input: that score, or null when nothing forbidden ranks first — rejected at every T).
 *
 * We maximise Youden's J = TPR + TNR − 1 (equivalently balanced accuracy (TPR + TNR) / 2),
 * which weighs both classes equally however few negatives there are. Every T in the gap
 * (previous score, next score] gives the same outcome; the reported value is the middle of
 * the gap, and among equally good gaps the widest (most robust) wins, then the lowest.
 */
import { proportion, type Proportion } from './stats.js';

export interface SweepInput {
  readonly positives: readonly (number | null)[];
  readonly negatives: readonly (number | null)[];
}

export interface SweepBest {
  /** Suggested threshold: the middle of the best gap. */
  readonly value: number;
  /** Every T with lo < T ≤ hi gives the same result. */
  readonly interval: readonly [number, number];
  readonly youdenJ: number;
  readonly acceptedPositives: Proportion;
  readonly rejectedNegatives: Proportion;
}

/** Positives accepted correctly and negatives rejected at threshold `t`. */
export function evaluateThreshold(
  input: SweepInput,
  t: number,
): { acceptedPositives: Proportion; rejectedNegatives: Proportion } {
  const acc = input.positives.filter((s) => s !== null && s >= t).length;
  const rej = input.negatives.filter((s) => s === null || s < t).length;
  return {
    acceptedPositives: proportion(acc, input.positives.length),
    rejectedNegatives: proportion(rej, input.negatives.length),
  };
}

/**
 * Best-separating threshold, or null when there are no positives or no negatives to separate.
 * One sort and one pass: counting the accepted and rejected requests afresh at every distinct
 * score was quadratic (150,000 negatives with distinct scores would take minutes); with both
 * lists sorted, the counts at the next score follow from the counts at this one.
 */
export function sweepThreshold(input: SweepInput): SweepBest | null {
  const P = input.positives.length;
  const N = input.negatives.length;
  if (P === 0 || N === 0) return null;
  const pos = input.positives.filter((s): s is number => s !== null).sort((a, b) => a - b);
  const neg = input.negatives.filter((s): s is number => s !== null).sort((a, b) => a - b);
  const nullNegatives = N - neg.length;
  const scores = [...new Set([...pos, ...neg])].sort((a, b) => a - b);
  if (scores.length === 0) return null;
  let best: { j: number; lo: number; hi: number } | null = null;
  let prev = 0;
  let posBelow = 0; // positives scoring < s: not accepted at T = s
  let negBelow = 0; // negatives scoring < s: rejected at T = s
  for (const s of scores) {
    while (posBelow < pos.length && (pos[posBelow] as number) < s) posBelow++;
    while (negBelow < neg.length && (neg[negBelow] as number) < s) negBelow++;
    const j = (pos.length - posBelow) / P + (nullNegatives + negBelow) / N - 1;
    const better =
      best === null || j > best.j + 1e-12 || (Math.abs(j - best.j) <= 1e-12 && s - prev > best.hi - best.lo);
    if (better) best = { j, lo: prev, hi: s };
    prev = s;
  }
  if (best === null) return null;
  const value = (best.lo + best.hi) / 2;
  const at = evaluateThreshold(input, best.hi);
  return { value, interval: [best.lo, best.hi], youdenJ: best.j, ...at };
}
