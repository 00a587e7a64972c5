/**
 * Per-language and per-cue breakdowns: the same metrics restricted to the queries with one
 * `lang` (or `cue`) label, so "Chinese requests route worse" is a number with an interval.
 * Only produced when some query carries the label; unlabelled queries form the group null.
 */
import type { BenchQuery } from './queries.js';
import { proportion, type Proportion } from './stats.js';
import type { QueryOutcome } from './run.js';

export interface Breakdown {
  /** The label value; null = queries without the label. */
  readonly value: string | null;
  readonly top1: Proportion;
  readonly top3: Proportion;
  /** Positives routed to an expected skill at the threshold. */
  readonly acceptedPositives: Proportion;
  /** Negatives not routed to a forbidden skill at the threshold. */
  readonly rejectedNegatives: Proportion;
}

export function breakdown(
  queries: readonly BenchQuery[],
  outcomes: readonly QueryOutcome[],
  label: (q: BenchQuery) => string | null,
): Breakdown[] {
  if (!queries.some((q) => label(q) !== null)) return [];
  const groups = new Map<string | null, number[]>();
  queries.forEach((q, i) => {
    const key = label(q);
    const list = groups.get(key) ?? [];
    list.push(i);
    groups.set(key, list);
  });
  const keys = [...groups.keys()].sort((a, b) => (a === null ? 1 : b === null ? -1 : a < b ? -1 : a > b ? 1 : 0));
  return keys.map((value) => {
    const idx = groups.get(value) ?? [];
    const pos = idx.filter((i) => queries[i]?.expect.kind === 'skills').map((i) => outcomes[i] as QueryOutcome);
    const neg = idx.filter((i) => queries[i]?.expect.kind !== 'skills').map((i) => outcomes[i] as QueryOutcome);
    return {
      value,
      top1: proportion(pos.filter((o) => o.top1Correct === true).length, pos.length),
      top3: proportion(pos.filter((o) => o.rank !== null && o.rank <= 3).length, pos.length),
      acceptedPositives: proportion(pos.filter((o) => o.ok).length, pos.length),
      rejectedNegatives: proportion(neg.filter((o) => o.ok).length, neg.length),
    };
  });
}
