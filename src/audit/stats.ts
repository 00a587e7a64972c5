/** Summary statistics of a list of numbers, as every tier table shows them. */

export interface Summary {
  readonly total: number;
  readonly mean: number;
  readonly median: number;
  readonly max: number;
}

export function summarize(values: readonly number[]): Summary {
  if (values.length === 0) return { total: 0, mean: 0, median: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const total = sorted.reduce((a, b) => a + b, 0);
  const mid = sorted.length >> 1;
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { total, mean: total / sorted.length, median, max: sorted[sorted.length - 1]! };
}

/** a ÷ b, or null when b is 0 (a ratio against nothing is not a number to print). */
export function ratio(a: number, b: number): number | null {
  return b === 0 ? null : a / b;
}
