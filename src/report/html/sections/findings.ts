/**
 * The checker's findings as one table (code, severity, file:line, message), filterable by
 * severity with CSS-only checkboxes: without JS (or in print) every row shows unless unticked.
 */
import { esc, isolated } from '../escape.js';
import type { ReportCheck, ReportDiagnostic } from '../model.js';
import { dataTable } from '../table.js';
import { capRows, moreRowsNote, type Section } from './section.js';

const SEVERITIES = ['error', 'warn', 'info'] as const satisfies readonly ReportDiagnostic['severity'][];
const SEVERITY_RANK = { error: 0, warn: 1, info: 2 } as const satisfies Record<ReportDiagnostic['severity'], number>;
const SEVERITY_LABEL = { error: 'errors', warn: 'warnings', info: 'info' } as const satisfies Record<
  ReportDiagnostic['severity'],
  string
>;

function location(d: ReportDiagnostic): string {
  if (d.file === '') return '(directory)';
  return d.line > 0 ? `${d.file}:${d.line}${d.column > 0 ? `:${d.column}` : ''}` : d.file;
}

export function findingsSection(check: ReportCheck | null): Section {
  if (check === null)
    return {
      id: 'findings',
      title: 'Check findings',
      html: `<p class="note">Not available (the checker did not run).</p>`,
    };
  const diags = [...check.diagnostics].sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
  const counts = Object.fromEntries(SEVERITIES.map((s) => [s, diags.filter((d) => d.severity === s).length])) as Record<
    ReportDiagnostic['severity'],
    number
  >;
  if (diags.length === 0)
    return {
      id: 'findings',
      title: 'Check findings',
      html: `<p class="note">No findings: the directory passes every rule.</p>`,
    };
  const filters = SEVERITIES.map(
    (s) =>
      `<input type="checkbox" id="show-${s}" checked data-filter="${s}"><label for="show-${s}"><span class="sev sev-${s}">${esc(s)}</span> ${esc(SEVERITY_LABEL[s])} (<span data-count="${s}">${counts[s]}</span>)</label>`,
  ).join('');
  // Errors first, so a capped table keeps the findings that fail the run.
  const { shown, more } = capRows(diags);
  const table = dataTable({
    name: 'findings',
    caption: `${diags.length} findings of skillscope check${more > 0 ? ` (the first ${shown.length} shown)` : ''}; untick a severity to hide its rows`,
    sortable: true,
    columns: [{ label: 'code' }, { label: 'severity' }, { label: 'location' }, { label: 'message' }],
    rows: shown.map((d) => [
      {
        html: `<code title="${esc(d.name)}">${esc(d.code)}</code> <span class="muted">${esc(d.name)}</span>`,
        sort: d.code,
      },
      { html: `<span class="sev sev-${esc(d.severity)}">${esc(d.severity)}</span>`, sort: SEVERITY_RANK[d.severity] },
      { html: `<code>${isolated(location(d))}</code>`, sort: location(d) },
      { html: isolated(d.message), className: 'text' },
    ]),
    rowAttrs: (i) => `data-severity="${esc(shown[i]!.severity)}"`,
  });
  const html =
    `<p class="note">${esc(`${counts.error} errors, ${counts.warn} warnings, ${counts.info} info. Run skillscope check for the fix hints, or --format sarif/github in CI.`)}</p>` +
    `<div class="findings-box">${filters}${table}</div>` +
    moreRowsNote(more, 'findings', 'check');
  return { id: 'findings', title: 'Check findings', html };
}
