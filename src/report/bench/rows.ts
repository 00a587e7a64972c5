/** Table rows shared by the table and markdown renderers (same columns, different frames). */
import type { BenchResult, Breakdown, ConditionReport, PerQuery, QueryOutcome } from '../../routing-bench/index.js';
import { fmt3, fmtP, fmtProportion, separatingDigits } from './model.js';

export const SUMMARY_HEAD = [
  'router',
  'top-1 [95 % CI]',
  'top-3 [95 % CI]',
  'MRR',
  'threshold',
  'positives accepted',
  'negatives rejected',
  'best threshold (J)',
  'best neg',
  'median pos',
];
export const SUMMARY_NUMERIC = [3, 4, 8, 9];
/** Narrow terminals: columns hidden first (the score spread, MRR, top-3, the set threshold, the best one). */
export const SUMMARY_DROP = [9, 8, 3, 2, 4, 7];

export function summaryRows(r: BenchResult): string[][] {
  return r.conditions.map((c) => {
    // The scores of one row share their decimals, as many as keep different values apart.
    const d = separatingDigits([
      c.threshold.value,
      c.threshold.best?.value ?? null,
      c.threshold.bestNegativeScore,
      c.threshold.medianBestPositiveScore,
    ]);
    return [
      c.name,
      fmtProportion(c.top1),
      fmtProportion(c.top3),
      fmt3(c.mrr),
      c.threshold.value === null ? '–' : String(c.threshold.value),
      fmtProportion(c.threshold.acceptedPositives),
      fmtProportion(c.threshold.rejectedNegatives),
      c.threshold.best === null ? '–' : `${fmt3(c.threshold.best.value, d)} (${c.threshold.best.youdenJ.toFixed(2)})`,
      fmt3(c.threshold.bestNegativeScore, d),
      fmt3(c.threshold.medianBestPositiveScore, d),
    ];
  });
}

/**
 * One sentence under the summary when some router lost positives to ties at rank 1 (null when
 * none did): the top-1 column counts them as misses, and this says how many, so a reader sees
 * what the name order would have handed the router.
 */
export function tieLine(r: BenchResult): string | null {
  const tied = r.conditions.filter((c) => c.tiedAtTop1 > 0);
  if (tied.length === 0) return null;
  const parts = tied.map((c) => `${c.name} ${c.tiedAtTop1} of ${c.top1.n}`);
  return `Ties at rank 1 count as misses (the expected skill shared the best score with another skill): ${parts.join(', ')}.`;
}

export const COMPARISON_HEAD = ['A', 'B', 'A top-1', 'B top-1', 'only A', 'only B', 'McNemar p', 'significant'];
export const COMPARISON_NUMERIC = [2, 3, 4, 5];
export const COMPARISON_DROP = [2, 3];

export function comparisonRows(r: BenchResult): string[][] {
  return r.comparisons.map((c) => [
    c.a,
    c.b,
    String(c.aHits),
    String(c.bHits),
    String(c.onlyA),
    String(c.onlyB),
    fmtP(c.pValue).replace(/^p = /, '').replace(/^p /, ''),
    c.significant ? 'yes' : 'no',
  ]);
}

/** Stealers listed per router (at most this many queries named per row). */
const STEALER_QUERIES_SHOWN = 5;
export const STEALER_HEAD = ['router', 'skill', 'wrong top-1', 'body lines', 'body code points', 'queries'];
export const STEALER_NUMERIC = [2, 3, 4];
export const STEALER_DROP = [4, 3];

export function stealerRows(r: BenchResult): string[][] {
  return r.conditions.flatMap((c: ConditionReport) =>
    c.stealers.map((s) => [
      c.name,
      s.skill,
      String(s.count),
      String(s.bodyLines),
      String(s.bodyCodePoints),
      s.queries.slice(0, STEALER_QUERIES_SHOWN).join(', ') +
        (s.queries.length > STEALER_QUERIES_SHOWN ? ` +${s.queries.length - STEALER_QUERIES_SHOWN}` : ''),
    ]),
  );
}

export const BREAKDOWN_NUMERIC: number[] = [];
export const BREAKDOWN_DROP = [3, 4];

export function breakdownHead(label: string): string[] {
  return ['router', label, 'top-1', 'top-3', 'positives accepted', 'negatives rejected'];
}

export function breakdownRows(r: BenchResult, pick: (c: ConditionReport) => readonly Breakdown[]): string[][] {
  return r.conditions.flatMap((c) =>
    pick(c).map((b) => [
      c.name,
      b.value ?? '(none)',
      fmtProportion(b.top1),
      fmtProportion(b.top3),
      fmtProportion(b.acceptedPositives),
      fmtProportion(b.rejectedNegatives),
    ]),
  );
}

/** Misses listed per router in text and markdown (`--misses N`; JSON `perQuery` has them all). */
export const DEFAULT_MISSES_SHOWN = 5;
export const MISS_HEAD = ['router', 'query', 'line', 'expected', 'top-1 (score)', 'expected rank (score)'];
export const MISS_NUMERIC: number[] = [2];
/** Narrow terminals: the line number, then the expected skill's rank go first; the query text and names shrink. */
export const MISS_DROP = [2, 5];
export const MISS_SHRINK = [1, 3, 4];

/** What the query wanted: its skills, "no skill", or "not X" (skill-creator negatives). */
function expectedText(q: PerQuery): string {
  if (q.expect !== null) return q.expect.join(' | ');
  return q.mustNotRoute !== null ? `not ${q.mustNotRoute}` : '(no skill)';
}

/**
 * A positive whose top-1 is an expected skill but scores below the threshold: the router ranked
 * it right and the threshold refused it. Listed apart from the misses — the fix is the
 * threshold (or the skill's score), not the skill's description against its rivals.
 */
function rejectedByThreshold(q: PerQuery, o: QueryOutcome): boolean {
  return q.expect !== null && !o.ok && o.top1Correct === true && !o.routed;
}

export interface MissList {
  readonly rows: string[][];
  readonly hidden: { router: string; count: number }[];
}

/** Rows of the queries of each router that `keep` selects, in file order, at most `limit` per router (0 = all). */
function perRouter(
  r: BenchResult,
  limit: number,
  keep: (q: PerQuery, o: QueryOutcome) => boolean,
  row: (c: ConditionReport, q: PerQuery, o: QueryOutcome) => string[],
): MissList {
  const rows: string[][] = [];
  const hidden: { router: string; count: number }[] = [];
  r.conditions.forEach((c, ci) => {
    let shown = 0;
    let total = 0;
    for (const q of r.perQuery) {
      const o = q.results[ci];
      if (o === undefined || !keep(q, o)) continue;
      total++;
      if (limit > 0 && shown >= limit) continue;
      shown++;
      rows.push(row(c, q, o));
    }
    if (total > shown) hidden.push({ router: c.name, count: total - shown });
  });
  return { rows, hidden };
}

/**
 * One row per query a router got wrong (`ok` false: a positive routed to another skill or to
 * nothing, a negative routed where it must not go), in file order, at most `limit` per router
 * (0 = all), plus how many were left out per router. A right top-1 refused by the threshold is
 * not a miss here: see `thresholdRows`.
 */
export function missRows(r: BenchResult, limit: number): MissList {
  return perRouter(
    r,
    limit,
    (q, o) => !o.ok && !rejectedByThreshold(q, o),
    (c, q, o) => {
      const d = separatingDigits(o.top.map((t) => t.score));
      const first = o.top[0];
      const tie = o.tie === null ? '' : `, ${o.tie.length}-way tie`;
      const won = first === undefined ? '(nothing)' : `${first.name} (${fmt3(first.score, d)}${tie})`;
      let rank = '–';
      if (q.expect !== null) {
        const wanted = o.rank === null ? undefined : o.top[o.rank - 1];
        rank =
          o.rank === null ? 'unranked' : wanted !== undefined ? `${o.rank} (${fmt3(wanted.score, d)})` : String(o.rank);
      }
      return [c.name, q.id, String(q.line), expectedText(q), won, rank];
    },
  );
}

export const THRESHOLD_HEAD = ['router', 'query', 'line', 'top-1 (right)', 'score', 'threshold'];
export const THRESHOLD_NUMERIC: number[] = [2, 4, 5];
export const THRESHOLD_DROP = [2];
export const THRESHOLD_SHRINK = [1, 3];

/** One row per positive whose right top-1 the threshold refused, same limits as `missRows`. */
export function thresholdRows(r: BenchResult, limit: number): MissList {
  return perRouter(r, limit, rejectedByThreshold, (c, q, o) => {
    const score = o.top[0]?.score ?? 0;
    const d = separatingDigits([score, c.threshold.value]);
    return [
      c.name,
      q.id,
      String(q.line),
      o.top[0]?.name ?? '',
      fmt3(score, d),
      c.threshold.value === null ? '–' : fmt3(c.threshold.value, d),
    ];
  });
}
