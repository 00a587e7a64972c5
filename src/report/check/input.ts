/** What every check renderer receives: the result, plus the baseline and fixes when used. */
import type { BaselineSummary } from '../../check/baseline.js';
import type { CheckResult } from '../../check/engine.js';

export interface FixRecord {
  readonly file: string;
  readonly line: number;
  readonly key: string;
  readonly before: string;
  readonly after: string;
}

export interface CheckReportInput extends CheckResult {
  readonly baseline?: BaselineSummary;
  readonly fixes?: readonly FixRecord[];
}
