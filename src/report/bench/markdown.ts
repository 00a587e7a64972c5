/** `bench --format markdown`: the same tables and verdict as GitHub markdown (for a PR comment). */
import { pushAll } from '../../base/arrays.js';
import { mdTable, mdText } from '../markdown.js';
import { accessLines, type BenchReport } from './model.js';
import {
  breakdownHead,
  breakdownRows,
  COMPARISON_HEAD,
  COMPARISON_NUMERIC,
  comparisonRows,
  DEFAULT_MISSES_SHOWN,
  MISS_HEAD,
  MISS_NUMERIC,
  missRows,
  thresholdRows,
  THRESHOLD_HEAD,
  THRESHOLD_NUMERIC,
  STEALER_HEAD,
  STEALER_NUMERIC,
  stealerRows,
  SUMMARY_HEAD,
  SUMMARY_NUMERIC,
  summaryRows,
  tieLine,
} from './rows.js';
import { benchVerdict } from './verdict.js';
import {
  CALIBRATION_HEAD,
  CALIBRATION_NUMERIC,
  calibrationRows,
  calibrationTitle,
  FOLD_DETAIL_HEAD,
  FOLD_DETAIL_NUMERIC,
  FOLD_HEAD,
  FOLD_NUMERIC,
  foldDetailRows,
  foldRows,
  foldGapLines,
  foldTitle,
  selectionLines,
} from './transfer-rows.js';
import { counted } from '../../base/plural.js';

export function renderBenchMarkdown(report: BenchReport): string {
  const r = report.result;
  const out: string[] = [
    '## Routing bench',
    '',
    `${mdText(report.dir)} (${counted(r.skills, 'skill', { grouping: false })}), ${mdText(report.queriesFile)}: ${counted(r.queries.positives, 'positive', { grouping: false })}, ${counted(r.queries.negatives, 'negative', { grouping: false })}.`,
    '',
    mdTable(SUMMARY_HEAD, summaryRows(r), SUMMARY_NUMERIC),
    '',
  ];
  const ties = tieLine(r);
  if (ties !== null) out.push(mdText(ties), '');
  const verdict = benchVerdict(r);
  if (verdict.length > 0) pushAll(out, ['**Verdict**', '', ...verdict.map((l) => `- ${mdText(l)}`), '']);
  if (r.comparisons.length > 0)
    out.push(
      '### Paired comparisons on top-1 (exact McNemar)',
      '',
      mdTable(COMPARISON_HEAD, comparisonRows(r), COMPARISON_NUMERIC),
      '',
    );
  const stealers = stealerRows(r);
  if (stealers.length > 0) out.push('### Stealers', '', mdTable(STEALER_HEAD, stealers, STEALER_NUMERIC), '');
  const lang = breakdownRows(r, (c) => c.byLang);
  if (lang.length > 0) out.push('### By language', '', mdTable(breakdownHead('lang'), lang), '');
  const cue = breakdownRows(r, (c) => c.byCue);
  if (cue.length > 0) out.push('### By cue', '', mdTable(breakdownHead('cue'), cue), '');
  const misses = missRows(r, report.misses ?? DEFAULT_MISSES_SHOWN);
  if (misses.rows.length > 0) {
    out.push('### Misses', '', mdTable(MISS_HEAD, misses.rows, MISS_NUMERIC), '');
    for (const h of misses.hidden)
      out.push(
        `${mdText(h.router)}: ${counted(h.count, 'more miss', { plural: 'more misses', grouping: false })} not listed.`,
        '',
      );
  }
  const rejected = thresholdRows(r, report.misses ?? DEFAULT_MISSES_SHOWN);
  if (rejected.rows.length > 0) {
    out.push(
      '### Rejected by the threshold (top-1 was right)',
      '',
      mdTable(THRESHOLD_HEAD, rejected.rows, THRESHOLD_NUMERIC),
      '',
    );
    for (const h of rejected.hidden)
      out.push(
        `${mdText(h.router)}: ${counted(h.count, 'more rejection', { plural: 'more rejections', grouping: false })} not listed.`,
        '',
      );
  }
  if (report.access !== undefined)
    out.push('', '### Access primitives (positives only)', '', ...accessLines(report.access).map((l) => `- ${l}`), '');
  if (report.calibration !== undefined) {
    out.push(
      '### Threshold transfer',
      '',
      mdText(calibrationTitle(report.calibration, report.queriesFile)),
      '',
      mdTable(CALIBRATION_HEAD, calibrationRows(report.calibration), CALIBRATION_NUMERIC),
      '',
    );
  }
  const cv = report.crossValidation;
  if (cv !== undefined) {
    out.push(
      '### Cross-validation',
      '',
      mdText(foldTitle(cv)),
      '',
      mdTable(FOLD_HEAD, foldRows(cv), FOLD_NUMERIC),
      '',
      mdTable(FOLD_DETAIL_HEAD, foldDetailRows(cv), FOLD_DETAIL_NUMERIC),
      '',
    );
    for (const l of [...foldGapLines(cv), ...selectionLines(cv)]) out.push(`- ${mdText(l)}`);
    out.push('');
  }
  return out.join('\n');
}
