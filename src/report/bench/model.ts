/** What the bench renderers get: the library's BenchResult plus where it came from. */
import type { UnreadHidden } from '../../skills/model.js';
import type {
  AccessBenchResult,
  BenchResult,
  Calibration,
  CrossValidation,
  Proportion,
} from '../../routing-bench/index.js';

export interface BenchReport {
  readonly dir: string;
  /** The query file as the user named it ('-' for standard input). */
  readonly queriesFile: string;
  readonly result: BenchResult;
  /** SKILL.md files in hidden folders the loader did not enter (`SkillSet.unreadHidden`); absent when none. */
  readonly unreadHidden?: UnreadHidden | undefined;
  /** Misses listed per router in text and markdown (default DEFAULT_MISSES_SHOWN; 0 = all). */
  readonly misses?: number;
  /** The access primitives on the same queries (bounded catalog, discover, search); absent with --no-access. */
  readonly access?: AccessBenchResult;
  /** `--calibrate-on`: thresholds fitted on another query set (or directory), judged on this one. */
  readonly calibration?: Calibration;
  /** `--folds K`: the threshold and the router choice fitted on K − 1 folds, judged on the held-out one. */
  readonly crossValidation?: CrossValidation;
}

/** Most decimals a percentage or score is ever printed with (past this, values are equal for people). */
const MAX_EXTRA_DIGITS = 6;

/**
 * "11/19 58 % [36–77]" — hits, rate and the Wilson interval in percent, in whole percent
 * unless that would mislead: a rate of 149,998/150,000 is not "100 %", and an interval is
 * never printed as "[100–100]". Decimals are added (for the whole cell) until the rate is
 * 0 or 100 only when it truly is, and the bounds differ when they do.
 */
export function fmtProportion(p: Proportion | null): string {
  if (p === null || p.rate === null) return '–';
  const digits = percentDigits(p.hits, p.n, p.rate, p.ci95);
  const pct = (x: number) => (x * 100).toFixed(digits);
  const interval = p.ci95 === null ? '' : ` [${pct(p.ci95[0])}–${pct(p.ci95[1])}]`;
  return `${p.hits}/${p.n} ${pct(p.rate)} %${interval}`;
}

/** Decimals of a percentage (0 unless more are needed, see fmtProportion). */
export function percentDigits(hits: number, n: number, rate: number, ci: readonly [number, number] | null): number {
  let digits = 0;
  for (; digits < MAX_EXTRA_DIGITS; digits++) {
    const pct = (x: number) => (x * 100).toFixed(digits);
    const rateMisleads =
      (pct(rate) === (100).toFixed(digits) && hits < n) || (pct(rate) === (0).toFixed(digits) && hits > 0);
    const boundsMerge = ci !== null && ci[0] !== ci[1] && pct(ci[0]) === pct(ci[1]);
    if (!rateMisleads && !boundsMerge) break;
  }
  return digits;
}

/**
 * Decimals (3 or more) with which every two different numbers of `values` print differently:
 * a best threshold must never print equal to the best negative score it has to exceed.
 */
export function separatingDigits(values: readonly (number | null)[], min = 3): number {
  const xs = [...new Set(values.filter((v): v is number => v !== null && Number.isFinite(v)))];
  let digits = min;
  for (; digits < min + MAX_EXTRA_DIGITS; digits++) {
    if (new Set(xs.map((x) => x.toFixed(digits))).size === xs.length) break;
  }
  return digits;
}

/** p-values the way people read them: "p = 0.03", "p = 0.11", "p < 0.001". */
export function fmtP(p: number): string {
  if (p < 0.001) return 'p < 0.001';
  if (p >= 0.995) return 'p = 1';
  return `p = ${p < 0.01 ? p.toFixed(3) : p.toFixed(2)}`;
}

/** Score or threshold with 3 decimals (or `digits`), '–' for null. */
export function fmt3(x: number | null, digits = 3): string {
  return x === null ? '–' : x.toFixed(digits);
}

/** The access section's lines (text and markdown share them): one line per primitive. */
export function accessLines(a: AccessBenchResult): string[] {
  return [
    `catalog   expected skill visible in the bounded catalog (${a.budgetBytes} bytes, ${a.catalogShown} skills shown): ${fmtProportion(a.catalog)}`,
    `discover  on the first page of a substring query, rarest request term first: ${fmtProportion(a.discover)}${a.discover.meanCalls === null ? '' : `, ${a.discover.meanCalls.toFixed(1)} queries on average`}`,
    `search    request words as --any terms: top-1 ${fmtProportion(a.search.top1)}; in the returned page ${fmtProportion(a.search.inPage)}`,
  ];
}
