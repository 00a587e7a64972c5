/** What every check renderer receives: the result, plus the verdict, baseline and fixes when used. */
import type { BaselineSummary } from '../../check/baseline.js';
import type { CheckResult, CheckVerdict } from '../../check/engine.js';
import type { FixSkip } from '../../check/fix-apply.js';
import type { CheckRun } from '../../check/merge.js';
import type { Severity } from '../../check/types.js';

export interface FixRecord {
  readonly file: string;
  readonly line: number;
  readonly key: string;
  readonly before: string;
  readonly after: string;
}

/** A skill file `--fix` did not touch, and why (its findings are still reported). */
export type { FixSkip } from '../../check/fix-apply.js';

export interface CheckReportInput extends CheckResult {
  /** Pass/fail and why, from `checkVerdict`; without it renderers use the default policy. */
  readonly verdict?: CheckVerdict;
  readonly baseline?: BaselineSummary;
  /** Under a baseline, also print the findings it already has (text and github hide them by default). */
  readonly showExisting?: boolean;
  /**
   * Show only findings of this severity or more serious (`--severity`, `--quiet`): text and
   * GitHub output. JSON and SARIF carry every finding; counts, verdict and exit code use them all.
   */
  readonly minSeverity?: Severity;
  readonly fixes?: readonly FixRecord[];
  readonly fixSkipped?: readonly FixSkip[];
  /** Several DIRs in one run: each DIR's own result (findings are already merged, paths prefixed). */
  readonly runs?: readonly CheckRun[];
}
