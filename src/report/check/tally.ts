/**
 * The per-rule tally that ends `check`'s text output: one row per rule with findings shown —
 * code, name, severity, count — errors first, then the largest counts. At volume it is the
 * first thing to read: which rules fire, how often, and which of them fail the run.
 */
import { SEVERITY_RANK } from '../../check/severity.js';
import type { Diagnostic, RuleCode, Severity } from '../../check/types.js';

export interface TallyRow {
  readonly code: RuleCode;
  readonly name: string;
  readonly severity: Severity;
  readonly count: number;
}

export function tallyByRule(findings: readonly Diagnostic[]): TallyRow[] {
  const rows = new Map<string, { code: RuleCode; name: string; severity: Severity; count: number }>();
  for (const f of findings) {
    // A rule has one severity per run; keyed by both so a row never mixes two.
    const key = `${f.code}\u0000${f.severity}`;
    const row = rows.get(key);
    if (row === undefined) rows.set(key, { code: f.code, name: f.name, severity: f.severity, count: 1 });
    else row.count += 1;
  }
  return [...rows.values()].sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || b.count - a.count || a.code.localeCompare(b.code),
  );
}
