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
 * and n/n. The bounds are the roots of (p̂ − p)² = z²·p(1 − p)/n; at hits = 0 the lower root
 * is exactly 0 and at hits = n the upper root is exactly 1, so those edges are set, not
 * computed: center − half cancels to ±1e-17 or 1 − 2^−53 for many n otherwise.
 */
export function wilsonInterval(hits: number, n: number, z: number = Z_95): [number, number] | null {
  if (n <= 0) return null;
  const p = hits / n;
  const z2n = (z * z) / n;
  const denom = 1 + z2n;
  const center = (p + z2n / 2) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const lo = hits <= 0 ? 0 : Math.max(0, center - half);
  const hi = hits >= n ? 1 : Math.min(1, center + half);
  return [lo, hi];
}

export function proportion(hits: number, n: number): Proportion {
  return { hits, n, rate: n === 0 ? null : hits / n, ci95: wilsonInterval(hits, n) };
}

/**
 * Smallest p-value `mcnemarExact` returns: the smallest positive double (2^−1074). Beyond
 * about 1,070 one-sided discordant pairs the true p is below it; reporting exactly 0 would
 * claim the result is impossible under H0, so the p-value is floored here instead.
 */
export const MIN_P_VALUE = Number.MIN_VALUE;

/**
 * Exact two-sided McNemar test on the discordant pairs of a paired comparison: b = pairs only
 * the first got right, c = pairs only the second got right. Under H0 each discordant pair is
 * a fair coin, so p = min(1, 2·P(X ≤ min(b, c))), X ~ Binomial(b + c, 1/2). The tail is summed
 * in log space (log-sum-exp over ln C(n, i) − n·ln 2), so no term underflows 2^−n on the way;
 * only a final p below the smallest double is floored to MIN_P_VALUE.
 */
export function mcnemarExact(b: number, c: number): number {
  const n = b + c;
  if (n === 0) return 1;
  const k = Math.min(b, c);
  const ln2n = n * Math.LN2;
  const logTerms: number[] = [];
  let logC = 0; // ln C(n, 0)
  for (let i = 0; i <= k; i++) {
    if (i > 0) logC += Math.log(n - i + 1) - Math.log(i);
    logTerms.push(logC - ln2n);
  }
  // Terms grow with i up to n/2, and k ≤ n/2, so the last one is the largest.
  const max = logTerms[logTerms.length - 1] as number;
  let sum = 0;
  for (const t of logTerms) sum += Math.exp(t - max);
  const logP = Math.LN2 + max + Math.log(sum);
  if (logP >= 0) return 1;
  return Math.max(MIN_P_VALUE, Math.exp(logP));
}

/** Median of `values` (mean of the two middle values for an even count); null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}
