/** `bench` for a terminal: boxed tables (summary, comparisons, stealers, breakdowns) and the verdict. */
import { pushAll } from '../../base/arrays.js';
import { safeText } from '../../base/escape.js';
import { bold, renderTable } from '../table.js';
import { accessLines, type BenchReport } from './model.js';
import {
  BREAKDOWN_DROP,
  BREAKDOWN_NUMERIC,
  breakdownHead,
  breakdownRows,
  COMPARISON_DROP,
  COMPARISON_HEAD,
  COMPARISON_NUMERIC,
  comparisonRows,
  DEFAULT_MISSES_SHOWN,
  MISS_DROP,
  MISS_HEAD,
  MISS_NUMERIC,
  MISS_SHRINK,
  missRows,
  thresholdRows,
  THRESHOLD_DROP,
  THRESHOLD_HEAD,
  THRESHOLD_NUMERIC,
  THRESHOLD_SHRINK,
  STEALER_DROP,
  STEALER_HEAD,
  STEALER_NUMERIC,
  stealerRows,
  SUMMARY_DROP,
  SUMMARY_HEAD,
  SUMMARY_NUMERIC,
  summaryRows,
  tieLine,
} from './rows.js';
import { benchVerdict } from './verdict.js';
import {
  CALIBRATION_DROP,
  CALIBRATION_HEAD,
  CALIBRATION_NUMERIC,
  calibrationRows,
  calibrationTitle,
  FOLD_DETAIL_DROP,
  FOLD_DETAIL_HEAD,
  FOLD_DETAIL_NUMERIC,
  FOLD_DROP,
  FOLD_HEAD,
  FOLD_NUMERIC,
  foldDetailRows,
  foldRows,
  foldTitle,
  foldGapLines,
  selectionLines,
} from './transfer-rows.js';
import { counted } from '../../base/plural.js';

/** `width`: terminal columns the tables must fit (undefined: no limit). */
export function renderBenchTable(report: BenchReport, color: boolean, width?: number): string {
  const r = report.result;
  const out: string[] = [
    `${bold('Routing bench', color)}: ${safeText(report.dir)} (${counted(r.skills, 'skill', { grouping: false })}) · ${safeText(report.queriesFile)}: ${counted(r.queries.positives, 'positive', { grouping: false })}, ${counted(r.queries.negatives, 'negative', { grouping: false })}`,
    renderTable({
      head: SUMMARY_HEAD,
      numeric: SUMMARY_NUMERIC,
      rows: summaryRows(r),
      color,
      width,
      drop: SUMMARY_DROP,
      shrink: [0],
    }),
  ];
  const ties = tieLine(r);
  if (ties !== null) out.push(safeText(ties));
  if (r.comparisons.length > 0) {
    out.push('', bold('Paired comparisons on top-1 (exact McNemar, two-sided)', color));
    out.push(
      renderTable({
        head: COMPARISON_HEAD,
        numeric: COMPARISON_NUMERIC,
        rows: comparisonRows(r),
        color,
        width,
        drop: COMPARISON_DROP,
        shrink: [0, 1],
      }),
    );
  }
  const stealers = stealerRows(r);
  if (stealers.length > 0) {
    out.push('', bold('Stealers (skills taking top-1 of positives meant for another skill)', color));
    out.push(
      renderTable({
        head: STEALER_HEAD,
        numeric: STEALER_NUMERIC,
        rows: stealers,
        color,
        width,
        drop: STEALER_DROP,
        shrink: [5, 1, 0],
      }),
    );
  }
  for (const [label, pick] of [
    ['lang', (c: (typeof r.conditions)[number]) => c.byLang],
    ['cue', (c: (typeof r.conditions)[number]) => c.byCue],
  ] as const) {
    const rows = breakdownRows(r, pick);
    if (rows.length === 0) continue;
    out.push('', bold(`By ${label}`, color));
    out.push(
      renderTable({
        head: breakdownHead(label),
        numeric: BREAKDOWN_NUMERIC,
        rows,
        color,
        width,
        drop: BREAKDOWN_DROP,
        shrink: [1, 0],
      }),
    );
  }
  const misses = missRows(r, report.misses ?? DEFAULT_MISSES_SHOWN);
  if (misses.rows.length > 0) {
    out.push('', bold('Misses (queries a router got wrong, in file order)', color));
    out.push(
      renderTable({
        head: MISS_HEAD,
        numeric: MISS_NUMERIC,
        rows: misses.rows,
        color,
        width,
        drop: MISS_DROP,
        shrink: MISS_SHRINK,
      }),
    );
    for (const h of misses.hidden)
      out.push(
        `${safeText(h.router)}: ${counted(h.count, 'more miss', { plural: 'more misses', grouping: false })} (--misses 0 lists all; --json has every query)`,
      );
  }
  const rejected = thresholdRows(r, report.misses ?? DEFAULT_MISSES_SHOWN);
  if (rejected.rows.length > 0) {
    out.push('', bold('Rejected by the threshold (top-1 was right, its score below the threshold)', color));
    out.push(
      renderTable({
        head: THRESHOLD_HEAD,
        numeric: THRESHOLD_NUMERIC,
        rows: rejected.rows,
        color,
        width,
        drop: THRESHOLD_DROP,
        shrink: THRESHOLD_SHRINK,
      }),
    );
    for (const h of rejected.hidden)
      out.push(
        `${safeText(h.router)}: ${counted(h.count, 'more rejection', { plural: 'more rejections', grouping: false })} (--misses 0 lists all; --json has every query)`,
      );
  }
  pushAll(out, transferSections(report, color, width));
  const verdict = benchVerdict(r);
  if (verdict.length > 0) pushAll(out, ['', bold('Verdict', color), ...verdict.map((l) => `- ${safeText(l)}`)]);
  if (report.access !== undefined)
    out.push('', 'Access primitives (positives only):', ...accessLines(report.access).map((l) => `  ${safeText(l)}`));
  return `${out.join('\n')}\n`;
}

/** `--calibrate-on` and `--folds`: the out-of-sample tables (empty without those options). */
function transferSections(report: BenchReport, color: boolean, width: number | undefined): string[] {
  const out: string[] = [];
  const c = report.calibration;
  if (c !== undefined) {
    out.push('', bold(safeText(calibrationTitle(c, report.queriesFile)), color));
    out.push(
      renderTable({
        head: CALIBRATION_HEAD,
        numeric: CALIBRATION_NUMERIC,
        rows: calibrationRows(c),
        color,
        width,
        drop: CALIBRATION_DROP,
      }),
    );
  }
  const cv = report.crossValidation;
  if (cv !== undefined) {
    out.push('', bold(foldTitle(cv), color));
    out.push(
      renderTable({ head: FOLD_HEAD, numeric: FOLD_NUMERIC, rows: foldRows(cv), color, width, drop: FOLD_DROP }),
    );
    out.push(
      renderTable({
        head: FOLD_DETAIL_HEAD,
        numeric: FOLD_DETAIL_NUMERIC,
        rows: foldDetailRows(cv),
        color,
        width,
        drop: FOLD_DETAIL_DROP,
      }),
    );
    pushAll(
      out,
      [...foldGapLines(cv), ...selectionLines(cv)].map((l) => safeText(l)),
    );
  }
  return out;
}
