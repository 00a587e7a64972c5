/**
 * Ratchet mode: compare a run with a previous `check --json` document so a team can adopt the
 * gate on a messy directory today. A finding is `existing` when the baseline has one with the
 * same code, file and key fields (never the line: lines move when text is edited above) —
 * and, for budget rules, a number that was at least as bad. Everything else is `new`, and only
 * new findings count for the exit code.
 */
import { UsageError } from '../errors.js';
import { summarizeFindings, type CheckResult } from './engine.js';
import { isRuleCode, RULES } from './rules/index.js';
import type { Diagnostic, RuleCode } from './types.js';

/** The part of a `check --json` document a baseline needs. */
export interface BaselineFinding {
  readonly code: RuleCode;
  readonly file: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface BaselineSummary {
  readonly new: number;
  readonly existing: number;
  /** Baseline findings no longer reported (fixed since). */
  readonly resolved: number;
}

/** The ratchet key of a finding: code, file and the rule's key fields. */
export function baselineKey(f: Pick<BaselineFinding, 'code' | 'file' | 'data'>): string {
  const fields = RULES[f.code].keyFields.map((k) => JSON.stringify(f.data[k] ?? null));
  return [f.code, f.file, ...fields].join('\u0000');
}

/** Parses a baseline document; a file that is not a check --json result is a usage error. */
export function parseBaseline(text: string, source: string): BaselineFinding[] {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new UsageError(`baseline ${source} is not JSON: ${(err as Error).message}`);
  }
  const record = doc as { schemaVersion?: unknown; findings?: unknown };
  if (typeof doc !== 'object' || doc === null || record.schemaVersion !== 1 || !Array.isArray(record.findings)) {
    throw new UsageError(`baseline ${source} is not a 'skillscope check --json' result (schemaVersion 1 with findings)`);
  }
  const out: BaselineFinding[] = [];
  for (const item of record.findings as unknown[]) {
    const f = item as { code?: unknown; file?: unknown; data?: unknown };
    // Codes retired in a later version simply never match.
    if (typeof f.code !== 'string' || !isRuleCode(f.code) || typeof f.file !== 'string') continue;
    out.push({ code: f.code, file: f.file, data: typeof f.data === 'object' && f.data !== null ? (f.data as Record<string, unknown>) : {} });
  }
  return out;
}

function worseValue(f: Pick<BaselineFinding, 'code' | 'data'>): number {
  const field = RULES[f.code].worseField;
  const value = field === undefined ? undefined : f.data[field];
  return typeof value === 'number' ? value : 0;
}

/** Marks each finding `new` or `existing` and recounts the summary from the new ones. */
export function applyBaseline(result: CheckResult, baseline: readonly BaselineFinding[]): CheckResult & { baseline: BaselineSummary } {
  const pool = new Map<string, number[]>();
  for (const b of baseline) {
    const key = baselineKey(b);
    const list = pool.get(key) ?? [];
    list.push(worseValue(b));
    pool.set(key, list);
  }
  let resolved = baseline.length;
  const findings: Diagnostic[] = result.findings.map((f) => {
    const candidates = pool.get(baselineKey(f));
    const value = worseValue(f);
    // Match the baseline entry with the smallest value that is still at least as bad.
    let best = -1;
    candidates?.forEach((v, i) => {
      if (v >= value && (best === -1 || v < (candidates[best] ?? Infinity))) best = i;
    });
    if (candidates && best !== -1) {
      candidates.splice(best, 1);
      resolved--;
      return { ...f, baseline: 'existing' as const };
    }
    return { ...f, baseline: 'new' as const };
  });
  const existing = findings.filter((f) => f.baseline === 'existing').length;
  return {
    ...result,
    findings,
    summary: summarizeFindings(findings, result.summary.files),
    baseline: { new: findings.length - existing, existing, resolved },
  };
}
