/**
 * `check` terminal output, in reading order: findings grouped by file (directory-level findings
 * first), each with its position, severity, code and name, the message and the rule's fix hint;
 * then the findings repeated in many files, one block each (collapse.ts); one line per simulated
 * host; the tally per rule (tally.ts); what is not shown and why; and the summary line (✖ whenever
 * the run fails, with the reason when the findings alone do not show it). Only findings at or
 * above `minSeverity` are shown — the counts, the verdict and the exit code still come from all
 * of them. Lines wrap at `width` when one is given. Colour only when the caller says so.
 */
import { counted } from '../../base/plural.js';
import { readScopeText } from '../read-scope.js';
import type { HostBudget } from '../../check/engine.js';
import { RULES } from '../../check/rules/index.js';
import { atLeast } from '../../check/severity.js';
import type { Diagnostic, FindingMember, Severity } from '../../check/types.js';
import { fmt } from '../../base/numbers.js';
import { safeText } from '../../base/escape.js';
import { renderColumns, wrapLine } from '../table.js';
import type { CheckReportInput } from './input.js';
import { displayPath, hasPosition } from './location.js';
import { failureNote, verdictOf } from './verdict.js';
import { testFolderFindings } from '../../check/test-folders.js';
import { CONFIG_FILE_NAME } from '../../config/name.js';
import { COLLAPSE_SAMPLE_FILES, collapseFindings, type CollapsedBlock } from './collapse.js';
import { tallyByRule } from './tally.js';

export interface TextOptions {
  readonly color: boolean;
  /**
   * Also print each skill of a grouped finding (`data.skills`, SK311–SK313) on its own line, and
   * fold nothing: every finding under its file (without it, a finding repeated in many files is
   * one block naming the first COLLAPSE_SAMPLE_FILES files, or every file for errors).
   */
  readonly verbose?: boolean;
  /** Wrap lines at this many columns (continuations indented); undefined: no wrapping. */
  readonly width?: number | undefined;
}

/** The members of a grouped finding, when it has them. */
function membersOf(f: Diagnostic): readonly FindingMember[] {
  const list = f.data['skills'];
  if (!Array.isArray(list)) return [];
  return list.filter(
    (m): m is FindingMember => typeof m === 'object' && m !== null && typeof (m as FindingMember).file === 'string',
  );
}

const COLORS = { error: '\u001b[31m', warn: '\u001b[33m', info: '\u001b[36m' } as const satisfies Record<
  Severity,
  string
>;
const DIM = '\u001b[2m';
const BOLD = '\u001b[1m';
const RESET = '\u001b[0m';
const LABEL = { error: 'error', warn: 'warning', info: 'info' } as const satisfies Record<Severity, string>;
const SEVERITY_WIDTH = Math.max(...Object.values(LABEL).map((l) => l.length));
/** Where a finding's message, its fix and the lines under it start. */
const BODY_INDENT = ' '.repeat(10);

/**
 * `codex: 5,212 tokens, budget 4,000 (1,212 over; 3,998 after its cuts); …`: the size the
 * host would need, and — when over — the size it keeps after cutting, which is what the
 * model actually gets.
 */
function hostLine(host: string, b: HostBudget): string {
  const budget = b.budget === null ? 'no budget known' : `budget ${fmt(b.budget)}`;
  // Without a budget (Gemini CLI, OpenCode: none; Cursor: not public) there is no fit to judge.
  const state =
    b.budget === null
      ? 'size only'
      : b.overBy > 0
        ? `${fmt(b.overBy)} over; ${fmt(b.size)} after its cuts`
        : b.size < b.fullSize
          ? `fits; ${fmt(b.size)} after its cuts`
          : 'fits';
  return `${host}: ${fmt(b.fullSize)} ${b.unit}, ${budget} (${state}); ${b.full} full, ${b.cut} cut, ${b.nameOnly} name only, ${b.omitted} omitted, ${b.skipped} skipped`;
}

/** The fix of a finding: a rule with several situations (SK106) prints the one of its case. */
function fixOf(f: Diagnostic): string {
  const { fix: anyCase, autofix, caseFixes } = RULES[f.code].docs;
  const kase = f.data['case'];
  const fix = (typeof kase === 'string' ? caseFixes?.[kase] : undefined) ?? anyCase;
  return `${fix}${f.fixable && autofix !== undefined ? ` ${autofix}` : ''}`;
}

export function renderCheckText(input: CheckReportInput, options: TextOptions = { color: false }): string {
  const paint = (code: string, text: string) => (options.color ? `${code}${text}${RESET}` : text);
  const width = options.width;
  /** A line wrapped at the width; `lead` (painted) replaces the plain start it stands for. */
  const wrapped = (plain: string, indent: string, lead?: { plain: string; painted: string }): string[] => {
    const lines = wrapLine(plain, width, indent).split('\n');
    if (lead !== undefined && lines[0]!.startsWith(lead.plain))
      lines[0] = lead.painted + lines[0]!.slice(lead.plain.length);
    return lines;
  };
  const dimmed = (plain: string, indent: string): string[] => wrapped(plain, indent).map((l) => paint(DIM, l));
  const min = input.minSeverity ?? 'info';
  // Under a baseline, the debt the team accepted is not repeated unless asked (--show-existing).
  const hidden = input.showExisting ? 0 : input.findings.filter((f) => f.baseline === 'existing').length;
  const shown = input.findings.filter((f) => (hidden === 0 || f.baseline !== 'existing') && atLeast(f.severity, min));
  const runDirs = new Set((input.runs ?? []).map((r) => r.dir));
  const isDirLevel = (f: Diagnostic) => f.file === '' || runDirs.has(f.file);
  // --verbose shows every finding in its file's place (what the problem matcher reads).
  const { single, blocks } =
    options.verbose === true ? { single: shown, blocks: [] } : collapseFindings(shown, (f) => !isDirLevel(f));

  const out: string[] = [];
  const groups = new Map<string, Diagnostic[]>();
  for (const f of single) {
    const list = groups.get(f.file) ?? [];
    list.push(f);
    groups.set(f.file, list);
  }
  for (const [file, findings] of groups) {
    const dirLevel = file === '' || runDirs.has(file);
    out.push(
      paint(BOLD, safeText(dirLevel ? `${displayPath(input.dir, file)} (directory)` : displayPath(input.dir, file))),
    );
    for (const f of findings) {
      const position = hasPosition(f.line) ? `${f.line}:${f.column}` : '-';
      const existing =
        f.baseline === 'existing' ? ' (baseline)' : f.baseline === 'worse' ? ' (worse than baseline)' : '';
      const lead = `  ${position.padEnd(7)} ${LABEL[f.severity].padEnd(SEVERITY_WIDTH)}`;
      out.push(
        ...wrapped(`${lead} ${f.code} ${f.name}: ${safeText(f.message)}${existing}`, BODY_INDENT, {
          plain: lead,
          painted: `  ${position.padEnd(7)} ${paint(COLORS[f.severity], LABEL[f.severity].padEnd(SEVERITY_WIDTH))}`,
        }),
      );
      if (options.verbose === true) {
        for (const m of membersOf(f)) {
          const at = `${displayPath(input.dir, m.file)}${hasPosition(m.line) ? `:${m.line}` : ''}`;
          out.push(
            ...wrapped(
              `${BODY_INDENT}${safeText(at)}  ${safeText(m.name)}${m.note === undefined ? '' : ` — ${safeText(m.note)}`}`,
              `${BODY_INDENT}  `,
            ),
          );
        }
      }
      out.push(...dimmed(`${BODY_INDENT}fix: ${fixOf(f)}`, `${BODY_INDENT}     `));
    }
    out.push('');
  }
  for (const block of blocks) out.push(...renderBlock(block, input.dir, wrapped, dimmed, paint), '');

  // What was read, then one line per simulated host (per DIR when several were checked).
  for (const run of input.runs ?? [input]) {
    const prefix = input.runs === undefined ? '' : `${run.dir}: `;
    if (run.read !== undefined) out.push(...wrapped(`${prefix}${readScopeText(run.read)}`, '  '));
    for (const listing of run.listings) {
      const b = run.budgets.hosts[listing.host];
      if (!b) continue;
      const unit = listing.installUnit === undefined ? '' : ` [largest install unit: ${safeText(listing.installUnit)}]`;
      out.push(...wrapped(`${prefix}${hostLine(listing.host, b)}${unit}`, '  '));
    }
  }
  out.push(...tallyLines(shown, paint));
  const s = input.summary;
  const counts = `${counted(s.errors, 'error', { grouping: false })}, ${counted(s.warnings, 'warning', { grouping: false })}, ${counted(s.infos, 'info', { grouping: false })}`;
  const b = input.baseline;
  const baseline = b ? ` (${b.new} new, ${b.worse} worse, ${b.existing} in baseline, ${b.resolved} resolved)` : '';
  if (hidden > 0)
    out.push(
      ...wrapped(
        `${counted(hidden, 'finding', { grouping: false })} already in the baseline not shown (--show-existing shows them)`,
        '  ',
      ),
    );
  const below = belowMinimum(
    input.findings.filter((f) => hidden === 0 || f.baseline !== 'existing'),
    min,
  );
  if (below !== null) out.push(...wrapped(below, '  '));
  const failed = verdictOf(input).failed;
  const mark = failed ? '✖' : '✔';
  const note = failureNote(input);
  const summary = `${mark} ${counts} in ${counted(s.files, 'skill file', { grouping: false })}${baseline}${note === null ? '' : `: fails, ${note}`}`;
  out.push(
    ...wrapped(summary, '  ', { plain: mark, painted: failed ? paint(COLORS.error, mark) : paint('\u001b[32m', mark) }),
  );
  const tests = testFolderFindings(
    input.findings,
    (input.runs ?? []).map((r) => r.dir),
  );
  if (tests !== null) {
    const globs =
      tests.globs
        .slice(0, 3)
        .map((g) => `--ignore '${safeText(g)}'`)
        .join(' ') + (tests.globs.length > 3 ? ' …' : '');
    const one = tests.findings === 1;
    const what = one
      ? '1 error or warning comes from a skill file under a test-data folder; if it is a fixture, leave it out'
      : `${tests.findings} errors and warnings come from skill files under test-data folders; if they are fixtures, leave them out`;
    out.push(...dimmed(`hint: ${what} with ${globs} (or "ignore" in ${CONFIG_FILE_NAME})`, '  '));
  }
  return `${out.join('\n')}\n`;
}

type Wrap = (plain: string, indent: string, lead?: { plain: string; painted: string }) => string[];

/**
 * A block of one rule's repeated finding: `SK401 description-no-trigger · warning · in 37 files`,
 * the message (the first one, "e.g.", when they differ), the fix once, then the files — a few,
 * or for errors every one, with its own message when it differs.
 */
function renderBlock(
  block: CollapsedBlock,
  dir: string,
  wrapped: Wrap,
  dimmed: (plain: string, indent: string) => string[],
  paint: (code: string, text: string) => string,
): string[] {
  const many = block.findings.length > block.files ? `${fmt(block.findings.length)} in ` : 'in ';
  const title = `${block.code} ${block.name} · ${LABEL[block.severity]} · ${many}${counted(block.files, 'file', { grouping: false })}`;
  const lines = wrapped(title, '  ', {
    plain: `${block.code} ${block.name} · ${LABEL[block.severity]}`,
    painted: `${paint(BOLD, `${block.code} ${block.name}`)} · ${paint(COLORS[block.severity], LABEL[block.severity])}`,
  });
  const first = block.findings[0]!;
  // Every error is something to fix, so an error block names every file; when the messages
  // differ, each file then comes with its own.
  const all = block.severity === 'error';
  const own = all && !block.sameMessage;
  if (!own) lines.push(...wrapped(`  ${block.sameMessage ? '' : 'e.g. '}${safeText(first.message)}`, '    '));
  lines.push(...dimmed(`  fix: ${fixOf(first)}`, '       '));
  const listed = all ? block.findings : block.findings.slice(0, COLLAPSE_SAMPLE_FILES);
  for (const f of listed) {
    const at = `${displayPath(dir, f.file)}${hasPosition(f.line) ? `:${f.line}` : ''}`;
    lines.push(...wrapped(`  ${safeText(at)}${own ? `: ${safeText(f.message)}` : ''}`, '    '));
  }
  const rest = block.findings.length - listed.length;
  if (rest > 0) lines.push(...dimmed(`  … and ${rest} more (--verbose shows every finding in its place)`, '    '));
  return lines;
}

/** The tally per rule of the findings shown, as aligned rows under a heading (none when nothing is shown). */
function tallyLines(shown: readonly Diagnostic[], paint: (code: string, text: string) => string): string[] {
  const rows = tallyByRule(shown);
  if (rows.length === 0) return [];
  const table = renderColumns({
    rows: rows.map((r) => [r.code, r.name, LABEL[r.severity], fmt(r.count)]),
    numeric: [3],
    // The severity column is as wide as its longest label whichever labels are shown.
    minWidths: [0, 0, SEVERITY_WIDTH],
    indent: '  ',
    paint: (padded, row, column) => (column === 2 ? paint(COLORS[rows[row]!.severity], padded) : padded),
  });
  return ['', 'Findings by rule:', ...table.split('\n'), ''];
}

/**
 * `12 warnings and 30 infos not shown (below --severity error; counted above and in the exit
 * code)`, or null when nothing is below the minimum.
 */
function belowMinimum(findings: readonly Diagnostic[], min: Severity): string | null {
  const below = findings.filter((f) => !atLeast(f.severity, min));
  if (below.length === 0) return null;
  const warnings = below.filter((f) => f.severity === 'warn').length;
  const infos = below.length - warnings;
  const parts = [
    warnings > 0 ? counted(warnings, 'warning', { grouping: false }) : '',
    infos > 0 ? counted(infos, 'info', { grouping: false }) : '',
  ].filter((p) => p !== '');
  return `${parts.join(' and ')} not shown (below --severity ${LABEL[min]}; the counts below and the exit code include them)`;
}
