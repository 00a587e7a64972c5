/**
 * `check --json`: exactly one JSON document, ruff-style findings plus the budgets a later run
 * compares against (`--baseline`). Shape (schemaVersion 1):
 *   { schemaVersion, tool, dir, profile, encoding,
 *     summary: { errors, warnings, infos, files, failed, reason?: 'errors'|'max-warnings'|'baseline-worse', maxWarnings?,
 *                baseline?: { new, worse, existing, resolved } },
 *     findings: [{ code, name, severity, file, line, column, message, data, baseline?: 'new'|'worse'|'existing',
 *                  fixable?: true (check --fix would fix it) }],
 *     budgets: { encoding, windowTokens, catalog: {tokens, max, skills},
 *                hosts: { <host>: { unit, budget, size, fullSize, overBy, full, cut, nameOnly,
 *                                   omitted, skipped, installUnit?, affected: [{name, file, status, shownChars, fullChars}] } },
 *                units?: [{ installUnit, catalog, hosts }] (several install units: each one's numbers; `catalog` and
 *                        `hosts` above are then the largest unit's, named by their `installUnit`) },
 *     read?: { layout: 'dir'|'flat', units: [{ name, kind: 'plugin'|'host-folder'|'repository'|'folder', root, declaredIn?, skills, problem?, copyOf?, packagedFor?: 'claude-code'|'codex', testData? }],
 *             folders: [{ path, skills }] } (what was read: install units and the folders holding skill folders;
 *             with several DIRs, on each of `runs`),
 *     fingerprints?: { <skill file>: sha256 of its text and resources } (what a later --baseline compares),
 *     unreadHidden?: { count, folders, complete } (SKILL.md files in hidden folders not read; with several
 *                    DIRs, over all of them, each folder starting with its DIR),
 *     fixes?: [{ file, line, key, before, after }], fixSkipped?: [{ file, reason: 'not-utf8'|'nul-byte'|'unreadable' }] }
 * `file` is relative to `dir`; '' is the directory. `line`/`column` are 1-based, 0 = whole file.
 * Several DIRs in one run: `dir` is '.', `file` starts with the DIR as given, `dirs` lists the
 * DIRs and `runs: [{ dir, profile, encoding, summary, budgets }]` replaces `encoding` and
 * `budgets` (each DIR has its own catalog and listings).
 */
import { jsonPieces } from '../json-chunks.js';
import type { CheckReportInput } from './input.js';
import { unreadHiddenMember } from '../../skills/unread-hidden.js';
import { verdictOf } from './verdict.js';

/** `check --format json` as one string (the CLI writes `checkJsonPieces` as they come). */
export function renderCheckJson(input: CheckReportInput): string {
  return [...checkJsonPieces(input)].join('');
}

/** The document in pieces, in order: at 100,000 skills the findings alone are ~220 MB of JSON (../json-chunks.ts). */
export function checkJsonPieces(input: CheckReportInput): Iterable<string> {
  return jsonPieces(checkJsonDocument(input));
}

function checkJsonDocument(input: CheckReportInput): Record<string, unknown> {
  const verdict = verdictOf(input);
  const hostsOf = (run: Pick<CheckReportInput, 'listings' | 'budgets'>) =>
    Object.fromEntries(
      run.listings.map((listing) => [
        listing.host,
        {
          ...run.budgets.hosts[listing.host],
          affected: listing.entries
            .filter((e) => e.status !== 'full')
            .map((e) => ({
              name: e.name,
              file: e.file,
              status: e.status,
              shownChars: e.shownChars,
              fullChars: e.fullChars,
            })),
        },
      ]),
    );
  const runs = input.runs;
  const doc = {
    schemaVersion: 1,
    tool: 'skillscope',
    dir: input.dir,
    ...(runs ? { dirs: runs.map((r) => r.dir) } : {}),
    profile: input.profile,
    ...(runs ? {} : { encoding: input.budgets.encoding }),
    summary: { ...input.summary, ...verdict, ...(input.baseline ? { baseline: input.baseline } : {}) },
    findings: input.findings.map((f) => ({
      code: f.code,
      name: f.name,
      severity: f.severity,
      file: f.file,
      line: f.line,
      column: f.column,
      message: f.message,
      data: f.data,
      ...(f.baseline ? { baseline: f.baseline } : {}),
      ...(f.fixable ? { fixable: true } : {}),
    })),
    ...(runs
      ? {
          runs: runs.map((r) => ({
            dir: r.dir,
            profile: r.profile,
            encoding: r.budgets.encoding,
            summary: r.summary,
            budgets: { ...r.budgets, hosts: hostsOf(r) },
            ...(r.read ? { read: r.read } : {}),
          })),
        }
      : { budgets: { ...input.budgets, hosts: hostsOf(input) }, ...(input.read ? { read: input.read } : {}) }),
    ...(input.fingerprints ? { fingerprints: input.fingerprints } : {}),
    ...unreadHiddenMember(input.unreadHidden),
    ...(input.fixes ? { fixes: input.fixes } : {}),
    ...(input.fixSkipped ? { fixSkipped: input.fixSkipped } : {}),
  };
  return doc;
}
