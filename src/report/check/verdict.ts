/**
 * The verdict as every renderer states it: the result's own verdict (decided once, in the
 * engine) or, for a bare result, the default policy's. One wording for the failure reason so
 * text and GitHub output say the same thing.
 */
import { counted } from '../../base/plural.js';
import { checkVerdict, type CheckVerdict } from '../../check/engine.js';
import type { CheckReportInput } from './input.js';

export function verdictOf(input: CheckReportInput): CheckVerdict {
  return input.verdict ?? checkVerdict(input);
}

/** Why a run fails when the findings alone do not say it (`max-warnings`, `baseline-worse`); null otherwise. */
export function failureNote(input: CheckReportInput): string | null {
  const verdict = verdictOf(input);
  if (verdict.reason === 'baseline-worse') {
    const n = input.baseline?.worse ?? 0;
    return `${counted(n, 'budget', { grouping: false })} worse than the baseline`;
  }
  if (verdict.reason !== 'max-warnings') return null;
  const n = input.summary.warnings;
  return `${counted(n, 'warning', { grouping: false })}, more than --max-warnings ${verdict.maxWarnings ?? 0}`;
}
