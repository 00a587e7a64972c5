/**
 * Scales and ticks for our SVG charts: value → pixel along one axis, linear or log10, with
 * "nice" tick values (1, 2, 5 × 10^k) so axis labels read as round numbers.
 */

export interface Scale {
  (value: number): number;
  readonly ticks: readonly number[];
  readonly domainMax: number;
}

/** Linear scale from [0, max] to [0, width]; max is rounded up to a nice number. */
export function linearScale(max: number, width: number, tickCount = 5): Scale {
  const step = niceStep(max <= 0 ? 1 : max / tickCount);
  const top = max <= 0 ? step * tickCount : Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(roundTo(v, step));
  const f = ((value: number) => (top === 0 ? 0 : (Math.max(0, value) / top) * width)) as Scale;
  return Object.assign(f, { ticks, domainMax: top });
}

/**
 * Log10 scale from [1, max] to [0, width] (values below 1 sit at 0): for quantities spanning
 * several orders of magnitude, like a 2k-token catalog beside megabytes of resources.
 */
export function logScale(max: number, width: number): Scale {
  const decades = Math.max(1, Math.ceil(Math.log10(Math.max(max, 10)) - 1e-9));
  const ticks: number[] = [];
  for (let k = 0; k <= decades; k++) ticks.push(10 ** k);
  const f = ((value: number) => (value <= 1 ? 0 : (Math.log10(value) / decades) * width)) as Scale;
  return Object.assign(f, { ticks, domainMax: 10 ** decades });
}

/** The smallest 1, 2 or 5 × 10^k at or above `raw`. */
export function niceStep(raw: number): number {
  const exp = Math.floor(Math.log10(raw));
  const base = 10 ** exp;
  const m = raw / base;
  const nice = m <= 1 ? 1 : m <= 2 ? 2 : m <= 5 ? 5 : 10;
  return nice * base;
}

function roundTo(v: number, step: number): number {
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  return Number(v.toFixed(digits));
}

/** Short tick label: 1,500 → "1.5k", 2,000,000 → "2M"; small values as is. */
export function tickLabel(v: number, unit: 'count' | 'percent' | 'score' = 'count'): string {
  if (unit === 'percent') return `${Math.round(v * 100)} %`;
  if (unit === 'score') return v.toFixed(v === 0 || v >= 1 ? 1 : 2);
  const a = Math.abs(v);
  if (a >= 1e9) return `${trim(v / 1e9)}G`;
  if (a >= 1e6) return `${trim(v / 1e6)}M`;
  if (a >= 1e3) return `${trim(v / 1e3)}k`;
  return trim(v);
}

function trim(v: number): string {
  return String(Number(v.toFixed(1)));
}
