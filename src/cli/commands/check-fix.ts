/** `check --fix`: the write phase of the gate and its one summary line (the command stays a face). */
import path from 'node:path';
import { counted } from '../../base/plural.js';
import { renderDiff, visibleControls } from '../../check/diff.js';
import type { FixSkipReason } from '../../check/fix.js';
import { applyFixPlan, fixFailureFindings, planFixes } from '../../check/fix-apply.js';
import { nodeFixFs } from '../../check/fix-fs.js';
import type { RawFinding } from '../../check/types.js';
import type { CheckFormat, FixRecord, FixSkip } from '../../report/check/index.js';
import type { SkillSet } from '../../skills/model.js';
import type { CliIo } from '../io.js';

/**
 * `--fix`: plan every change, then write file by file (atomically, see check/fix-apply.ts),
 * showing each diff as its file is written — on stdout in text format (the report follows), on
 * stderr otherwise (stdout holds one document); escaped only on a terminal. Diff paths are relative to the working
 * directory, so `git apply` takes the diff from the repository root. Skips and the summary line
 * ("N files changed") are status messages: stderr. Files not written become SK107 findings.
 */
export function runFixes(
  set: SkillSet,
  baseAbs: string,
  io: CliIo,
  format: CheckFormat,
): { fixes: FixRecord[]; fixSkipped: FixSkip[]; findings: RawFinding[]; written: number; failed: number } {
  const plan = planFixes(set, baseAbs, nodeFixFs);
  const show = format === 'text' ? io.stdout : io.stderr;
  // Status lines name files as the diffs do, relative to the working directory: with several
  // DIRs a path relative to its DIR would be ambiguous (a/x/SKILL.md and b/x/SKILL.md).
  const fromCwd = (abs: string): string => toPosix(path.relative(io.cwd, abs)) || path.basename(abs);
  const outcome = applyFixPlan(plan, nodeFixFs, (p) => {
    const diff = renderDiff(fromCwd(p.abs), p.oldText, p.fixes);
    show(diff.text);
    if (diff.escaped)
      io.stderr(
        `skillscope: the diff of ${visibleControls(fromCwd(p.abs))} shows control characters escaped; that part does not apply as a patch\n`,
      );
  });
  for (const s of outcome.skipped)
    io.stderr(
      `skillscope: --fix left ${visibleControls(fromCwd(path.join(baseAbs, s.file)))} alone: ${FIX_SKIP_WHY[s.reason]}\n`,
    );
  const fixes = outcome.written.flatMap((p) =>
    p.fixes.map((f) => ({ file: p.file, line: f.line, key: f.key, before: f.before, after: f.after })),
  );
  return {
    fixes,
    fixSkipped: [...outcome.skipped],
    findings: fixFailureFindings(outcome.failed),
    written: outcome.written.length,
    failed: outcome.failed.length,
  };
}

/** The one `--fix` summary line of a run (all DIRs together), on stderr. */
export function fixSummary(written: number, values: number, failed: number): string {
  const notWritten = failed === 0 ? '' : `; ${counted(failed, 'file', { grouping: false })} not written (SK107)`;
  return `skillscope: --fix changed ${counted(written, 'file', { grouping: false })} (${counted(values, 'value', { grouping: false })} quoted)${notWritten}\n`;
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

const FIX_SKIP_WHY = {
  'not-utf8': 'not valid UTF-8',
  'nul-byte': 'contains NUL bytes',
  unreadable: 'cannot be read',
} as const satisfies Record<FixSkipReason, string>;
