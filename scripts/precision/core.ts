/**
 * The pure core of the precision run: findings of `check` on the corpus joined with the reviewers'
 * verdicts in corpus/triage.jsonl, tallied per rule and per severity. No IO here — the script
 * (scripts/precision.ts) reads the files and runs the CLI; this module only counts, so a test can
 * run it on a few objects written by hand.
 *
 * The join key is repo + rule + file + line + n. `n` is the 0-based index of a finding among the
 * findings of one run that share repo, rule, file and line, in the order `check` prints them (it
 * sorts its output). It is omitted in triage lines when 0, so most lines need no `n`. The message is
 * deliberately not part of the key: rewording a message must not orphan a verdict. The commit is not
 * part of the key either; a triage line whose commit differs from the pinned one is reported as
 * stale instead of joined, because a line number on another commit can point anywhere.
 *
 * Findings about a whole folder or file (line 0: budgets of a unit, a folder not loaded, a broken
 * link) are many per file and their order follows the install units, so an index among them
 * moved whenever the units changed and a verdict silently joined its neighbour. They are keyed by
 * their content instead: `digest`, the first 16 hex digits of the SHA-256 of the message (`n` then
 * counts only equal messages). A line-0 triage line carries that digest; a changed message is then a new finding to read,
 * which is what a changed budget or count needs.
 */
import { createHash } from 'node:crypto';

type Verdict = 'true' | 'false' | 'debatable';
export type Severity = 'error' | 'warn' | 'info';

/** One entry of corpus/repos.json. */
export interface CorpusRepo {
  readonly repo: string;
  readonly commit: string;
  readonly shape: string;
  readonly why: string;
  /** Files of the commit missing from the local snapshot (too large to fetch); the run lacks them. */
  readonly absent?: readonly string[];
}

/** A finding of one corpus run, reduced to what the join and the report need. */
export interface CorpusFinding {
  readonly repo: string;
  readonly commit: string;
  readonly rule: string;
  readonly severity: Severity;
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** One line of corpus/triage.jsonl. */
export interface TriageEntry {
  readonly repo: string;
  readonly commit: string;
  readonly rule: string;
  readonly file: string;
  readonly line: number;
  readonly n: number;
  /** Line-0 findings: the message digest that keys them (see the module comment). */
  readonly digest?: string;
  readonly verdict: Verdict;
  readonly reason: string;
}

export interface TriageParse {
  readonly entries: readonly TriageEntry[];
  /** Lines that are not a valid triage entry: 1-based line number and the problem. */
  readonly problems: readonly { readonly line: number; readonly problem: string }[];
  /** Skeleton lines whose verdict is still empty (not an error: they are work to do). */
  readonly open: number;
}

const VERDICTS: ReadonlySet<string> = new Set(['true', 'false', 'debatable']);

/** Parses corpus/triage.jsonl; blank lines are skipped, bad lines become problems, never throws. */
export function parseTriage(text: string): TriageParse {
  const entries: TriageEntry[] = [];
  const problems: { line: number; problem: string }[] = [];
  let open = 0;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      problems.push({ line, problem: 'not JSON' });
      return;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      problems.push({ line, problem: 'not a JSON object' });
      return;
    }
    const o = value as Record<string, unknown>;
    for (const field of ['repo', 'commit', 'rule', 'file'] as const) {
      if (typeof o[field] !== 'string') {
        problems.push({ line, problem: `'${field}' must be a string` });
        return;
      }
    }
    if (typeof o.line !== 'number' || !Number.isInteger(o.line) || o.line < 0) {
      problems.push({ line, problem: "'line' must be a whole number ≥ 0" });
      return;
    }
    const n = o.n ?? 0;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) {
      problems.push({ line, problem: "'n' must be a whole number ≥ 0 when present" });
      return;
    }
    if (o.digest !== undefined && (typeof o.digest !== 'string' || !/^[0-9a-f]{16}$/.test(o.digest))) {
      problems.push({ line, problem: "'digest' must be 16 hex digits when present" });
      return;
    }
    if (o.verdict === '' || o.verdict === undefined || o.verdict === null) {
      open++;
      return;
    }
    if (typeof o.verdict !== 'string' || !VERDICTS.has(o.verdict)) {
      problems.push({ line, problem: '\'verdict\' must be "true", "false" or "debatable"' });
      return;
    }
    if (typeof o.reason !== 'string' || o.reason.trim() === '') {
      problems.push({ line, problem: "'reason' must be a non-empty string" });
      return;
    }
    entries.push({
      repo: o.repo as string,
      commit: o.commit as string,
      rule: o.rule as string,
      file: o.file as string,
      line: o.line,
      n,
      ...(typeof o.digest === 'string' ? { digest: o.digest } : {}),
      verdict: o.verdict as Verdict,
      reason: o.reason,
    });
  });
  return { entries, problems, open };
}

/** The digest that keys a line-0 finding: the first 16 hex digits of its message's SHA-256. */
function messageDigest(message: string): string {
  return createHash('sha256').update(message, 'utf8').digest('hex').slice(0, 16);
}

/** The join key of a finding or a triage entry (see the module comment). */
function joinKey(k: {
  readonly repo: string;
  readonly rule: string;
  readonly file: string;
  readonly line: number;
  readonly n: number;
  readonly digest?: string | undefined;
}): string {
  if (k.line === 0) return JSON.stringify([k.repo, k.rule, k.file, 0, k.digest ?? null, k.n]);
  return JSON.stringify([k.repo, k.rule, k.file, k.line, k.n]);
}

export interface KeyedFinding extends CorpusFinding {
  readonly n: number;
  /** Line-0 findings only: what keys them. */
  readonly digest?: string;
}

/**
 * Gives each finding its key: `n`, its index among earlier findings with the same repo, rule, file
 * and line, and for a line-0 finding its message digest (its `n` then counts equal messages).
 */
export function numberFindings(findings: readonly CorpusFinding[]): KeyedFinding[] {
  const seen = new Map<string, number>();
  return findings.map((f) => {
    const digest = f.line === 0 ? messageDigest(f.message) : undefined;
    const base = JSON.stringify([f.repo, f.rule, f.file, f.line, digest ?? '']);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return digest === undefined ? { ...f, n } : { ...f, n, digest };
  });
}

export interface JoinedFinding extends KeyedFinding {
  /** The reviewer's verdict, or null when no triage line matches. */
  readonly verdict: Verdict | null;
  readonly reason: string | null;
}

export interface JoinResult {
  readonly findings: readonly JoinedFinding[];
  /** Triage entries for a run repo whose commit is not the pinned one. */
  readonly stale: readonly TriageEntry[];
  /** Triage entries at the pinned commit that no finding of this run matches (the rule no longer fires). */
  readonly unmatched: readonly TriageEntry[];
  /** Triage entries with a key that appears more than once; the first one wins. */
  readonly duplicates: readonly TriageEntry[];
}

/**
 * Joins the findings of the repos that ran with the triage entries. `ran` maps each repo that ran to
 * its pinned commit; entries for other repos (not run this time, e.g. with --repo) are ignored.
 */
export function joinTriage(
  findings: readonly CorpusFinding[],
  triage: readonly TriageEntry[],
  ran: ReadonlyMap<string, string>,
): JoinResult {
  const byKey = new Map<string, TriageEntry>();
  const stale: TriageEntry[] = [];
  const duplicates: TriageEntry[] = [];
  for (const t of triage) {
    const pinned = ran.get(t.repo);
    if (pinned === undefined) continue;
    if (t.commit !== pinned) {
      stale.push(t);
      continue;
    }
    const key = joinKey(t);
    if (byKey.has(key)) duplicates.push(t);
    else byKey.set(key, t);
  }
  const used = new Set<string>();
  const joined = numberFindings(findings).map((f): JoinedFinding => {
    const key = joinKey(f);
    const t = byKey.get(key);
    if (t) used.add(key);
    return { ...f, verdict: t?.verdict ?? null, reason: t?.reason ?? null };
  });
  const unmatched = [...byKey.entries()].filter(([key]) => !used.has(key)).map(([, t]) => t);
  return { findings: joined, stale, unmatched, duplicates };
}

export interface Tally {
  findings: number;
  true: number;
  false: number;
  debatable: number;
  untriaged: number;
}

interface RuleTally extends Tally {
  readonly rule: string;
  /** The rule's default severity from `skillscope rules --json`, or null when the rule is unknown. */
  readonly defaultSeverity: Severity | null;
}

function emptyTally(): Tally {
  return { findings: 0, true: 0, false: 0, debatable: 0, untriaged: 0 };
}

function add(t: Tally, f: JoinedFinding): void {
  t.findings++;
  if (f.verdict === null) t.untriaged++;
  else t[f.verdict]++;
}

/** true / (true + false); debatable verdicts are reported beside it, not inside. Null with no verdicts. */
export function precision(t: Tally): number | null {
  const judged = t.true + t.false;
  return judged === 0 ? null : t.true / judged;
}

/** Precision targets per severity: the share of triaged findings that must be judged true. */
export const PRECISION_TARGETS = { error: 0.98, warn: 0.95 } as const;

export interface Tallies {
  /** Per rule, sorted by code. */
  readonly rules: readonly RuleTally[];
  /** Per severity of the findings in this run; info findings are counted but need no triage. */
  readonly severities: Readonly<Record<Severity, Tally>>;
}

export function tally(findings: readonly JoinedFinding[], defaults: ReadonlyMap<string, Severity>): Tallies {
  const rules = new Map<string, RuleTally>();
  const severities: Record<Severity, Tally> = {
    error: emptyTally(),
    warn: emptyTally(),
    info: emptyTally(),
  };
  for (const f of findings) {
    let r = rules.get(f.rule);
    if (!r) {
      r = { rule: f.rule, defaultSeverity: defaults.get(f.rule) ?? null, ...emptyTally() };
      rules.set(f.rule, r);
    }
    add(r, f);
    add(severities[f.severity], f);
  }
  return {
    rules: [...rules.values()].sort((a, b) => (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0)),
    severities,
  };
}

/** Findings that need a verdict and have none: errors and warnings only. */
export function untriaged(findings: readonly JoinedFinding[]): JoinedFinding[] {
  return findings.filter((f) => f.verdict === null && f.severity !== 'info');
}

/** A triage line to fill in: the key, the commit, the severity and message for reading, empty verdict. */
export function skeletonLine(f: KeyedFinding): string {
  const line: Record<string, unknown> = {
    repo: f.repo,
    commit: f.commit,
    rule: f.rule,
    file: f.file,
    line: f.line,
  };
  if (f.digest !== undefined) line.digest = f.digest;
  if (f.n > 0) line.n = f.n;
  line.severity = f.severity;
  line.message = f.message;
  line.verdict = '';
  line.reason = '';
  return JSON.stringify(line);
}
