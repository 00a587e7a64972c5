import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evaluateThreshold, sweepThreshold } from '../../src/routing-bench/index.js';

describe('threshold sweep', () => {
  it('puts the threshold in the gap between the best negative and the positives (the article case)', () => {
    const best = sweepThreshold({ positives: [0.6, 0.637, 0.7, 0.9], negatives: [0.372] });
    expect(best?.interval).toEqual([0.372, 0.6]);
    expect(best?.value).toBeCloseTo(0.486, 12);
    expect(best?.youdenJ).toBe(1);
    expect(best?.acceptedPositives.hits).toBe(4);
    expect(best?.rejectedNegatives.hits).toBe(1);
  });
  it('maximises Youden J when the classes overlap, preferring the widest gap on ties', () => {
    // positives (right top-1) 0.3 0.5 0.8, one wrong positive (null); negatives 0.4, 0.6, never (null)
    const input = { positives: [0.3, 0.5, 0.8, null], negatives: [0.4, 0.6, null] };
    // T in (0.6, 0.8]: TPR 1/4, TNR 3/3 → J 0.25; T in (0.4, 0.5]: TPR 2/4, TNR 2/3 → J 0.1667
    // T in (0, 0.3]: TPR 3/4, TNR 1/3 → J 0.0833; T in (0.5, 0.6]: TPR 1/4, TNR 2/3 → J −0.083
    const best = sweepThreshold(input);
    expect(best?.youdenJ).toBeCloseTo(0.25, 12);
    expect(best?.interval).toEqual([0.6, 0.8]);
    expect(best?.value).toBeCloseTo(0.7, 12);
  });
  it('counts a positive as accepted only when its score reaches the threshold', () => {
    const r = evaluateThreshold({ positives: [0.5, 0.49, null], negatives: [0.5, null] }, 0.5);
    expect(r.acceptedPositives.hits).toBe(1);
    expect(r.rejectedNegatives.hits).toBe(1);
  });
  it('needs both positives and negatives', () => {
    expect(sweepThreshold({ positives: [0.5], negatives: [] })).toBeNull();
    expect(sweepThreshold({ positives: [], negatives: [0.5] })).toBeNull();
  });
});

describe('threshold sweep: the one-pass count equals counting afresh at every score', () => {
  /** The definition, quadratic: evaluate every distinct score as T and keep the best gap. */
  function bruteForce(positives: (number | null)[], negatives: (number | null)[]) {
    if (positives.length === 0 || negatives.length === 0) return null;
    const scores = [...new Set([...positives, ...negatives].filter((s): s is number => s !== null))].sort(
      (a, b) => a - b,
    );
    if (scores.length === 0) return null;
    let best: { j: number; lo: number; hi: number } | null = null;
    let prev = 0;
    for (const s of scores) {
      const at = evaluateThreshold({ positives, negatives }, s);
      const j = at.acceptedPositives.hits / positives.length + at.rejectedNegatives.hits / negatives.length - 1;
      if (best === null || j > best.j + 1e-12 || (Math.abs(j - best.j) <= 1e-12 && s - prev > best.hi - best.lo))
        best = { j, lo: prev, hi: s };
      prev = s;
    }
    return best === null ? null : { value: (best.lo + best.hi) / 2, interval: [best.lo, best.hi], youdenJ: best.j };
  }

  it('on random score lists with ties and nulls', () => {
    const score = fc.option(
      fc.integer({ min: 0, max: 12 }).map((n) => n / 8),
      { nil: null, freq: 4 },
    );
    fc.assert(
      fc.property(fc.array(score, { maxLength: 30 }), fc.array(score, { maxLength: 30 }), (pos, neg) => {
        const fast = sweepThreshold({ positives: pos, negatives: neg });
        const slow = bruteForce(pos, neg);
        expect(
          fast === null ? null : { value: fast.value, interval: [...fast.interval], youdenJ: fast.youdenJ },
        ).toEqual(slow);
      }),
      { numRuns: 300 },
    );
  });
});
