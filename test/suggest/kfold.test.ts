/** The out-of-sample gain's interval (src/suggest/kfold.ts): McNemar's conditional view mapped to the gain. */
import { describe, expect, it } from 'vitest';
import { wilsonInterval } from '../../src/routing-bench/stats.js';
import { pairedGain } from '../../src/suggest/kfold.js';

describe('pairedGain', () => {
  it('is (fixed − broken) / n with the Wilson interval of the fixed share among changed requests', () => {
    const { gain, ci95 } = pairedGain(12, 2, 200);
    expect(gain).toBeCloseTo(10 / 200, 15);
    const [lo, hi] = wilsonInterval(12, 14) as [number, number];
    expect(ci95[0]).toBeCloseTo(((2 * lo - 1) * 14) / 200, 15);
    expect(ci95[1]).toBeCloseTo(((2 * hi - 1) * 14) / 200, 15);
    expect(ci95[0]).toBeGreaterThan(0);
  });
  it('contains 0 when fixes and breaks are about even, and is [0, 0] when nothing changed', () => {
    const even = pairedGain(5, 4, 100);
    expect(even.ci95[0]).toBeLessThan(0);
    expect(even.ci95[1]).toBeGreaterThan(0);
    expect(pairedGain(0, 0, 100)).toEqual({ gain: 0, ci95: [0, 0] });
    expect(pairedGain(0, 0, 0)).toEqual({ gain: 0, ci95: [0, 0] });
  });
  it('stays within [−changed/n, changed/n] and mirrors when fixes and breaks swap', () => {
    for (const [b, c, n] of [
      [3, 0, 10],
      [0, 3, 10],
      [7, 2, 40],
      [1, 9, 12],
    ] as const) {
      const g = pairedGain(b, c, n);
      expect(g.ci95[0]).toBeGreaterThanOrEqual(-(b + c) / n - 1e-12);
      expect(g.ci95[1]).toBeLessThanOrEqual((b + c) / n + 1e-12);
      const m = pairedGain(c, b, n);
      expect(m.ci95[0]).toBeCloseTo(-g.ci95[1], 12);
    }
  });
});
