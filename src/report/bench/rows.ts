/** Table rows shared by the table and markdown renderers (same columns, different frames). */
import type { BenchResult, Breakdown, ConditionReport } from '../../bench/index.js';
import { fmt3, fmtP, fmtProportion } from './model.js';

export const SUMMARY_HEAD = ['router', 'top-1 [95 % CI]', 'top-3 [95 % CI]', 'MRR', 'threshold', 'positives accepted', 'negatives rejected', 'best threshold (J)', 'best neg', 'median pos'];
export const SUMMARY_NUMERIC = [3, 4, 8, 9];

export function summaryRows(r: BenchResult): string[][] {
  return r.conditions.map((c) => [
    c.name,
    fmtProportion(c.top1),
    fmtProportion(c.top3),
    fmt3(c.mrr),
    c.threshold.value === null ? '–' : String(c.threshold.value),
    fmtProportion(c.threshold.acceptedPositives),
    fmtProportion(c.threshold.rejectedNegatives),
    c.threshold.best === null ? '–' : `${fmt3(c.threshold.best.value)} (${c.threshold.best.youdenJ.toFixed(2)})`,
    fmt3(c.threshold.bestNegativeScore),
    fmt3(c.threshold.medianBestPositiveScore),
  ]);
}

export const COMPARISON_HEAD = ['A', 'B', 'A top-1', 'B top-1', 'only A', 'only B', 'McNemar p', 'significant'];
export const COMPARISON_NUMERIC = [2, 3, 4, 5];

export function comparisonRows(r: BenchResult): string[][] {
  return r.comparisons.map((c) => [c.a, c.b, String(c.aHits), String(c.bHits), String(c.onlyA), String(c.onlyB), fmtP(c.pValue).replace(/^p = /, '').replace(/^p /, ''), c.significant ? 'yes' : 'no']);
}

/** Stealers listed per router (at most this many queries named per row). */
export const STEALER_QUERIES_SHOWN = 5;
export const STEALER_HEAD = ['router', 'skill', 'wrong top-1', 'body lines', 'body code points', 'queries'];
export const STEALER_NUMERIC = [2, 3, 4];

export function stealerRows(r: BenchResult): string[][] {
  return r.conditions.flatMap((c: ConditionReport) =>
    c.stealers.map((s) => [
      c.name,
      s.skill,
      String(s.count),
      String(s.bodyLines),
      String(s.bodyCodePoints),
      s.queries.slice(0, STEALER_QUERIES_SHOWN).join(', ') + (s.queries.length > STEALER_QUERIES_SHOWN ? ` +${s.queries.length - STEALER_QUERIES_SHOWN}` : ''),
    ]),
  );
}

export const BREAKDOWN_NUMERIC: number[] = [];

export function breakdownHead(label: string): string[] {
  return ['router', label, 'top-1', 'top-3', 'positives accepted', 'negatives rejected'];
}

export function breakdownRows(r: BenchResult, pick: (c: ConditionReport) => readonly Breakdown[]): string[][] {
  return r.conditions.flatMap((c) =>
    pick(c).map((b) => [c.name, b.value ?? '(none)', fmtProportion(b.top1), fmtProportion(b.top3), fmtProportion(b.acceptedPositives), fmtProportion(b.rejectedNegatives)]),
  );
}
