/**
 * Whether `suggest`'s proposals generalize: K-fold cross-validation of the whole procedure.
 * For each fold, the search (search.ts) chooses every skill's words on the other K − 1 folds
 * only; all those edits are applied together and the router is re-run exactly; the held-out
 * fold's positives are compared before and after. Every request is judged once, by edits
 * chosen without it, so the pooled change is an out-of-sample estimate of what the proposals
 * do to requests they were not chosen on.
 *
 * The gain is (fixed − broken) / positives. Its 95 % interval is the Wilson interval of the
 * fixed share among the requests that changed (b fixed, c broken, conditional on b + c, as in
 * McNemar's test), mapped to the gain: (2·lo − 1)·(b + c)/n … (2·hi − 1)·(b + c)/n. It lies
 * above 0 exactly when the fixes outnumber the breaks by more than chance allows; the exact
 * McNemar p is given beside it.
 *
 * Per skill, the net of its own fold-chosen edits on the folds it did not see (each skill's
 * edit measured alone) decides whether its final proposal is kept: a word that never helped a
 * request it was not chosen on is not advice (suggest.ts).
 */
import { assignFolds } from '../routing-bench/folds.js';
import { isPositive, type BenchQuery } from '../routing-bench/queries.js';
import { mcnemarExact, wilsonInterval } from '../routing-bench/stats.js';
import type { Outcome } from './evaluate.js';
import { missesOf, searchProposal, type SearchContext } from './search.js';
import type { Half } from './split.js';

/** Folds unless told otherwise (`suggest --folds`), and the accepted range. */
export const DEFAULT_SUGGEST_FOLDS = 5;
export const MIN_SUGGEST_FOLDS = 2;
export const MAX_SUGGEST_FOLDS = 20;

export interface OutOfSampleGain {
  readonly folds: number;
  readonly seed: number;
  /** Positives judged (each once, held out). */
  readonly positives: number;
  readonly before: number;
  readonly after: number;
  /** Held-out positives the fold's edits made right / wrong. */
  readonly fixed: number;
  readonly broken: number;
  /** (fixed − broken) / positives; 0 without positives. */
  readonly gain: number;
  /** 95 % interval of the gain (see the module comment); [0, 0] when nothing changed. */
  readonly ci95: readonly [number, number];
  /** Exact two-sided McNemar p of fixed against broken. */
  readonly p: number;
}

export interface CrossValidated {
  readonly gain: OutOfSampleGain;
  /** Per skill (index), the net held-out effect of its own edits over the folds it did not see. */
  readonly skillNet: ReadonlyMap<number, number>;
}

/** The paired gain and its interval from b fixed and c broken among n positives. */
export function pairedGain(b: number, c: number, n: number): { gain: number; ci95: [number, number] } {
  if (n === 0) return { gain: 0, ci95: [0, 0] };
  const m = b + c;
  const w = wilsonInterval(b, m);
  if (w === null) return { gain: 0, ci95: [0, 0] };
  return { gain: (b - c) / n, ci95: [((2 * w[0] - 1) * m) / n, ((2 * w[1] - 1) * m) / n] };
}

function netOn(
  before: readonly Outcome[],
  after: readonly Outcome[],
  queries: readonly BenchQuery[],
  keep: (i: number) => boolean,
): number {
  let net = 0;
  // Negatives count too: an edit that routes a negative to the skill is a break.
  queries.forEach((_, i) => {
    if (!keep(i)) return;
    const was = (before[i] as Outcome).correct;
    const now = (after[i] as Outcome).correct;
    if (now && !was) net++;
    else if (!now && was) net--;
  });
  return net;
}

export function crossValidateSuggest(base: SearchContext, folds: number, seed: number): CrossValidated {
  const ev = base.evaluator;
  const queries = ev.queries;
  const fold = assignFolds(
    queries.map((q) => ({
      expect: q.expect.kind === 'skills' ? q.expect.names : null,
      mustNotRoute: q.expect.kind === 'not' ? q.expect.name : null,
    })),
    folds,
    seed,
  );
  const baseline = ev.baseline;
  const skillNet = new Map<number, number>();
  let fixed = 0;
  let broken = 0;
  let before = 0;
  let after = 0;
  let positives = 0;
  for (let f = 0; f < folds; f++) {
    const half: Half[] = fold.map((x) => (x === f ? 'heldOut' : 'choose'));
    const ctx: SearchContext = { ...base, half };
    const edits = new Map<number, string>();
    const held = (i: number) => fold[i] === f;
    ev.names.forEach((_, doc) => {
      if (missesOf(ctx, doc, 'choose').length === 0) return;
      const found = searchProposal(ctx, doc);
      if ('none' in found) return;
      edits.set(doc, found.edit.description);
      skillNet.set(doc, (skillNet.get(doc) ?? 0) + netOn(baseline, found.outcomes, queries, held));
    });
    const outcomes = edits.size === 0 ? baseline : ev.run(edits);
    queries.forEach((q, i) => {
      if (!held(i) || !isPositive(q)) return;
      positives++;
      const was = (baseline[i] as Outcome).correct;
      const now = (outcomes[i] as Outcome).correct;
      if (was) before++;
      if (now) after++;
      if (now && !was) fixed++;
      if (!now && was) broken++;
    });
  }
  const { gain, ci95 } = pairedGain(fixed, broken, positives);
  return {
    gain: { folds, seed, positives, before, after, fixed, broken, gain, ci95, p: mcnemarExact(fixed, broken) },
    skillNet,
  };
}
