/**
 * `check DIR1 DIR2 …`: each DIR is checked as its own collection (its own config, catalog and
 * host listings: two folders are two installs), then the findings go into one report. Paths
 * become the DIR as given joined with the path inside it, so every finding names a file the
 * user can open from where they ran the command; the counts (and so the exit code) are over
 * every DIR. Pure: results in, one result out.
 */
import path from 'node:path';
import type { CheckResult } from './engine.js';
import type { Diagnostic } from './types.js';
import { mergeUnreadHidden, unreadHiddenMember } from '../skills/unread-hidden.js';

/** One DIR's result inside a multi-DIR report. */
export type CheckRun = CheckResult;

export interface MergedCheckResult extends CheckResult {
  /** Each DIR's own result (budgets, listings, summary), in the order given. */
  readonly runs: readonly CheckRun[];
}

/** `dir` joined with `file` (posix, normalised); '' is the directory itself. */
export function joinDir(dir: string, file: string): string {
  const base = dir.replace(/\\/g, '/');
  const joined = file === '' ? base : path.posix.join(base, file);
  return path.posix.normalize(joined).replace(/\/$/, '') || '.';
}

/** Paths inside `data` that are relative to the DIR: grouped members' `file`, SK501's `paths` and `folders`. */
function rebaseData(dir: string, data: Diagnostic['data']): Diagnostic['data'] {
  const out: Record<string, unknown> = { ...data };
  for (const key of ['paths', 'folders'] as const) {
    const list = data[key];
    if (Array.isArray(list)) out[key] = list.map((p) => (typeof p === 'string' ? joinDir(dir, p) : p));
  }
  const members = data['skills'];
  if (Array.isArray(members)) {
    out['skills'] = members.map((m) =>
      typeof m === 'object' && m !== null && typeof (m as { file?: unknown }).file === 'string'
        ? { ...m, file: joinDir(dir, (m as { file: string }).file) }
        : m,
    );
  }
  return out;
}

export function mergeCheckResults(runs: readonly CheckResult[]): MergedCheckResult {
  const [first] = runs;
  if (first === undefined) throw new Error('mergeCheckResults needs at least one result');
  const findings = runs.flatMap((r) =>
    r.findings.map((f) => ({ ...f, file: joinDir(r.dir, f.file), data: rebaseData(r.dir, f.data) })),
  );
  const sum = (key: 'errors' | 'warnings' | 'infos' | 'files') => runs.reduce((n, r) => n + r.summary[key], 0);
  return {
    dir: '.',
    profile: first.profile,
    findings,
    summary: { errors: sum('errors'), warnings: sum('warnings'), infos: sum('infos'), files: sum('files') },
    budgets: first.budgets,
    listings: [],
    fingerprints: Object.fromEntries(
      runs.flatMap((r) => Object.entries(r.fingerprints ?? {}).map(([file, hash]) => [joinDir(r.dir, file), hash])),
    ),
    ...unreadHiddenMember(
      mergeUnreadHidden(
        runs.map((r) => ({ dir: r.dir, unread: r.unreadHidden })),
        joinDir,
      ),
    ),
    runs,
  };
}
