/**
 * `check` terminal output: findings grouped by file (directory-level findings first), each with
 * its position, severity, code and name, the message and the rule's fix hint; then one line
 * per simulated host and a summary line (✖ whenever the run fails, with the reason when the
 * findings alone do not show it). Colour only when the caller says so.
 */
import { readScopeText } from '../read-scope.js';
import type { HostBudget } from '../../check/engine.js';
import { RULES } from '../../check/rules/index.js';
import type { Diagnostic, FindingMember, Severity } from '../../check/types.js';
import { fmt } from '../../check/text/numbers.js';
import { safeText } from '../../base/escape.js';
import type { CheckReportInput } from './input.js';
import { displayPath, hasPosition } from './location.js';
import { failureNote, verdictOf } from './verdict.js';
import { testFolderFindings } from '../../check/test-folders.js';
import { CONFIG_FILE_NAME } from '../../check/config.js';

export interface TextOptions {
  readonly color: boolean;
  /** Also print each skill of a grouped finding (`data.skills`, SK311–SK313) on its own line. */
  readonly verbose?: boolean;
}

/** The members of a grouped finding, when it has them. */
function membersOf(f: Diagnostic): readonly FindingMember[] {
  const list = f.data['skills'];
  if (!Array.isArray(list)) return [];
  return list.filter((m): m is FindingMember => typeof m === 'object' && m !== null && typeof (m as FindingMember).file === 'string');
}

const COLORS = { error: '\u001b[31m', warn: '\u001b[33m', info: '\u001b[36m' } as const satisfies Record<Severity, string>;
const DIM = '\u001b[2m';
const BOLD = '\u001b[1m';
const RESET = '\u001b[0m';
const LABEL = { error: 'error', warn: 'warning', info: 'info' } as const satisfies Record<Severity, string>;

/**
 * `codex: 5,212 tokens, budget 4,000 (1,212 over; 3,998 after its cuts); …`: the size the
 * host would need, and — when over — the size it keeps after cutting, which is what the
 * model actually gets.
 */
function hostLine(host: string, b: HostBudget): string {
  const budget = b.budget === null ? 'no budget' : `budget ${fmt(b.budget)}`;
  const state = b.overBy > 0 ? `${fmt(b.overBy)} over; ${fmt(b.size)} after its cuts` : b.size < b.fullSize ? `fits; ${fmt(b.size)} after its cuts` : 'fits';
  return `${host}: ${fmt(b.fullSize)} ${b.unit}, ${budget} (${state}); ${b.full} full, ${b.cut} cut, ${b.nameOnly} name only, ${b.omitted} omitted, ${b.skipped} skipped`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function renderCheckText(input: CheckReportInput, options: TextOptions = { color: false }): string {
  const paint = (code: string, text: string) => (options.color ? `${code}${text}${RESET}` : text);
  const groups = new Map<string, Diagnostic[]>();
  // Under a baseline, the debt the team accepted is not repeated unless asked (--show-existing).
  const hidden = input.showExisting ? 0 : input.findings.filter((f) => f.baseline === 'existing').length;
  for (const f of input.findings) {
    if (hidden > 0 && f.baseline === 'existing') continue;
    const list = groups.get(f.file) ?? [];
    list.push(f);
    groups.set(f.file, list);
  }
  const out: string[] = [];
  const runDirs = new Set((input.runs ?? []).map((r) => r.dir));
  for (const [file, findings] of groups) {
    const isDir = file === '' || runDirs.has(file);
    out.push(paint(BOLD, safeText(isDir ? `${displayPath(input.dir, file)} (directory)` : displayPath(input.dir, file))));
    for (const f of findings) {
      const position = hasPosition(f.line) ? `${f.line}:${f.column}` : '-';
      const existing = f.baseline === 'existing' ? paint(DIM, ' (baseline)') : f.baseline === 'worse' ? ' (worse than baseline)' : '';
      out.push(`  ${position.padEnd(7)} ${paint(COLORS[f.severity], LABEL[f.severity].padEnd(7))} ${f.code} ${f.name}: ${safeText(f.message)}${existing}`);
      if (options.verbose === true) {
        for (const m of membersOf(f)) {
          const at = `${displayPath(input.dir, m.file)}${hasPosition(m.line) ? `:${m.line}` : ''}`;
          out.push(`          ${safeText(at)}  ${safeText(m.name)}${m.note === undefined ? '' : ` — ${safeText(m.note)}`}`);
        }
      }
      const { fix: anyCase, autofix, caseFixes } = RULES[f.code].docs;
      // A rule with several situations (SK106) prints the fix of this finding's one.
      const kase = f.data['case'];
      const fix = (typeof kase === 'string' ? caseFixes?.[kase] : undefined) ?? anyCase;
      out.push(paint(DIM, `          fix: ${fix}${f.fixable && autofix !== undefined ? ` ${autofix}` : ''}`));
    }
    out.push('');
  }
  // What was read, then one line per simulated host (per DIR when several were checked).
  for (const run of input.runs ?? [input]) {
    const prefix = input.runs === undefined ? '' : `${run.dir}: `;
    if (run.read !== undefined) out.push(`${prefix}${readScopeText(run.read)}`);
    for (const listing of run.listings) {
      const b = run.budgets.hosts[listing.host];
      if (!b) continue;
      const unit = listing.installUnit === undefined ? '' : ` [largest install unit: ${safeText(listing.installUnit)}]`;
      out.push(`${prefix}${hostLine(listing.host, b)}${unit}`);
    }
  }
  const s = input.summary;
  const counts = `${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.infos, 'info')}`;
  const b = input.baseline;
  const baseline = b ? ` (${b.new} new, ${b.worse} worse, ${b.existing} in baseline, ${b.resolved} resolved)` : '';
  if (hidden > 0) out.push(`${plural(hidden, 'finding')} already in the baseline not shown (--show-existing shows them)`);
  const mark = verdictOf(input).failed ? paint(COLORS.error, '✖') : paint('\u001b[32m', '✔');
  const note = failureNote(input);
  out.push(`${mark} ${counts} in ${plural(s.files, 'skill file')}${baseline}${note === null ? '' : `: fails, ${note}`}`);
  const tests = testFolderFindings(input.findings, (input.runs ?? []).map((r) => r.dir));
  if (tests !== null) {
    const globs = tests.globs.slice(0, 3).map((g) => `--ignore '${safeText(g)}'`).join(' ') + (tests.globs.length > 3 ? ' …' : '');
    const one = tests.findings === 1;
    const what = one ? '1 error or warning comes from a skill file under a test-data folder; if it is a fixture, leave it out' : `${tests.findings} errors and warnings come from skill files under test-data folders; if they are fixtures, leave them out`;
    out.push(paint(DIM, `hint: ${what} with ${globs} (or "ignore" in ${CONFIG_FILE_NAME})`));
  }
  return `${out.join('\n')}\n`;
}
