/**
 * `check --json`: exactly one JSON document, ruff-style findings plus the budgets a later run
 * compares against (`--baseline`). Shape (schemaVersion 1):
 *   { schemaVersion, tool, dir, profile, encoding,
 *     summary: { errors, warnings, infos, files, failed, reason?: 'errors'|'max-warnings', maxWarnings?,
 *                baseline?: { new, worse, existing, resolved } },
 *     findings: [{ code, name, severity, file, line, column, message, data, baseline?: 'new'|'worse'|'existing',
 *                  fixable?: true (check --fix would fix it) }],
 *     budgets: { encoding, windowTokens, catalog: {tokens, max, skills},
 *                hosts: { <host>: { unit, budget, size, fullSize, overBy, full, cut, nameOnly,
 *                                   omitted, skipped, affected: [{name, file, status, shownChars, fullChars}] } } },
 *     fixes?: [{ file, line, key, before, after }], fixSkipped?: [{ file, reason: 'not-utf8'|'nul-byte'|'unreadable' }] }
 * `file` is relative to `dir`; '' is the directory. `line`/`column` are 1-based, 0 = whole file.
 */
import type { CheckReportInput } from './input.js';
import { verdictOf } from './verdict.js';

export function renderCheckJson(input: CheckReportInput): string {
  const verdict = verdictOf(input);
  const hosts = Object.fromEntries(
    input.listings.map((listing) => [
      listing.host,
      {
        ...input.budgets.hosts[listing.host],
        affected: listing.entries
          .filter((e) => e.status !== 'full')
          .map((e) => ({ name: e.name, file: e.file, status: e.status, shownChars: e.shownChars, fullChars: e.fullChars })),
      },
    ]),
  );
  const doc = {
    schemaVersion: 1,
    tool: 'skillscope',
    dir: input.dir,
    profile: input.profile,
    encoding: input.budgets.encoding,
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
    budgets: { ...input.budgets, hosts },
    ...(input.fixes ? { fixes: input.fixes } : {}),
    ...(input.fixSkipped ? { fixSkipped: input.fixSkipped } : {}),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
