/**
 * Ratchet mode: compare a run with a previous `check --json` document so a team can adopt the
 * gate on a messy directory today. A finding is `existing` when the baseline has one with the
 * same code, file and key fields (never the line: lines move when text is edited above) —
 * and, for budget rules, a number that was at least as bad. A budget finding whose baseline
 * twin had a smaller number is `worse` (it uses up that twin, so the old one is not also counted
 * as resolved). Everything else is `new` — except a finding of a rule that depends on the whole
 * collection (`COLLECTION_RULES`) in skills whose content fingerprint is the baseline's: adding
 * an unrelated skill must not create "new" findings in untouched ones. `new` and `worse` findings
 * count for the exit code, and any `worse` one fails the run (see `checkVerdict`).
 */
import { jsonSyntaxError } from './json-error.js';
import { UsageError } from '../base/errors.js';
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

/** A parsed baseline: its findings, and what it says about the run that made it. */
export interface Baseline {
  readonly findings: readonly BaselineFinding[];
  /** The directory the baseline was made for, as typed then (absent in hand-made files). */
  readonly dir?: string;
  /** Per skill file, its content fingerprint then (absent in baselines from before 0.2). */
  readonly fingerprints?: Readonly<Record<string, string>>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Parses and validates a baseline document: the whole shape, so a hand-edited or foreign file is
 * a usage error naming what is wrong (never an internal error later). An `audit --json` result
 * is recognised and refused with the command that makes a baseline.
 */
export function parseBaseline(text: string, source: string): Baseline {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new UsageError(`baseline ${source} is not JSON: ${jsonSyntaxError(text, err)}`);
  }
  const expected = "a 'skillscope check --json' result";
  if (!isObject(doc))
    throw new UsageError(
      `baseline ${source} is not ${expected} (an object with schemaVersion 1, summary and findings)`,
    );
  if (Array.isArray(doc['skills']) && 'totals' in doc && !('summary' in doc)) {
    throw new UsageError(
      `baseline ${source} is an 'audit --json' result; make a baseline with 'skillscope check DIR --json > ${source}'`,
    );
  }
  if (doc['schemaVersion'] !== 1 || !Array.isArray(doc['findings']) || !isObject(doc['summary'])) {
    throw new UsageError(
      `baseline ${source} is not ${expected} (an object with schemaVersion 1, summary and findings)`,
    );
  }
  const out: BaselineFinding[] = [];
  (doc['findings'] as unknown[]).forEach((item, i) => {
    if (
      !isObject(item) ||
      typeof item['code'] !== 'string' ||
      typeof item['file'] !== 'string' ||
      (item['data'] !== undefined && !isObject(item['data']))
    ) {
      throw new UsageError(
        `baseline ${source}: findings[${i}] is not a finding (an object with a string code and file, and an object data)`,
      );
    }
    // Codes retired in a later version simply never match.
    if (!isRuleCode(item['code'])) return;
    out.push({
      code: item['code'],
      file: item['file'],
      data: (item['data'] as Record<string, unknown> | undefined) ?? {},
    });
  });
  const dir = doc['dir'];
  if (dir !== undefined && typeof dir !== 'string') throw new UsageError(`baseline ${source}: dir must be a string`);
  const fingerprints = doc['fingerprints'];
  if (
    fingerprints !== undefined &&
    (!isObject(fingerprints) || !Object.values(fingerprints).every((v) => typeof v === 'string'))
  ) {
    throw new UsageError(`baseline ${source}: fingerprints must map skill files to strings`);
  }
  return {
    findings: out,
    ...(dir !== undefined ? { dir } : {}),
    ...(fingerprints !== undefined ? { fingerprints: fingerprints as Record<string, string> } : {}),
  };
}

/**
 * Rules whose findings on one skill depend on the other skills too: names shared (SK115), the
 * host listings' budget (SK311–SK313, when reported per skill), confusable pairs (SK410), term
 * rarity across the collection (SK411), copies across skills (SK501, SK507). A new skill can make
 * them appear in a skill nobody touched; under a baseline with fingerprints, such a finding is
 * `existing` when every skill it names is unchanged since the baseline — the new skill's own
 * findings, and directory-level findings (SK301, SK310, SK311–SK313 per host: `worse` when they
 * grow), still count.
 */
const COLLECTION_RULES: ReadonlySet<RuleCode> = new Set<RuleCode>([
  'SK115',
  'SK311',
  'SK312',
  'SK313',
  'SK410',
  'SK411',
  'SK501',
  'SK507',
]);

/** The skill file a finding's path belongs to: itself, or the SKILL.md of the skill folder holding it. */
function owner(p: string, skillFiles: readonly string[]): string | undefined {
  if (skillFiles.includes(p)) return p;
  let best: string | undefined;
  for (const file of skillFiles) {
    if (!file.endsWith('/SKILL.md')) continue;
    const dir = file.slice(0, -'/SKILL.md'.length);
    if ((p === dir || p.startsWith(`${dir}/`)) && (best === undefined || file.length > best.length)) best = file;
  }
  return best;
}

/** Every skill a collection finding is about: its file, and skill paths named in its data. */
function involvedSkills(
  f: Pick<BaselineFinding, 'file' | 'data'>,
  skillFiles: readonly string[],
): Set<string | undefined> {
  const paths = [f.file];
  for (const value of Object.values(f.data)) {
    if (typeof value === 'string') paths.push(value);
    else if (Array.isArray(value)) for (const v of value) if (typeof v === 'string') paths.push(v);
  }
  const out = new Set<string | undefined>([owner(f.file, skillFiles)]);
  for (const p of paths.slice(1)) {
    const o = owner(p, skillFiles);
    if (o !== undefined) out.add(o);
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

/**
 * Marks each finding `new`, `worse` or `existing` and recounts the summary from the ones that
 * count. `baseline` may be a bare finding list (no fingerprints: no collection exemption).
 */
export function applyBaseline(
  result: CheckResult,
  baseline: Baseline | readonly BaselineFinding[],
): CheckResult & { baseline: BaselineSummary } {
  const base: Baseline = Array.isArray(baseline) ? { findings: baseline } : (baseline as Baseline);
  const pool = new Map<string, number[]>();
  for (const b of base.findings) {
    const key = baselineKey(b);
    const list = pool.get(key) ?? [];
    list.push(worseValue(b));
    pool.set(key, list);
  }
  // Two passes: every finding that is no worse claims its twin first, so a worse finding can
  // never take the twin an unchanged one needed.
  const states: BaselineState[] = result.findings.map((f) =>
    take(pool.get(baselineKey(f)), worseValue(f), false) ? 'existing' : 'new',
  );
  result.findings.forEach((f, i) => {
    if (
      states[i] === 'new' &&
      RULES[f.code].worseField !== undefined &&
      take(pool.get(baselineKey(f)), worseValue(f), true)
    )
      states[i] = 'worse';
  });
  // A collection finding in skills untouched since the baseline is the others' doing: existing.
  const then = base.fingerprints;
  const now = result.fingerprints;
  if (then !== undefined && now !== undefined) {
    const files = Object.keys(now);
    result.findings.forEach((f, i) => {
      if (states[i] !== 'new' || !COLLECTION_RULES.has(f.code) || f.file === '') return;
      const skills = involvedSkills(f, files);
      if ([...skills].every((s) => s !== undefined && then[s] !== undefined && then[s] === now[s]))
        states[i] = 'existing';
    });
  }
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
