/**
 * The seeded split that keeps `suggest` honest: proposals are chosen on one half of the
 * requests (the "choosing" half) and their effect is also reported on the other half (the
 * "held-out" half), which the search never looked at. A term that only helps the requests it
 * was picked from shows up as a gain on the choosing half and none on the held-out half.
 *
 * Stratified by what a query expects (its first expected skill, "no skill", or "not X"), so
 * every skill's requests fall into both halves as evenly as their count allows: strata in name
 * order, each shuffled with a seeded PRNG, then the whole sequence dealt alternately. Same
 * seed, same queries → same halves, on every machine.
 */
import { mulberry32, shuffleInPlace } from '../base/random.js';
import type { BenchQuery } from '../routing-bench/queries.js';

/** Seed used when `--split-seed` is not given. */
export const DEFAULT_SPLIT_SEED = 1;

function stratum(q: BenchQuery): string {
  switch (q.expect.kind) {
    case 'skills':
      return `s:${q.expect.names[0] ?? ''}`;
    case 'none':
      return 'none';
    case 'not':
      return `not:${q.expect.name}`;
  }
}

export type Half = 'choose' | 'heldOut';

/** `half[i]` is the half of query i. */
export function splitQueries(queries: readonly BenchQuery[], seed: number): Half[] {
  const rand = mulberry32(seed);
  const strata = new Map<string, number[]>();
  queries.forEach((q, i) => {
    const key = stratum(q);
    const list = strata.get(key);
    if (list === undefined) strata.set(key, [i]);
    else list.push(i);
  });
  const keys = [...strata.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const half: Half[] = new Array<Half>(queries.length).fill('choose');
  let k = 0;
  for (const key of keys) {
    const list = strata.get(key) as number[];
    shuffleInPlace(list, rand);
    for (const i of list) half[i] = k++ % 2 === 0 ? 'choose' : 'heldOut';
  }
  return half;
}
