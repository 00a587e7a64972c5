/**
 * Small-sample statistics for routing benchmarks. With 19 requests one request is 5 points, so
 * every rate carries a Wilson 95 % interval and every paired difference an exact McNemar test.
 */

/** Two-sided 95 % normal quantile, Φ⁻¹(0.975). */
export const Z_95 = 1.959963984540054;

/** Significance level the plain-language verdict uses to call a difference real. */
export const SIGNIFICANCE_LEVEL = 0.05;

export interface Proportion {
  readonly hits: number;
  readonly n: number;
  /** hits / n, null when n = 0. */
  readonly rate: number | null;
  /** Wilson score interval [lo, hi], null when n = 0. */
  readonly ci95: readonly [number, number] | null;
}

/**
 * Wilson score interval for `hits` successes in `n` trials: the p for which the normal test of
 * p̂ = hits/n is not rejected. Unlike p̂ ± z·se it stays inside [0, 1] and is sensible at 0/n
 * and n/n.
 */
export function wilsonInterval(hits: number, n: number, z: number = Z_95): [number, number] | null {
  if (n <= 0) return null;
  const p = hits / n;
  const z2n = (z * z) / n;
  const denom = 1 + z2n;
  const center = (p + z2n / 2) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [Math.max(0, center - half), Math.min(1, center + half)];
}

export function proportion(hits: number, n: number): Proportion {
  return { hits, n, rate: n === 0 ? null : hits / n, ci95: wilsonInterval(hits, n) };
}

/**
 * Exact two-sided McNemar test on the discordant pairs of a paired comparison: b = pairs only
 * the first got right, c = pairs only the second got right. Under H0 each discordant pair is
 * a fair coin, so p = min(1, 2·P(X ≤ min(b, c))), X ~ Binomial(b + c, 1/2). Computed in log
 * space so thousands of pairs do not underflow 2^−n.
 */
export function mcnemarExact(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  const k = Math.min(b, c);
  const ln2n = n * Math.LN2;
  let logC = 0; // ln C(n, 0)
  let tail = 0;
  for (let i = 0; i <= k; i++) {
    if (i > 0) logC += Math.log(n - i + 1) - Math.log(i);
    tail += Math.exp(logC - ln2n);
  }
  return Math.min(1, 2 * tail);
}

/** Median of `values` (mean of the two middle values for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}
