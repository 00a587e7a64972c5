/**
 * Threshold transfer (bench --calibrate-on) and cross-validation (bench --folds) on small
 * cases computed by hand: the per-query outcomes are written out, every figure below follows
 * from them with pencil and paper (the comments show the arithmetic).
 */
import { describe, expect, it } from 'vitest';
import {
  assignFolds,
  crossValidate,
  evaluateFolds,
  foldStratum,
  proportion,
  sweepInputOf,
  sweepThreshold,
  transferThresholds,
  type BenchResult,
  type ConditionReport,
  type PerQuery,
} from '../../src/routing-bench/index.js';

/** One query; `outcomes` per router: [top1Correct, top-1 score] or null when nothing ranked. */
function q(id: string, expect: string[] | null, outcomes: ([boolean, number] | null)[]): PerQuery {
  return {
    id,
    line: 1,
    query: id,
    expect,
    mustNotRoute: null,
    lang: null,
    cue: null,
    results: outcomes.map((o, r) => ({
      router: `r${r}`,
      top: o === null ? [] : [{ name: 'x', score: o[1] }],
      rank: null,
      reciprocalRank: null,
      top1Correct: o === null ? expect === null : o[0],
      routed: o !== null,
      ok: true,
      tie: null,
    })),
  };
}

/** A BenchResult around `perQuery` with what the folds and the transfer read from conditions. */
function result(perQuery: PerQuery[], routers: string[]): BenchResult {
  const conditions = routers.map((name, r) => {
    const pos = perQuery.filter((x) => x.expect !== null);
    return {
      name,
      top1: proportion(pos.filter((x) => x.results[r]?.top1Correct === true).length, pos.length),
      threshold: { best: sweepThreshold(sweepInputOf(perQuery, r)) },
    } as unknown as ConditionReport;
  });
  return {
    skills: 3,
    queries: {
      positives: perQuery.filter((x) => x.expect !== null).length,
      negatives: perQuery.filter((x) => x.expect === null).length,
    },
    conditions,
    comparisons: [],
    perQuery,
  };
}

describe('transferThresholds', () => {
  // Calibration: positives right at 0.6 and 0.8, one wrong; negatives wrongly routed at 0.3, one never.
  const cal = result(
    [
      q('c1', ['a'], [[true, 0.6]]),
      q('c2', ['a'], [[true, 0.8]]),
      q('c3', ['b'], [[false, 0.9]]),
      q('c4', null, [[false, 0.3]]),
      q('c5', null, [null]),
    ],
    ['R'],
  );
  // Target: positives right at 0.5, 0.4, 0.2, one wrong; negatives wrongly routed at 0.46 and 0.1.
  const tgt = result(
    [
      q('t1', ['a'], [[true, 0.5]]),
      q('t2', ['a'], [[true, 0.4]]),
      q('t3', ['b'], [[true, 0.2]]),
      q('t4', ['b'], [[false, 0.7]]),
      q('t5', null, [[false, 0.46]]),
      q('t6', null, [[false, 0.1]]),
    ],
    ['R'],
  );
  const t = transferThresholds(cal, tgt, { queriesFile: 'cal.jsonl', dir: 'cal' });
  const row = t.routers[0];

  it('fits on the calibration set: gap (0.3, 0.6], J = 2/3 + 2/2 − 1', () => {
    expect(row?.fitted?.interval).toEqual([0.3, 0.6]);
    expect(row?.fitted?.value).toBeCloseTo(0.45, 12);
    expect(row?.fitted?.youdenJ).toBeCloseTo(2 / 3, 12);
    expect(t.queries).toEqual({ positives: 3, negatives: 2 });
  });
  it('judges 0.45 on the target: accepts 0.5 only (1/4), rejects 0.1 only (1/2), J = −0.25', () => {
    expect(row?.transferred?.value).toBeCloseTo(0.45, 12);
    expect(row?.transferred?.acceptedPositives).toMatchObject({ hits: 1, n: 4 });
    expect(row?.transferred?.rejectedNegatives).toMatchObject({ hits: 1, n: 2 });
    expect(row?.transferred?.youdenJ).toBeCloseTo(-0.25, 12);
  });
  it("reports the target's own best beside it: (0.1, 0.2] and (0.46, 0.5] both give J 0.25, the wider wins", () => {
    expect(row?.targetBest?.interval).toEqual([0.1, 0.2]);
    expect(row?.targetBest?.youdenJ).toBeCloseTo(0.25, 12);
  });
  it('leaves a router the calibration run lacks without figures, and one without negatives unfitted', () => {
    const other = result([q('c1', ['a'], [[true, 0.6]])], ['S']);
    expect(transferThresholds(other, tgt, { queriesFile: 'f', dir: 'd' }).routers[0]).toMatchObject({
      router: 'R',
      fitted: null,
      transferred: null,
    });
    const onlyPos = result([q('c1', ['a'], [[true, 0.6]])], ['R']);
    expect(transferThresholds(onlyPos, tgt, { queriesFile: 'f', dir: 'd' }).routers[0]).toMatchObject({
      fitted: null,
      transferred: null,
    });
  });
});

describe('folds', () => {
  // Two routers. Folds given: [0, 1, 0, 1, 0, 1].
  const pq = [
    q(
      'q0',
      ['a'],
      [
        [true, 0.9],
        [false, 0.9],
      ],
    ),
    q(
      'q1',
      ['a'],
      [
        [true, 0.3],
        [true, 0.3],
      ],
    ),
    q('q2', null, [
      [false, 0.4],
      [false, 0.4],
    ]),
    q('q3', null, [
      [false, 0.2],
      [false, 0.2],
    ]),
    q(
      'q4',
      ['b'],
      [
        [true, 0.5],
        [false, 0.5],
      ],
    ),
    q(
      'q5',
      ['b'],
      [
        [false, 0.7],
        [true, 0.7],
      ],
    ),
  ];
  const r = evaluateFolds(result(pq, ['X', 'Y']), [0, 1, 0, 1, 0, 1], 2);
  const x = r.routers[0];

  it('fits the threshold on the other fold and judges the held-out one', () => {
    // Fold 0 held out: fit on q1 (0.3), q5 (wrong), q3 (neg 0.2) → gap (0.2, 0.3], T = 0.25;
    // on q0 0.9, q4 0.5 → 2/2 accepted; q2 0.4 ≥ 0.25 → 0/1 rejected; J = 0.
    expect(x?.folds[0]?.threshold).toBeCloseTo(0.25, 12);
    expect(x?.folds[0]?.acceptedPositives).toMatchObject({ hits: 2, n: 2 });
    expect(x?.folds[0]?.rejectedNegatives).toMatchObject({ hits: 0, n: 1 });
    expect(x?.folds[0]?.youdenJ).toBeCloseTo(0, 12);
    expect(x?.folds[0]?.top1).toMatchObject({ hits: 2, n: 2 });
    // Fold 1 held out: fit on q0 0.9, q4 0.5, q2 neg 0.4 → gap (0.4, 0.5], T = 0.45;
    // q1 0.3 < 0.45 and q5 wrong → 0/2 accepted; q3 0.2 → 1/1 rejected; J = 0.
    expect(x?.folds[1]?.threshold).toBeCloseTo(0.45, 12);
    expect(x?.folds[1]?.acceptedPositives).toMatchObject({ hits: 0, n: 2 });
    expect(x?.folds[1]?.rejectedNegatives).toMatchObject({ hits: 1, n: 1 });
    expect(x?.folds[1]?.top1).toMatchObject({ hits: 1, n: 2 });
  });
  it('pools every held-out query once and averages the folds', () => {
    expect(x?.pooled.acceptedPositives).toMatchObject({ hits: 2, n: 4 });
    expect(x?.pooled.rejectedNegatives).toMatchObject({ hits: 1, n: 2 });
    expect(x?.pooled.youdenJ).toBeCloseTo(0, 12);
    expect(x?.pooled.top1).toMatchObject({ hits: 3, n: 4 });
    expect(x?.mean.acceptedPositives).toEqual({ mean: 0.5, min: 0, max: 1, folds: 2 });
    expect(x?.mean.rejectedNegatives).toEqual({ mean: 0.5, min: 0, max: 1, folds: 2 });
    // In sample the same data separate at (0.4, 0.5] with J = 2/4 + 2/2 − 1 = 0.5: out of sample, 0.
    expect(x?.inSample.youdenJ).toBeCloseTo(0.5, 12);
    expect(x?.inSample.threshold).toBeCloseTo(0.45, 12);
  });
  it('chooses the router on the training folds: Y on fold 0 (2 vs 1), X on fold 1 (2 vs 0)', () => {
    expect(r.selection?.folds.map((f) => f.chosen)).toEqual(['Y', 'X']);
    // Y on q0, q4: 0/2; X on q1, q5: 1/2 → 1/4, where the in-sample best (X) claims 3/4.
    expect(r.selection?.folds.map((f) => f.top1.hits)).toEqual([0, 1]);
    expect(r.selection?.pooled).toMatchObject({ hits: 1, n: 4 });
    expect(r.selection?.inSample).toMatchObject({ router: 'X', top1: { hits: 3, n: 4 } });
  });
  it('counts the queries per fold', () => {
    expect(r.sizes).toEqual([
      { positives: 2, negatives: 1 },
      { positives: 2, negatives: 1 },
    ]);
  });
});

describe('assignFolds', () => {
  const queries = [
    ...Array.from({ length: 7 }, () => ({ expect: ['a'], mustNotRoute: null })),
    ...Array.from({ length: 5 }, () => ({ expect: ['b', 'c'], mustNotRoute: null })),
    ...Array.from({ length: 4 }, () => ({ expect: null, mustNotRoute: null })),
    ...Array.from({ length: 3 }, () => ({ expect: null, mustNotRoute: 'a' })),
  ];
  it('is deterministic for a seed and changes with it', () => {
    expect(assignFolds(queries, 3, 7)).toEqual(assignFolds(queries, 3, 7));
    expect(assignFolds(queries, 3, 7)).not.toEqual(assignFolds(queries, 3, 8));
  });
  it('balances fold sizes (±1) and spreads every target over the folds (±1)', () => {
    for (const seed of [1, 2, 3, 99]) {
      const f = assignFolds(queries, 3, seed);
      const sizes = [0, 1, 2].map((k) => f.filter((x) => x === k).length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      for (const stratum of new Set(queries.map(foldStratum))) {
        const per = [0, 1, 2].map(
          (k) => f.filter((x, i) => x === k && foldStratum(queries[i] as (typeof queries)[number]) === stratum).length,
        );
        expect(Math.max(...per) - Math.min(...per)).toBeLessThanOrEqual(1);
      }
    }
  });
  it('names strata by target: expected set (order-free), no skill, or the forbidden skill', () => {
    expect(foldStratum({ expect: ['c', 'b'], mustNotRoute: null })).toBe(
      foldStratum({ expect: ['b', 'c'], mustNotRoute: null }),
    );
    expect(
      new Set([
        foldStratum({ expect: null, mustNotRoute: null }),
        foldStratum({ expect: null, mustNotRoute: 'a' }),
        foldStratum({ expect: ['a'], mustNotRoute: null }),
      ]).size,
    ).toBe(3);
  });
  it('crossValidate refuses k outside 2 … queries', () => {
    const res = result([q('a', ['a'], [[true, 1]]), q('b', null, [null])], ['R']);
    expect(() => crossValidate(res, 1)).toThrow(/k must be a whole number from 2/);
    expect(() => crossValidate(res, 3)).toThrow(/k must be/);
    expect(crossValidate(res, 2).k).toBe(2);
  });
});
