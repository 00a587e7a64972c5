/**
 * `check` terminal output: findings grouped by file (directory-level findings first), each with
 * its position, severity, code and name, the message and the rule's fix hint; then one line
 * per simulated host and a summary line (✖ whenever the run fails, with the reason when the
 * findings alone do not show it). Colour only when the caller says so.
 */
import { RULES } from '../../check/rules/index.js';
import type { Diagnostic, Severity } from '../../check/types.js';
import { fmt } from '../../check/text/numbers.js';
import type { CheckReportInput } from './input.js';
import { displayPath, hasPosition } from './location.js';
import { failureNote, verdictOf } from './verdict.js';

export interface TextOptions {
  readonly color: boolean;
}

const COLORS = { error: '\u001b[31m', warn: '\u001b[33m', info: '\u001b[36m' } as const satisfies Record<Severity, string>;
const DIM = '\u001b[2m';
const BOLD = '\u001b[1m';
const RESET = '\u001b[0m';
const LABEL = { error: 'error', warn: 'warning', info: 'info' } as const satisfies Record<Severity, string>;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

export function renderCheckText(input: CheckReportInput, options: TextOptions = { color: false }): string {
  const paint = (code: string, text: string) => (options.color ? `${code}${text}${RESET}` : text);
  const groups = new Map<string, Diagnostic[]>();
  for (const f of input.findings) {
    const list = groups.get(f.file) ?? [];
    list.push(f);
    groups.set(f.file, list);
  }
  const out: string[] = [];
  for (const [file, findings] of groups) {
    out.push(paint(BOLD, file === '' ? `${displayPath(input.dir, '')} (directory)` : displayPath(input.dir, file)));
    for (const f of findings) {
      const position = hasPosition(f.line) ? `${f.line}:${f.column}` : '-';
      const existing = f.baseline === 'existing' ? paint(DIM, ' (baseline)') : f.baseline === 'worse' ? ' (worse than baseline)' : '';
      out.push(`  ${position.padEnd(7)} ${paint(COLORS[f.severity], LABEL[f.severity].padEnd(7))} ${f.code} ${f.name}: ${f.message}${existing}`);
      const { fix, autofix } = RULES[f.code].docs;
      out.push(paint(DIM, `          fix: ${fix}${f.fixable && autofix !== undefined ? ` ${autofix}` : ''}`));
    }
    out.push('');
  }
  for (const listing of input.listings) {
    const b = input.budgets.hosts[listing.host];
    if (!b) continue;
    const budget = b.budget === null ? 'no budget' : `budget ${fmt(b.budget)}`;
    const state = b.overBy > 0 ? `${fmt(b.overBy)} over` : 'fits';
    out.push(
      `${listing.host}: ${fmt(b.fullSize)} ${b.unit}, ${budget} (${state}); ${b.full} full, ${b.cut} cut, ${b.nameOnly} name only, ${b.omitted} omitted, ${b.skipped} skipped`,
    );
  }
  const s = input.summary;
  const counts = `${plural(s.errors, 'error')}, ${plural(s.warnings, 'warning')}, ${plural(s.infos, 'info')}`;
  const b = input.baseline;
  const baseline = b ? ` (${b.new} new, ${b.worse} worse, ${b.existing} in baseline, ${b.resolved} resolved)` : '';
  const mark = verdictOf(input).failed ? paint(COLORS.error, '✖') : paint('\u001b[32m', '✔');
  const note = failureNote(input);
  out.push(`${mark} ${counts} in ${plural(s.files, 'skill file')}${baseline}${note === null ? '' : `: fails, ${note}`}`);
  return `${out.join('\n')}\n`;
}
