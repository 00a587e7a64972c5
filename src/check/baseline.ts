/**
 * Ratchet mode: compare a run with a previous `check --json` document so a team can adopt the
 * gate on a messy directory today. A finding is `existing` when the baseline has one with the
 * same code, file and key fields (never the line: lines move when text is edited above) —
 * and, for budget rules, a number that was at least as bad. A budget finding whose baseline
 * twin had a smaller number is `worse` (it uses up that twin, so the old one is not also counted
 * as resolved). Everything else is `new`. `new` and `worse` findings count for the exit code.
 */
import { UsageError } from '../errors.js';
import { summarizeFindings, type CheckResult } from './engine.js';
import { isRuleCode, RULES } from './rules/index.js';
import type { BaselineState, Diagnostic, RuleCode } from './types.js';

/** The part of a `check --json` document a baseline needs. */
export interface BaselineFinding {
  readonly code: RuleCode;
  readonly file: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export interface BaselineSummary {
  /** Findings the baseline does not have at all. */
  readonly new: number;
  /** Budget findings the baseline has with a smaller number (the budget got worse). */
  readonly worse: number;
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

/**
 * Takes from `candidates` the baseline value `value` matches: the smallest one that is at least
 * as bad (`existing`), or with `worse` the largest one below it. Returns whether one was taken.
 */
function take(candidates: number[] | undefined, value: number, worse: boolean): boolean {
  if (!candidates) return false;
  let best = -1;
  candidates.forEach((v, i) => {
    const fits = worse ? v < value : v >= value;
    const better = best === -1 || (worse ? v > (candidates[best] ?? -Infinity) : v < (candidates[best] ?? Infinity));
    if (fits && better) best = i;
  });
  if (best === -1) return false;
  candidates.splice(best, 1);
  return true;
}

/** Marks each finding `new`, `worse` or `existing` and recounts the summary from the ones that count. */
export function applyBaseline(result: CheckResult, baseline: readonly BaselineFinding[]): CheckResult & { baseline: BaselineSummary } {
  const pool = new Map<string, number[]>();
  for (const b of baseline) {
    const key = baselineKey(b);
    const list = pool.get(key) ?? [];
    list.push(worseValue(b));
    pool.set(key, list);
  }
  // Two passes: every finding that is no worse claims its twin first, so a worse finding can
  // never take the twin an unchanged one needed.
  const states: BaselineState[] = result.findings.map((f) => (take(pool.get(baselineKey(f)), worseValue(f), false) ? 'existing' : 'new'));
  result.findings.forEach((f, i) => {
    if (states[i] === 'new' && RULES[f.code].worseField !== undefined && take(pool.get(baselineKey(f)), worseValue(f), true)) states[i] = 'worse';
  });
  const findings: Diagnostic[] = result.findings.map((f, i) => ({ ...f, baseline: states[i] ?? 'new' }));
  const count = (state: BaselineState) => states.filter((s) => s === state).length;
  const left = [...pool.values()].reduce((sum, list) => sum + list.length, 0);
  return {
    ...result,
    findings,
    summary: summarizeFindings(findings, result.summary.files),
    baseline: { new: count('new'), worse: count('worse'), existing: count('existing'), resolved: left },
  };
}
