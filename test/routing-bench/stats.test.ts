/** Statistics against known values and an independent closed form. */
import { describe, expect, it } from 'vitest';
import { mcnemarExact, median, MIN_P_VALUE, proportion, wilsonInterval, Z_95 } from '../../src/routing-bench/index.js';

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
    for (const [k, n] of [
      [1, 10],
      [5, 7],
      [14, 19],
      [40, 64],
      [300, 1000],
    ] as const) {
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

describe('Wilson interval edges', () => {
  it('is exactly 0 at 0/n and exactly 1 at n/n for n = 1..2000', () => {
    const bad: number[] = [];
    for (let n = 1; n <= 2000; n++) {
      const lo = (wilsonInterval(0, n) as [number, number])[0];
      const hi = (wilsonInterval(n, n) as [number, number])[1];
      if (lo !== 0 || hi !== 1) bad.push(n);
    }
    expect(bad).toEqual([]);
  });
  it('keeps the other bound and the interior untouched (symmetry k ↔ n − k)', () => {
    for (const n of [1, 7, 19, 64, 1000]) {
      for (const k of [0, 1, Math.floor(n / 2), n - 1, n]) {
        if (k < 0 || k > n) continue;
        const [lo, hi] = wilsonInterval(k, n) as [number, number];
        const [lo2, hi2] = wilsonInterval(n - k, n) as [number, number];
        expect(lo).toBeCloseTo(1 - hi2, 12);
        expect(hi).toBeCloseTo(1 - lo2, 12);
        expect(lo).toBeLessThanOrEqual(k / n);
        expect(hi).toBeGreaterThanOrEqual(k / n);
      }
    }
  });
});

/** ln of an exact two-sided McNemar p from BigInt binomial sums (independent of the log-space code). */
function exactLogP(b: number, c: number): number {
  const n = BigInt(b + c);
  const k = BigInt(Math.min(b, c));
  let term = 1n;
  let sum = 1n;
  for (let i = 1n; i <= k; i++) {
    term = (term * (n - i + 1n)) / i;
    sum += term;
  }
  const digits = sum.toString();
  const lead = Number(`${digits.slice(0, 1)}.${digits.slice(1, 17)}`);
  const ln = Math.log(lead) + (digits.length - 1) * Math.LN10;
  return Math.LN2 + ln - (b + c) * Math.LN2;
}

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
  it('matches exact BigInt sums far into the tail, where 2^-n alone underflows', () => {
    for (const [b, c] of [
      [0, 1000],
      [300, 1700],
      [900, 1100],
      [150, 1500],
      [200, 1500],
    ] as const) {
      const p = mcnemarExact(b, c);
      expect(Math.abs(Math.log(p) - exactLogP(b, c)), `${b}, ${c}`).toBeLessThan(1e-9);
    }
  });
  it('floors a p-value below the smallest double at that double, never 0', () => {
    expect(mcnemarExact(0, 2000)).toBe(MIN_P_VALUE);
    expect(mcnemarExact(2000, 0)).toBe(MIN_P_VALUE);
    expect(mcnemarExact(50, 1500)).toBe(MIN_P_VALUE); // exact ln p ≈ −855.6, below ln 2^−1074 ≈ −744.4
    expect(MIN_P_VALUE).toBe(Number.MIN_VALUE);
    expect(mcnemarExact(0, 1000)).toBeGreaterThan(MIN_P_VALUE);
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
