/** Statistics against known values and an independent closed form. */
import { describe, expect, it } from 'vitest';
import { mcnemarExact, median, proportion, wilsonInterval, Z_95 } from '../../src/bench/index.js';

/** Wilson bounds as the roots of (p̂ − p)² = z²·p(1 − p)/n, solved as a quadratic in p. */
function wilsonByQuadratic(k: number, n: number, z: number): [number, number] {
  const ph = k / n;
  const a = 1 + (z * z) / n;
  const b = -(2 * ph + (z * z) / n);
  const c = ph * ph;
  const disc = Math.sqrt(b * b - 4 * a * c);
  return [(-b - disc) / (2 * a), (-b + disc) / (2 * a)];
}

describe('Wilson interval', () => {
  it('11/19 matches the quadratic closed form and the hand value [0.3628, 0.7686]', () => {
    const [lo, hi] = wilsonInterval(11, 19) as [number, number];
    const [qlo, qhi] = wilsonByQuadratic(11, 19, Z_95);
    expect(lo).toBeCloseTo(qlo, 12);
    expect(hi).toBeCloseTo(qhi, 12);
    expect(lo).toBeCloseTo(0.3628, 4);
    expect(hi).toBeCloseTo(0.7686, 4);
  });
  it('agrees with the closed form across counts', () => {
    for (const [k, n] of [[1, 10], [5, 7], [14, 19], [40, 64], [300, 1000]] as const) {
      const [lo, hi] = wilsonInterval(k, n) as [number, number];
      const [qlo, qhi] = wilsonByQuadratic(k, n, Z_95);
      expect(lo).toBeCloseTo(qlo, 12);
      expect(hi).toBeCloseTo(qhi, 12);
    }
  });
  it('stays inside [0, 1] at the edges and is null without trials', () => {
    const [lo0, hi0] = wilsonInterval(0, 19) as [number, number];
    expect(lo0).toBe(0);
    expect(hi0).toBeCloseTo((Z_95 * Z_95) / 19 / (1 + (Z_95 * Z_95) / 19), 12);
    const [loN, hiN] = wilsonInterval(19, 19) as [number, number];
    expect(hiN).toBe(1);
    expect(loN).toBeCloseTo(1 - hi0, 12);
    expect(wilsonInterval(0, 0)).toBeNull();
    expect(proportion(0, 0)).toEqual({ hits: 0, n: 0, rate: null, ci95: null });
  });
});

describe('exact McNemar', () => {
  it('matches known two-sided binomial values', () => {
    expect(mcnemarExact(1, 6)).toBeCloseTo(0.125, 12);
    expect(mcnemarExact(0, 5)).toBeCloseTo(0.0625, 12);
    expect(mcnemarExact(2, 8)).toBeCloseTo(0.109375, 12);
    expect(mcnemarExact(8, 2)).toBeCloseTo(0.109375, 12);
    expect(mcnemarExact(0, 6)).toBeCloseTo(0.03125, 12);
  });
  it('is 1 without discordant pairs or when they split evenly', () => {
    expect(mcnemarExact(0, 0)).toBe(1);
    expect(mcnemarExact(3, 3)).toBe(1);
  });
  it('does not underflow for thousands of pairs', () => {
    const p = mcnemarExact(900, 1100);
    expect(p).toBeGreaterThan(0);
    expect(p).toBeLessThan(1e-4);
    expect(mcnemarExact(1000, 1000)).toBe(1);
  });
});

describe('median', () => {
  it('takes the middle value or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});
