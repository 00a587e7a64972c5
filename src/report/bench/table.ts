/** `bench` for a terminal: cli-table3 tables (summary, comparisons, stealers, breakdowns) and the verdict. */
import { bold, renderTable } from '../table.js';
import type { BenchReport } from './model.js';
import {
  BREAKDOWN_NUMERIC,
  breakdownHead,
  breakdownRows,
  COMPARISON_HEAD,
  COMPARISON_NUMERIC,
  comparisonRows,
  STEALER_HEAD,
  STEALER_NUMERIC,
  stealerRows,
  SUMMARY_HEAD,
  SUMMARY_NUMERIC,
  summaryRows,
} from './rows.js';
import { benchVerdict } from './verdict.js';
import { counted } from '../route/plural.js';

export function renderBenchTable(report: BenchReport, color: boolean): string {
  const r = report.result;
  const out: string[] = [
    `${bold('Routing bench', color)}: ${report.dir} (${counted(r.skills, 'skill')}) · ${report.queriesFile}: ${counted(r.queries.positives, 'positive')}, ${counted(r.queries.negatives, 'negative')}`,
    renderTable({ head: SUMMARY_HEAD, numeric: SUMMARY_NUMERIC, rows: summaryRows(r), color }),
  ];
  if (r.comparisons.length > 0) {
    out.push('', bold('Paired comparisons on top-1 (exact McNemar, two-sided)', color));
    out.push(renderTable({ head: COMPARISON_HEAD, numeric: COMPARISON_NUMERIC, rows: comparisonRows(r), color }));
  }
  const stealers = stealerRows(r);
  if (stealers.length > 0) {
    out.push('', bold('Stealers (skills taking top-1 of positives meant for another skill)', color));
    out.push(renderTable({ head: STEALER_HEAD, numeric: STEALER_NUMERIC, rows: stealers, color }));
  }
  for (const [label, pick] of [
    ['lang', (c: (typeof r.conditions)[number]) => c.byLang],
    ['cue', (c: (typeof r.conditions)[number]) => c.byCue],
  ] as const) {
    const rows = breakdownRows(r, pick);
    if (rows.length === 0) continue;
    out.push('', bold(`By ${label}`, color));
    out.push(renderTable({ head: breakdownHead(label), numeric: BREAKDOWN_NUMERIC, rows, color }));
  }
  const verdict = benchVerdict(r);
  if (verdict.length > 0) out.push('', bold('Verdict', color), ...verdict.map((l) => `- ${l}`));
  return `${out.join('\n')}\n`;
}
