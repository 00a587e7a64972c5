/** What the bench renderers get: the library's BenchResult plus where it came from. */
import type { BenchResult, Proportion } from '../../bench/index.js';

export interface BenchReport {
  readonly dir: string;
  /** The query file as the user named it ('-' for standard input). */
  readonly queriesFile: string;
  readonly result: BenchResult;
}

/** "11/19 58 % [36–77]" — hits, rate and the Wilson interval in whole percent. */
export function fmtProportion(p: Proportion | null): string {
  if (p === null || p.rate === null) return '–';
  const ci = p.ci95 === null ? '' : ` [${Math.round(p.ci95[0] * 100)}–${Math.round(p.ci95[1] * 100)}]`;
  return `${p.hits}/${p.n} ${Math.round(p.rate * 100)} %${ci}`;
}

/** p-values the way people read them: "p = 0.03", "p = 0.11", "p < 0.001". */
export function fmtP(p: number): string {
  if (p < 0.001) return 'p < 0.001';
  if (p >= 0.995) return 'p = 1';
  return `p = ${p < 0.01 ? p.toFixed(3) : p.toFixed(2)}`;
}

/** Score or threshold with 3 decimals, '–' for null. */
export function fmt3(x: number | null): string {
  return x === null ? '–' : x.toFixed(3);
}
