/**
 * The one place severities are decided: rule default → config/`--rule` override → `--strict`
 * (every warning becomes an error). Rules never choose a severity themselves.
 */
import { RULES } from './rules/index.js';
import type { Diagnostic, RawFinding, RuleCode, Severity, SeveritySetting } from './types.js';

/** Severities from the most to the least serious. */
export const SEVERITY_RANK = { error: 0, warn: 1, info: 2 } as const satisfies Record<Severity, number>;

/** Whether `severity` is `min` or more serious (what `check --severity` shows). */
export function atLeast(severity: Severity, min: Severity): boolean {
  return SEVERITY_RANK[severity] <= SEVERITY_RANK[min];
}

export interface SeverityPolicy {
  readonly rules: Partial<Record<RuleCode, SeveritySetting>>;
  readonly strict: boolean;
}

export function effectiveSeverity(code: RuleCode, policy: SeverityPolicy): Severity | 'off' {
  const setting = policy.rules[code] ?? RULES[code].defaultSeverity;
  if (setting === 'warn' && policy.strict) return 'error';
  return setting;
}

/** Findings with their final severity; rules set to `off` are dropped. */
export function applySeverity(findings: readonly RawFinding[], policy: SeverityPolicy): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const f of findings) {
    const severity = effectiveSeverity(f.code, policy);
    if (severity === 'off') continue;
    out.push({ ...f, name: RULES[f.code].name, severity });
  }
  return out;
}
